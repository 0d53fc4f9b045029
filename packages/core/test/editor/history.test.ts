import { describe, expect, it, vi } from 'vitest'
import { EditorCommandError } from '../../src/editor/index.ts'
import { TestEditor, testDocument } from '../../src/testing/index.ts'

describe('undo and redo', () => {
  it('undoes and redoes one command exactly', () => {
    const editor = TestEditor.of([{ x: 1 }, { x: 2 }])
    const initial = editor.document
    editor.setGeometry('l0', { x: 50, w: 7 })
    const edited = editor.document
    editor.undo()
    expect(editor.document).toEqual(initial)
    editor.redo()
    expect(editor.document).toEqual(edited)
  })

  it('clears the redo stack when a new command runs', () => {
    const editor = TestEditor.of([{ x: 1 }])
    editor.setGeometry('l0', { x: 2 })
    editor.undo()
    expect(editor.canRedo()).toBe(true)
    editor.setGeometry('l0', { x: 3 })
    expect(editor.canRedo()).toBe(false)
  })

  it('labels each step (a gesture by its label, else the names of its commands) and says which was undone or redone', () => {
    const editor = TestEditor.of([{ x: 1 }, { x: 2 }])
    const steps: unknown[] = []
    editor.on('commit', ({ label, names, cause }) => steps.push({ cause, label, names }))
    editor.setGeometry('l0', { x: 5 })
    expect(editor.undoLabel).toBe('setGeometry')
    editor.beginGesture('move')
    editor.setGeometry('l1', { x: 9 })
    editor.commitGesture()
    editor.batch(() => {
      editor.renameLayer('l0', 'Title')
      editor.setGeometry('l0', { x: 6 })
    })
    expect(editor.undoLabel).toBe('renameLayer, setGeometry')
    editor.undo()
    editor.undo()
    expect(editor.redoLabel).toBe('move')
    editor.redo()
    expect(steps.slice(-3)).toEqual([
      { cause: 'undo', label: 'renameLayer, setGeometry', names: ['renameLayer', 'setGeometry'] },
      { cause: 'undo', label: 'move', names: ['move'] },
      { cause: 'redo', label: 'move', names: ['move'] },
    ])
    // A new step is an edit, named by its command.
    editor.setGeometry('l0', { x: 7 })
    expect(steps.at(-1)).toEqual({ cause: 'edit', label: 'setGeometry', names: ['setGeometry'] })
  })

  it('does nothing when there is nothing to undo or redo', () => {
    const editor = TestEditor.of([{}])
    const before = editor.document
    editor.undo()
    editor.redo()
    expect(editor.document).toBe(before)
  })

  it('records no step for a command that changes nothing', () => {
    const editor = TestEditor.of([{ x: 1 }])
    editor.setGeometry('l0', { x: 1 })
    expect(editor.canUndo()).toBe(false)
  })

  it('keeps at most historyLimit steps, dropping the oldest', () => {
    const editor = new TestEditor(testDocument([{ x: 0 }]), { historyLimit: 3 })
    for (let x = 1; x <= 5; x++) editor.setGeometry('l0', { x })
    expect(editor.historyDepth.undo).toBe(3)
    editor.undoAll()
    expect(editor.layer('l0').x).toBe(2)
  })

  it('keeps 200 steps by default', () => {
    const editor = TestEditor.of([{ x: 0 }])
    for (let x = 1; x <= 210; x++) editor.setGeometry('l0', { x })
    expect(editor.historyDepth.undo).toBe(200)
  })
})

describe('batch', () => {
  it('makes many commands one undo step', () => {
    const editor = TestEditor.of([{ x: 0 }, { x: 0 }])
    const initial = editor.document
    editor.batch(() => {
      editor.setGeometry('l0', { x: 10 })
      editor.setGeometry('l1', { x: 20 })
      editor.addLayer(0, { type: 'text' })
    })
    expect(editor.historyDepth.undo).toBe(1)
    editor.undo()
    expect(editor.document).toEqual(initial)
  })

  it('flattens nested batches and emits change once', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const onChange = vi.fn()
    editor.on('change', onChange)
    editor.batch(() => {
      editor.setGeometry('l0', { x: 1 })
      editor.batch(() => editor.setGeometry('l0', { x: 2 }))
    })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(editor.historyDepth.undo).toBe(1)
  })

  it('restores the document when the batch throws, and records nothing', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const before = editor.document
    expect(() =>
      editor.batch(() => {
        editor.setGeometry('l0', { x: 5 })
        editor.setGeometry('missing', { x: 1 })
      }),
    ).toThrow(EditorCommandError)
    expect(editor.document).toBe(before)
    expect(editor.canUndo()).toBe(false)
  })

  it('returns the value of its function', () => {
    const editor = TestEditor.of([{}])
    expect(editor.batch(() => editor.addLayer(0))).toBe('layer-1')
  })
})

describe('gestures', () => {
  it('makes a whole drag one undo step', () => {
    const editor = TestEditor.of([{ x: 0, y: 0 }])
    const initial = editor.document
    editor.drag(['l0'], 100, 40, 10)
    expect(editor.layer('l0')).toMatchObject({ x: 100, y: 40 })
    expect(editor.historyDepth.undo).toBe(1)
    editor.undo()
    expect(editor.document).toEqual(initial)
    editor.redo()
    expect(editor.layer('l0')).toMatchObject({ x: 100, y: 40 })
  })

  it('cancel restores the very document from before the gesture', () => {
    const editor = TestEditor.of([{ x: 0 }])
    editor.setGeometry('l0', { x: 3 })
    const before = editor.document
    const copy = structuredClone(before)
    editor.beginGesture()
    editor.setGeometry('l0', { x: 9 })
    editor.addLayer(0)
    editor.cancelGesture()
    expect(editor.document).toBe(before)
    expect(editor.document).toEqual(copy)
    expect(editor.historyDepth.undo).toBe(1)
  })

  it('emits change on every update of a gesture', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const onChange = vi.fn()
    editor.on('change', onChange)
    // Moves of 10 px each: every one passes the 3-px click threshold and changes the document.
    editor.drag(['l0'], 40, 0, 4)
    expect(onChange).toHaveBeenCalledTimes(4)
  })

  it('updateGesture replaces the changes so far by a change from the gesture start', () => {
    const editor = TestEditor.of([{ x: 0.1 }])
    const initial = editor.document
    const onChange = vi.fn()
    editor.on('change', onChange)
    editor.beginGesture()
    for (const dx of [0.7, 0.3]) editor.updateGesture(() => editor.translateLayers(['l0'], dx, 0))
    // Computed from the start each time: 0.1 + 0.3, not 0.1 + 0.7 − 0.4 (0.3999999999999999).
    expect(editor.layer('l0').x).toBe(0.1 + 0.3)
    expect(onChange).toHaveBeenCalledTimes(2)
    editor.updateGesture(() => editor.translateLayers(['l0'], 0, 0))
    expect(editor.document).toBe(initial)
    editor.updateGesture(() => editor.translateLayers(['l0'], 5, 0))
    editor.commitGesture()
    expect(editor.historyDepth.undo).toBe(1)
    editor.undo()
    expect(editor.document).toEqual(initial)
  })

  it('updateGesture keeps the previous update when the new one throws, and needs a gesture', () => {
    const editor = TestEditor.of([{ x: 0 }])
    expect(() => editor.updateGesture(() => 0)).toThrow('updateGesture: no gesture in progress')
    editor.beginGesture()
    editor.updateGesture(() => editor.translateLayers(['l0'], 4, 0))
    const moved = editor.document
    expect(() =>
      editor.updateGesture(() => {
        editor.translateLayers(['l0'], 9, 0)
        editor.translateLayers(['missing'], 1, 0)
      }),
    ).toThrow(EditorCommandError)
    expect(editor.document).toBe(moved)
    editor.commitGesture()
    editor.undo()
    expect(editor.layer('l0').x).toBe(0)
  })

  it('rejects a second gesture, commit without gesture, and undo during a gesture', () => {
    const editor = TestEditor.of([{ x: 0 }])
    expect(() => editor.commitGesture()).toThrow('commitGesture: no gesture in progress')
    expect(() => editor.cancelGesture()).toThrow(EditorCommandError)
    editor.beginGesture()
    expect(() => editor.beginGesture()).toThrow('a gesture is already in progress')
    expect(() => editor.undo()).toThrow('undo: not allowed during a batch or gesture')
    editor.cancelGesture()
    expect(editor.isInGesture()).toBe(false)
  })

  it('records nothing for a gesture that changed nothing', () => {
    const editor = TestEditor.of([{ x: 0 }])
    editor.beginGesture()
    editor.commitGesture()
    expect(editor.canUndo()).toBe(false)
  })
})

describe('session state', () => {
  it('never enters history', () => {
    const editor = TestEditor.of([{}, {}])
    editor.select(['l0'])
    editor.setPlayhead(1200)
    editor.setZoom(2)
    editor.setHovered('l1')
    expect(editor.canUndo()).toBe(false)
    expect(editor.session).toEqual({
      selection: ['l0'],
      playheadMs: 1200,
      zoom: 2,
      hovered: 'l1',
      playing: false,
      playbackRate: 1,
      loop: null,
      buffering: false,
      masterVolume: 1,
      mutedTracks: [],
      soloTracks: [],
    })
  })

  it('is untouched by undo and redo', () => {
    const editor = TestEditor.of([{}, {}])
    editor.setGeometry('l0', { x: 4 })
    editor.select(['l1'])
    editor.setPlayhead(500)
    editor.undo()
    expect(editor.session.selection).toEqual(['l1'])
    expect(editor.session.playheadMs).toBe(500)
  })

  it('drops removed layers from the selection', () => {
    const editor = TestEditor.of([{}, {}])
    editor.select(['l0', 'l1'])
    editor.removeLayers(['l0'])
    expect(editor.session.selection).toEqual(['l1'])
  })

  it('rejects a bad playhead or zoom', () => {
    const editor = TestEditor.of([{}])
    expect(() => editor.setPlayhead(-1)).toThrow(
      'setPlayhead: ms must be a finite number ≥ 0, got -1',
    )
    expect(() => editor.setZoom(Number.NaN)).toThrow('setZoom: zoom must be a finite number')
    expect(() => editor.setZoom(0)).toThrow('setZoom: zoom must be > 0')
  })
})

describe('events and external store', () => {
  it('emits typed events and stops after unsubscribe', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const change = vi.fn()
    const selection = vi.fn()
    const history = vi.fn()
    const session = vi.fn()
    const off = editor.on('change', change)
    editor.on('selectionChange', selection)
    editor.on('historyChange', history)
    editor.on('sessionChange', session)
    const previous = editor.document
    editor.setGeometry('l0', { x: 1 })
    expect(change).toHaveBeenCalledWith({ document: editor.document, previous })
    expect(history).toHaveBeenLastCalledWith({ canUndo: true, canRedo: false })
    editor.undo()
    expect(history).toHaveBeenLastCalledWith({ canUndo: false, canRedo: true })
    editor.select(['l0'])
    expect(selection).toHaveBeenCalledWith({ selection: ['l0'] })
    expect(session).toHaveBeenCalledTimes(1)
    editor.setPlayhead(10)
    expect(session).toHaveBeenCalledTimes(2)
    expect(selection).toHaveBeenCalledTimes(1)
    off()
    editor.setGeometry('l0', { x: 2 })
    expect(change).toHaveBeenCalledTimes(2)
  })

  it('getState keeps its identity until something changes', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const first = editor.getState()
    expect(editor.getState()).toBe(first)
    editor.select([])
    editor.setPlayhead(0)
    expect(editor.getState()).toBe(first)
    editor.setGeometry('l0', { x: 1 })
    const second = editor.getState()
    expect(second).not.toBe(first)
    expect(second.document).toBe(editor.document)
    expect(Object.isFrozen(second)).toBe(true)
    editor.setPlayhead(5)
    expect(editor.getState()).not.toBe(second)
    expect(editor.getState().document).toBe(second.document)
  })

  it('calls subscribers on document and session changes only', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const listener = vi.fn()
    const unsubscribe = editor.subscribe(listener)
    editor.setGeometry('l0', { x: 0 })
    expect(listener).not.toHaveBeenCalled()
    editor.setGeometry('l0', { x: 1 })
    editor.setZoom(3)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    editor.undo()
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('bad input outside commands', () => {
  it('rejects a document that is not an object', () => {
    expect(() => new TestEditor(null as never)).toThrow(
      'Editor: document must be a template {aspect_ratio, scene: {tracks}} or a scene {tracks}, got null',
    )
  })

  it('rejects selections that are not arrays of keys', () => {
    const editor = TestEditor.of([{}])
    expect(() => editor.select('l0' as never)).toThrow(
      'select: keys must be an array of layer keys, got "l0"',
    )
    expect(() => editor.addToSelection([1] as never)).toThrow(EditorCommandError)
    expect(() => editor.setHovered(3 as never)).toThrow(
      'setHovered: key must be a string or null, got 3',
    )
    expect(editor.session.selection).toEqual([])
  })
})
