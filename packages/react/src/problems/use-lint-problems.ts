import { useSyncExternalStore } from 'react'
import { useEditorService } from '../state/editor-context.ts'
import { lintRunnerService, type LintState } from './lint-runner.ts'

/** The live lint of the editor's document (debounced; see LintRunner). */
export function useLintState(): LintState {
  const runner = useEditorService(lintRunnerService)
  return useSyncExternalStore(runner.subscribe, runner.getState, runner.getState)
}
