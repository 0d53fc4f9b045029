import { useCallback, useRef, useState } from 'react'
import { apiFailureOf, type ApiFailure } from './api-failure.ts'

/** One user-started API operation: what it says while it runs and what its failure is called. */
export interface ApiTask {
  pending: string
  /** E.g. `Save failed`; a `StepFailure` thrown by `work` names its own. */
  failedPrefix: string
  /** Does the calls; resolves with the status text to show. */
  work(): Promise<string>
}

/** A failure of one step of a task that had already done something (named by `prefix`). */
export class StepFailure extends Error {
  constructor(
    readonly prefix: string,
    override readonly cause: unknown,
  ) {
    super(prefix)
  }
}

export type ApiTaskState =
  | { status: 'idle' }
  | { status: 'running'; text: string }
  | { status: 'done'; text: string }
  | { status: 'failed'; prefix: string; failure: ApiFailure; retry(): void }

/**
 * The state of the latest API task, for one status line: running, its result (`role="status"`)
 * or its failure with a retry (`ApiFailureAlert`). Only the latest task's outcome is shown.
 */
export function useApiTask() {
  const [state, setState] = useState<ApiTaskState>({ status: 'idle' })
  const latest = useRef(0)
  const run = useCallback((task: ApiTask): Promise<void> => {
    const mine = ++latest.current
    setState({ status: 'running', text: task.pending })
    return task.work().then(
      (text) => {
        if (mine === latest.current) setState({ status: 'done', text })
      },
      (error: unknown) => {
        if (mine !== latest.current) return
        const step = error instanceof StepFailure ? error : undefined
        setState({
          status: 'failed',
          prefix: step?.prefix ?? task.failedPrefix,
          failure: apiFailureOf(step ? step.cause : error),
          retry: () => void run(task),
        })
      },
    )
  }, [])
  /** Back to no status (another document opened: a shown `#id` belongs to the old one). */
  const reset = useCallback(() => {
    latest.current += 1
    setState({ status: 'idle' })
  }, [])
  return { state, run, reset }
}
