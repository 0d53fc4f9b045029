import { describe, expect, it, vi } from 'vitest'
import {
  Editor,
  EditorCommandError,
  defineCommand,
  tracksOfDocument as tracksOf,
} from '../../src/editor/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

const renameAll = defineCommand({
  name: 'renameAll',
  validate(args: { prefix: string }) {
    if (typeof args.prefix !== 'string' || args.prefix === '') {
      throw new EditorCommandError(
        'renameAll',
        'invalid-argument',
        'prefix must be a non-empty string',
      )
    }
    return args.prefix
  },
  perform(draft, _args, prefix) {
    for (const track of tracksOf(draft))
      for (const layer of track.layers ?? []) layer.type = `${prefix}${layer.type}`
  },
})

describe('registered commands', () => {
  it('runs a custom command with history', () => {
    const editor = TestEditor.of([{ type: 'text' }])
    editor.registerCommand(renameAll)
    editor.run('renameAll', { prefix: 'x-' })
    expect(editor.layer('l0').type).toBe('x-text')
    editor.undo()
    expect(editor.layer('l0').type).toBe('text')
    expect(() => editor.run('renameAll', { prefix: '' })).toThrow(
      'renameAll: prefix must be a non-empty string',
    )
  })

  it('keeps a command with history "ignore" out of the undo stack', () => {
    const editor = TestEditor.of([{ type: 'text' }])
    editor.registerCommand({ ...renameAll, name: 'renameQuietly', history: 'ignore' })
    const onChange = vi.fn()
    editor.on('change', onChange)
    editor.run('renameQuietly', { prefix: 'q-' })
    expect(editor.layer('l0').type).toBe('q-text')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(editor.canUndo()).toBe(false)
  })

  it('lists the built-in commands by name', () => {
    const editor = new Editor({ tracks: [] })
    for (const name of ['addLayer', 'splitLayer', 'zOrder', 'pasteLayers', 'mergeWords']) {
      expect(editor.hasCommand(name)).toBe(true)
    }
  })
})

describe('bare scenes and positions', () => {
  it('edits a bare scene document by absolute path under tracks', () => {
    const editor = new Editor({ tracks: [{ layers: [{ key: 'a', x: 1 }] }] })
    editor.setField(['tracks', 0, 'layers', 0, 'x'], 2)
    editor.setLayerField('a', ['y'], 3)
    expect(editor.document).toEqual({ tracks: [{ layers: [{ key: 'a', x: 2, y: 3 }] }] })
  })

  it('getLayer finds by key and by position, undefined when absent', () => {
    const editor = TestEditor.of([{}, { x: 7 }])
    expect(editor.getLayer('l1')).toMatchObject({ track: 0, index: 1, layer: { x: 7 } })
    expect(editor.getLayer({ track: 0, index: 1 })?.layer.key).toBe('l1')
    expect(editor.getLayer('nope')).toBeUndefined()
    expect(editor.getLayer({ track: 3, index: 0 })).toBeUndefined()
  })

  it('finds a key again after layers before it moved', () => {
    const editor = TestEditor.of([{}, {}, {}])
    expect(editor.getLayer('l2')?.index).toBe(2)
    editor.removeLayers(['l0'])
    expect(editor.getLayer('l2')?.index).toBe(1)
    editor.setGeometry('l2', { x: 5 })
    expect(editor.keys(0)).toEqual(['l1', 'l2'])
    expect(editor.layer('l2').x).toBe(5)
  })

  it('emits no change when a batch is rolled back', () => {
    const editor = TestEditor.of([{}])
    const listener = vi.fn()
    editor.subscribe(listener)
    expect(() =>
      editor.batch(() => {
        editor.setGeometry('l0', { x: 1 })
        throw new Error('stop')
      }),
    ).toThrow('stop')
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('history that no longer fits', () => {
  it('undo after an unrecorded structural change fails clearly and keeps the step', () => {
    const editor = TestEditor.of([{}, {}])
    editor.registerCommand(
      defineCommand({
        name: 'dropAllTracks',
        history: 'ignore',
        validate: () => undefined,
        perform(draft) {
          tracksOf(draft).splice(0)
        },
      }),
    )
    editor.setGeometry('l1', { x: 5 })
    editor.run('dropAllTracks', {})
    const before = editor.document
    expect(() => editor.undo()).toThrow(
      'undo: the history step does not apply to the current document',
    )
    expect(editor.document).toBe(before)
    expect(editor.historyDepth).toEqual({ undo: 1, redo: 0 })
  })
})
