import type { Editor } from '@podscene/core'
import type { EditorProblem } from './lint-runner.ts'

/** Selects the problem's layer (when it still exists) and seeks the playhead to its start. */
export function revealProblem(editor: Editor, problem: EditorProblem): void {
  if (problem.layerKey !== null && editor.getLayer(problem.layerKey)) {
    editor.select([problem.layerKey])
  }
  editor.seek(problem.startMs)
}
