import { formatPath, type Problem } from '@podscene/core'
import { invalid, type SandboxError } from './envelope.ts'

/** At most this many problems are listed in one answer; the rest are counted. */
export const maxListedProblems = 100

export type ListedProblem = { path: string; message: string }

/**
 * A 400 for core's problems: `msg` names the first (`scene.tracks[0]: expected object, got
 * number (and 2499999 more problems)`), `details.problems` lists at most 100 and
 * `details.problem_count` counts them all. `base` prefixes paths (`waveformNode`).
 */
export function problemsError(
  problems: readonly Problem[],
  options: { base?: string; total?: number } = {},
): SandboxError {
  const total = Math.max(options.total ?? problems.length, problems.length)
  const listed: ListedProblem[] = problems.slice(0, maxListedProblems).map((p) => ({
    path: options.base ? formatPath([options.base, ...p.segments]) : p.path,
    message: p.message,
  }))
  const first = listed[0] ?? { path: options.base || 'body', message: 'is invalid' }
  const more = total > 1 ? ` (and ${total - 1} more problem${total > 2 ? 's' : ''})` : ''
  return invalid(first.path || 'body', `${first.message}${more}`, {
    problems: listed,
    problem_count: total,
  })
}
