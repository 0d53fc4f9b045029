import { describe, expect, it } from 'vitest'
import type { EditorCommit } from '../../src/editor/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

function commitsOf(editor: TestEditor): EditorCommit[] {
  const commits: EditorCommit[] = []
  editor.on('commit', (commit) => commits.push(commit))
  return commits
}

describe('commit events: one per undo step', () => {
  it('reports a command once, labelled by its name', () => {
    const editor = TestEditor.of([{ x: 1 }])
    const commits = commitsOf(editor)
    const before = editor.document
    editor.setGeometry('l0', { x: 5 })
    expect(commits).toHaveLength(1)
    expect(commits[0]).toMatchObject({ label: 'setGeometry', cause: 'edit', previous: before })
    expect(commits[0]!.document).toBe(editor.document)
  })

  it('reports a gesture once at commit, however many updates it had', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const commits = commitsOf(editor)
    let changes = 0
    editor.on('change', () => changes++)
    const start = editor.document
    editor.beginGesture('Move')
    for (let i = 1; i <= 20; i++) editor.updateGesture(() => editor.setGeometry('l0', { x: i }))
    expect(commits).toHaveLength(0)
    editor.commitGesture()
    expect(changes).toBe(20)
    expect(commits).toHaveLength(1)
    expect(commits[0]).toMatchObject({ label: 'Move', cause: 'edit', previous: start })
  })

  it('labels an unlabelled batch by its commands, and reports undo and redo with that label', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const commits = commitsOf(editor)
    editor.batch(() => {
      editor.setGeometry('l0', { x: 3 })
      editor.setGeometry('l0', { y: 4 })
      editor.renameLayer('l0', 'Title')
    })
    editor.undo()
    editor.redo()
    expect(commits.map((c) => [c.label, c.cause])).toEqual([
      ['setGeometry, renameLayer', 'edit'],
      ['setGeometry, renameLayer', 'undo'],
      ['setGeometry, renameLayer', 'redo'],
    ])
  })

  it('reports nothing for a cancelled gesture or a batch that throws', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const commits = commitsOf(editor)
    editor.beginGesture()
    editor.updateGesture(() => editor.setGeometry('l0', { x: 9 }))
    editor.cancelGesture()
    expect(() =>
      editor.batch(() => {
        editor.setGeometry('l0', { x: 2 })
        throw new Error('stop')
      }),
    ).toThrow('stop')
    expect(commits).toHaveLength(0)
  })

  it('keeps only the last update of a gesture in its label', () => {
    const editor = TestEditor.of([{ x: 0 }])
    const commits = commitsOf(editor)
    editor.beginGesture()
    editor.updateGesture(() => editor.renameLayer('l0', 'A'))
    editor.updateGesture(() => editor.setGeometry('l0', { x: 1 }))
    editor.commitGesture()
    expect(commits.map((c) => c.label)).toEqual(['setGeometry'])
  })
})
