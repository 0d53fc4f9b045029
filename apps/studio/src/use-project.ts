import { useCallback, useEffect, useRef, useState } from 'react'
import { projectStateOf, type ProjectState } from '@podscene/api'
import type { Project } from '@podscene/core'
import { describeError, type Api } from './api.ts'
import { PROJECT_POLL_MS } from './project-poll.ts'

export type ProjectView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; project: Project; state: ProjectState }

export type ProjectAction =
  | { status: 'idle' }
  | { status: 'busy'; what: string }
  | { status: 'done' | 'error'; message: string }

/**
 * One project read with GET /project, read again every PROJECT_POLL_MS while it is processing
 * (polling stops once it is completed or failed, and on unmount); "Retry" (POST /project/retry)
 * and rename (PUT /project/title) read it again after they succeed.
 */
export function useProject(api: Api, projectId: string) {
  const [view, setView] = useState<ProjectView>({ status: 'loading' })
  const [action, setAction] = useState<ProjectAction>({ status: 'idle' })
  const [reads, setReads] = useState(0)
  const reload = useCallback(() => setReads((n) => n + 1), [])
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    // The client's polling: reads until the project is no longer processing, every read shown.
    api.client
      .waitForProject(projectId, {
        signal: controller.signal,
        intervalMs: PROJECT_POLL_MS,
        onProgress(project) {
          if (controller.signal.aborted) return
          const state = projectStateOf(project)
          // An unchanged record keeps its object, so the player is not reset by a poll.
          setView((previous) =>
            previous.status === 'loaded' &&
            JSON.stringify(previous.project) === JSON.stringify(project)
              ? previous
              : { status: 'loaded', project, state },
          )
        },
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setView({
          status: 'error',
          message: `Could not open project ${projectId}: ${describeError(error)}`,
        })
      })
    return () => controller.abort()
  }, [api, projectId, reads])

  async function run(what: string, done: string, call: () => Promise<unknown>) {
    setAction({ status: 'busy', what })
    try {
      await call()
      if (!alive.current) return
      setAction({ status: 'done', message: done })
      reload()
    } catch (error) {
      if (alive.current)
        setAction({ status: 'error', message: `${what} failed: ${describeError(error)}` })
    }
  }

  return {
    view,
    action,
    reload,
    retry: () => run('Retry', 'Retry submitted', () => api.client.retryProject(projectId)),
    rename: (title: string) =>
      run('Rename', `Renamed to “${title}”`, () =>
        api.client.renameProject({ project_id: projectId, title }),
      ),
  }
}
