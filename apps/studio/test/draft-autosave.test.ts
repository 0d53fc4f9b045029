// DraftAutosave over a real core Editor: writes only while unsaved (by history mark), at most one
// write per interval, the document serialized when written, none mid-gesture; cleared when the
// document is back to the saved one. Fake timers make the throttle deterministic (no timing).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseTemplateText, serialize } from '@podscene/core'
import { TestEditor } from '@podscene/core/testing'
import { DraftAutosave, failureReason, type DraftRecord } from '../src/drafts/draft-autosave.ts'
import { documentOfDraft, formatDraftTime } from '../src/drafts/draft-store.ts'

function recordingSink() {
  const writes: DraftRecord[] = []
  let clears = 0
  return {
    writes,
    clears: () => clears,
    sink: {
      write: async (record: DraftRecord) => void writes.push(record),
      clear: async () => void clears++,
    },
  }
}

function setUp(cleanMark: 'opened' | null = 'opened') {
  const editor = TestEditor.of([{ x: 1 }, { x: 2 }])
  const recorded = recordingSink()
  const dirtyChanges: boolean[] = []
  const autosave = new DraftAutosave(editor, {
    name: 'demo',
    label: 'Demo',
    sink: recorded.sink,
    cleanMark: cleanMark === 'opened' ? editor.historyMark : null,
    onDirtyChange: (dirty) => dirtyChanges.push(dirty),
    now: () => Date.now(),
  })
  return { editor, autosave, dirtyChanges, ...recorded }
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
afterEach(() => vi.useRealTimers())

describe('DraftAutosave', () => {
  it('a just opened document is clean: no write, and an older draft is cleared', () => {
    const { autosave, writes, clears } = setUp()
    expect(autosave.isDirty()).toBe(false)
    vi.advanceTimersByTime(5000)
    expect(writes).toEqual([])
    expect(clears()).toBe(1)
  })

  it('writes the serialized document after a change, at most once per second', () => {
    const { editor, autosave, writes, dirtyChanges } = setUp()
    editor.setGeometry('l0', { x: 10 })
    expect(autosave.isDirty()).toBe(true)
    expect(dirtyChanges).toEqual([true])
    vi.advanceTimersByTime(0)
    expect(writes).toHaveLength(1)
    expect(writes[0]).toEqual({
      text: serialize(editor.document),
      name: 'demo',
      label: 'Demo',
      savedAt: 1_000_000,
    })
    // Three more edits within the next second: one write, of the last document, a second later.
    editor.setGeometry('l0', { x: 11 })
    vi.advanceTimersByTime(300)
    editor.setGeometry('l0', { x: 12 })
    editor.setGeometry('l1', { y: 5 })
    vi.advanceTimersByTime(600)
    expect(writes).toHaveLength(1)
    vi.advanceTimersByTime(100)
    expect(writes).toHaveLength(2)
    expect(writes[1]!.text).toBe(serialize(editor.document))
    expect(writes[1]!.savedAt).toBe(1_001_000)
  })

  it('writes nothing during a gesture; its commit writes the committed document', () => {
    const { editor, writes } = setUp()
    editor.beginGesture()
    editor.setGeometry('l0', { x: 20 })
    editor.updateGesture(() => editor.setGeometry('l0', { x: 30 }))
    vi.advanceTimersByTime(5000)
    expect(writes).toEqual([])
    editor.commitGesture()
    vi.advanceTimersByTime(0)
    expect(writes.map((w) => w.text)).toEqual([serialize(editor.document)])
  })

  it('undo back to the opened document is clean again and clears the draft; redo is unsaved', () => {
    const { editor, autosave, writes, clears, dirtyChanges } = setUp()
    editor.setGeometry('l0', { x: 10 })
    vi.advanceTimersByTime(0)
    editor.undo()
    expect(autosave.isDirty()).toBe(false)
    expect(clears()).toBe(2)
    vi.advanceTimersByTime(5000)
    expect(writes).toHaveLength(1)
    editor.redo()
    expect(dirtyChanges).toEqual([true, false, true])
  })

  it('markSaved: the saved mark is clean; a later edit is unsaved again', () => {
    const { editor, autosave, clears } = setUp()
    editor.setGeometry('l0', { x: 10 })
    autosave.markSaved(editor.historyMark)
    expect(autosave.isDirty()).toBe(false)
    expect(clears()).toBe(2)
    editor.setGeometry('l0', { x: 11 })
    expect(autosave.isDirty()).toBe(true)
    editor.undo()
    expect(autosave.isDirty()).toBe(false)
  })

  it('a restored draft (no clean mark) is unsaved from the start, also after undo', () => {
    const { editor, autosave, clears } = setUp(null)
    expect(autosave.isDirty()).toBe(true)
    expect(clears()).toBe(0)
    editor.setGeometry('l0', { x: 10 })
    editor.undo()
    expect(autosave.isDirty()).toBe(true)
  })

  it('a new or imported document never saved (writeAtStart) is written at once, without an edit', () => {
    const editor = TestEditor.of([{ x: 1 }])
    const { writes, clears, sink } = recordingSink()
    const autosave = new DraftAutosave(editor, {
      name: 'imported',
      label: 'imported.json',
      sink,
      cleanMark: null,
      writeAtStart: true,
    })
    expect(autosave.isDirty()).toBe(true)
    vi.advanceTimersByTime(0)
    expect(writes.map((w) => w.text)).toEqual([serialize(editor.document)])
    expect(clears()).toBe(0)
    // Saving it makes it clean: the draft goes.
    autosave.markSaved(editor.historyMark)
    expect(clears()).toBe(1)
  })

  it('flush writes a pending change at once; dispose without flush drops it and stops', () => {
    const { editor, autosave, writes } = setUp()
    editor.setGeometry('l0', { x: 10 })
    vi.advanceTimersByTime(0)
    editor.setGeometry('l0', { x: 11 })
    autosave.flush()
    expect(writes).toHaveLength(2)
    editor.setGeometry('l0', { x: 12 })
    autosave.dispose({ flush: false })
    editor.setGeometry('l0', { x: 13 })
    vi.advanceTimersByTime(5000)
    expect(writes).toHaveLength(2)
  })

  it('reports a failed write as a message, without throwing', async () => {
    const editor = TestEditor.of([{ x: 1 }])
    const errors: string[] = []
    new DraftAutosave(editor, {
      name: 'demo',
      label: 'Demo',
      cleanMark: editor.historyMark,
      sink: {
        write: () => Promise.reject(new Error('QuotaExceededError')),
        clear: async () => {},
      },
      onError: (message) => errors.push(message),
    })
    editor.setGeometry('l0', { x: 10 })
    await vi.advanceTimersByTimeAsync(0)
    expect(errors).toEqual(['Could not keep a draft in this browser: QuotaExceededError'])
  })
})

describe('draft write failures (issue 26, item 12)', () => {
  it('names the reason when the error has no message, and says when writes work again', async () => {
    const editor = TestEditor.of([{ x: 1 }])
    const events: string[] = []
    let failing = true
    new DraftAutosave(editor, {
      name: 'demo',
      label: 'Demo',
      cleanMark: editor.historyMark,
      sink: {
        // IndexedDB's quota error comes with an empty message.
        write: () =>
          failing ? Promise.reject(new DOMException('', 'QuotaExceededError')) : Promise.resolve(),
        clear: async () => {},
      },
      onError: (message) => events.push(message),
      onRecovered: () => events.push('recovered'),
    })
    editor.setGeometry('l0', { x: 10 })
    await vi.advanceTimersByTimeAsync(0)
    expect(events).toEqual(['Could not keep a draft in this browser: QuotaExceededError'])
    failing = false
    editor.setGeometry('l0', { x: 11 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(events).toEqual([
      'Could not keep a draft in this browser: QuotaExceededError',
      'recovered',
    ])
    // Later writes that work report nothing more.
    editor.setGeometry('l0', { x: 12 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(events).toHaveLength(2)
  })

  it.each([
    [new Error('disk full'), 'disk full'],
    [new DOMException('', 'UnknownError'), 'UnknownError'],
    [
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      'QuotaExceededError: The quota has been exceeded.',
    ],
    [new Error(''), 'an error without a message'],
    ['', 'an error without a message (string)'],
    [undefined, 'an error without a message (undefined)'],
    [null, 'an error without a message (null)'],
  ])('failureReason(%o) is %j, never empty', (error, reason) => {
    expect(failureReason(error)).toBe(reason)
  })
})

describe('formatDraftTime', () => {
  const now = new Date(2026, 10, 27, 12, 0, 0)
  it.each([NaN, Infinity, -Infinity, 8.64e15 + 1])(
    '%d is "an unknown time", not Invalid Date',
    (ms) => {
      expect(formatDraftTime(ms, now)).toBe('an unknown time')
    },
  )
  it('today is the time, another day the date too', () => {
    const today = new Date(2026, 10, 27, 9, 30, 0).getTime()
    expect(formatDraftTime(today, now)).toBe(new Date(today).toLocaleTimeString())
    const before = new Date(2026, 10, 20, 9, 30, 0).getTime()
    expect(formatDraftTime(before, now)).not.toBe(new Date(before).toLocaleTimeString())
    expect(formatDraftTime(before, now)).not.toContain('Invalid')
  })
})

describe('documentOfDraft', () => {
  it('gives back the document byte for byte: unknown fields, nulls and key order kept', () => {
    const original = {
      zeta: 1,
      aspect_ratio: null,
      scene: { tracks: [{ layers: [{ key: 'a', type: 'odd', x: 1, extra: { n: null } }] }] },
    }
    const text = serialize(original)
    const restored = documentOfDraft({ text, name: 'n', label: 'l', savedAt: 0 })
    expect(restored.ok).toBe(true)
    if (restored.ok) expect(serialize(restored.document)).toBe(text)
    expect(parseTemplateText(text).ok).toBe(true)
  })

  it('a draft that is not a document is refused with its name and the path of the problem', () => {
    const bad = serialize({ scene: { tracks: [{ layers: [{ x: 'left' }] }] } })
    const restored = documentOfDraft({ text: bad, name: 'intro', label: 'Intro', savedAt: 0 })
    expect(restored).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^The draft of intro could not be restored: scene\.tracks\[0\]\.layers\[0\]\.x: /,
      ),
    })
  })
})
