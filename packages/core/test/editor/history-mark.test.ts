import { describe, expect, it } from 'vitest'
import { TestEditor, testDocument } from '../../src/testing/index.ts'

describe('historyMark', () => {
  it('is the same after undo and redo back to a step, different after a new step', () => {
    const editor = TestEditor.of([{ x: 1 }])
    const opened = editor.historyMark
    editor.setGeometry('l0', { x: 2 })
    const edited = editor.historyMark
    expect(edited).not.toBe(opened)
    editor.undo()
    expect(editor.historyMark).toBe(opened)
    editor.redo()
    expect(editor.historyMark).toBe(edited)
    editor.undo()
    editor.setGeometry('l0', { x: 2 })
    // The same document as `edited`, but another branch of history: a new mark.
    expect(editor.historyMark).not.toBe(edited)
    expect(editor.historyMark).not.toBe(opened)
  })

  it('does not change for session changes or a command that changes nothing', () => {
    const editor = TestEditor.of([{ x: 1 }])
    const opened = editor.historyMark
    editor.select(['l0'])
    editor.setPlayhead(500)
    editor.setGeometry('l0', { x: 1 })
    expect(editor.historyMark).toBe(opened)
  })

  it('a gesture is one new mark when committed, none when cancelled', () => {
    const editor = TestEditor.of([{ x: 1 }])
    const opened = editor.historyMark
    editor.beginGesture()
    editor.setGeometry('l0', { x: 5 })
    editor.cancelGesture()
    expect(editor.historyMark).toBe(opened)
    editor.beginGesture()
    editor.setGeometry('l0', { x: 5 })
    editor.setGeometry('l0', { x: 6 })
    editor.commitGesture()
    expect(editor.historyMark).not.toBe(opened)
    editor.undo()
    expect(editor.historyMark).toBe(opened)
  })

  it('clearHistory and steps dropped by the history limit give marks no earlier state had', () => {
    const editor = TestEditor.of([{ x: 1 }])
    const opened = editor.historyMark
    editor.setGeometry('l0', { x: 2 })
    editor.clearHistory()
    expect(editor.historyMark).not.toBe(opened)

    const limited = new TestEditor(testDocument([{ x: 1 }]), { historyLimit: 2 })
    const first = limited.historyMark
    limited.setGeometry('l0', { x: 2 })
    limited.setGeometry('l0', { x: 3 })
    limited.setGeometry('l0', { x: 4 })
    limited.undo()
    limited.undo()
    expect(limited.canUndo()).toBe(false)
    // x is 2 here, not the opened 1.
    expect(limited.historyMark).not.toBe(first)
  })
})
