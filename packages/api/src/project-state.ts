import type { Project } from '@podscene/core'

/** Open Podcast API v1 §3: project status 3 means processing. */
export const projectProcessingStatus = 3

export type ProjectState = 'processing' | 'failed' | 'completed'

/**
 * The phase a project record is in. The spec names only status 3 (processing); a project that is
 * not processing and carries an `err_code` or `err_msg` has failed; any other is completed.
 */
export function projectStateOf(project: Project): ProjectState {
  if (project.status === projectProcessingStatus) return 'processing'
  if (project.err_code || project.err_msg) return 'failed'
  return 'completed'
}
