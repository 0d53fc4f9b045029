import { useSyncExternalStore } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { lintRunnerOf, type LintState } from './lint-runner.ts'

/** The live lint of the editor's document (debounced; see LintRunner). */
export function useLintState(): LintState {
  const runner = lintRunnerOf(useEditor())
  return useSyncExternalStore(runner.subscribe, runner.getState, runner.getState)
}
