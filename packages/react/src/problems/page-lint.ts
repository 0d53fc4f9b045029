import { lintScene, type Editor } from '@podscene/core'
import { browserMeasureText } from './browser-measure-text.ts'
import {
  LiveLintRunner,
  type LintRunnerOptions,
  type LintState,
  type PageLint,
} from './lint-runner.ts'

/**
 * Core's lint on the page, with the browser's font metrics (a host's `measureText` in the options
 * wins). The editor's live lint loads this module only when it cannot lint in the worker.
 */
export const pageLint: PageLint = (template, options) =>
  lintScene(template, { measureText: browserMeasureText, ...options })

/**
 * The live lint of an Editor's document (see LiveLintRunner: scheduled after edits, in the lint
 * worker when there is one) that can also lint at once on the page: `runNow`.
 */
export class LintRunner extends LiveLintRunner {
  constructor(editor: Editor, options: LintRunnerOptions = {}) {
    super(editor, options)
    this.pageLint = pageLint
  }

  /** Lints now (tests, or a host that wants results at once). */
  runNow(): LintState {
    return this.lintWith(pageLint)
  }
}
