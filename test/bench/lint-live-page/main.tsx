// Page of lint-live.bench.ts: the Problems panel's LintRunner (core lintScene with the browser's
// canvas font metrics) over generated templates, timed after one edit, as the editor runs it.
import { Editor, type EditorDocument } from '@podscene/core'
import { LintRunner } from '@podscene/react'
import { generatedTemplate } from '../lint-template.ts'

export interface LiveLintResult {
  layers: number
  problems: number
  /** ms of each lint after a one-field edit (what a pause in typing costs). */
  afterEdit: number[]
}

declare global {
  interface Window {
    runLiveLint?: (layersPerTrack: number, runs: number) => LiveLintResult
  }
}

window.runLiveLint = (layersPerTrack, runs) => {
  const editor = new Editor(generatedTemplate(layersPerTrack) as EditorDocument)
  const runner = new LintRunner(editor)
  runner.runNow()
  const afterEdit: number[] = []
  for (let i = 0; i < runs; i++) {
    editor.setLayerField('layer-1', ['prop', 'textInfo', 'content'], `Headline typed ${i}`)
    const start = performance.now()
    runner.runNow()
    afterEdit.push(performance.now() - start)
  }
  return {
    layers: layersPerTrack * 20,
    problems: runner.getState().problems.length,
    afterEdit,
  }
}
