import type { Project } from '@podscene/core'
import { throwIfAborted } from './abort.ts'
import { TaskFailedError } from './errors.ts'
import type { CallOptions } from './options.ts'
import { projectProcessingStatus, projectStateOf } from './project-state.ts'

export interface WaitForProjectOptions extends CallOptions {
  /** Stop when this holds; default: the project is no longer processing (status ≠ 3). */
  until?: (project: Project) => boolean
  /** Called with every project read, the last one included. */
  onProgress?: (project: Project) => void
  /** Pause between reads, ms. Default 2000. */
  intervalMs?: number
  /** Throw TaskFailedError instead of returning when the final project has failed. */
  failOnError?: boolean
}

type ReadProject = (projectId: string, opts: CallOptions) => Promise<Project>
type Pause = (ms: number, signal: AbortSignal | undefined) => Promise<void>

/** Reads the project, reports it, and pauses, until `until` holds. */
export async function pollProject(
  projectId: string,
  opts: WaitForProjectOptions,
  getProject: ReadProject,
  pause: Pause,
): Promise<Project> {
  const until = opts.until ?? ((p: Project) => p.status !== projectProcessingStatus)
  const intervalMs = opts.intervalMs ?? 2000
  if (!Number.isFinite(intervalMs) || intervalMs < 0) {
    throw new TypeError(
      `intervalMs: expected a non-negative number, got ${String(opts.intervalMs)}`,
    )
  }
  for (;;) {
    throwIfAborted(opts.signal, 'waitForProject')
    const project = await getProject(projectId, { signal: opts.signal })
    opts.onProgress?.(project)
    if (until(project)) {
      if (opts.failOnError && projectStateOf(project) === 'failed') throw projectFailed(project)
      return project
    }
    await pause(intervalMs, opts.signal)
  }
}

function projectFailed(project: Project): TaskFailedError {
  const why = project.err_msg || project.err_code || 'no error message'
  return new TaskFailedError({
    message: `project ${project.id ?? '?'} failed: ${why}`,
    msg: project.err_msg ?? undefined,
    cause: project.err_code ?? undefined,
    details: { project_id: project.id, err_code: project.err_code, err_msg: project.err_msg },
  })
}
