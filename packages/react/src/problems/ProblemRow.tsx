import { memo } from 'react'
import { formatTime } from '../lib/time-format.ts'
import type { EditorProblem } from './lint-runner.ts'

/** `0:01.00–0:03.50` (the timeline's format), or one time for an instant. */
export function problemTimeRange(problem: Pick<EditorProblem, 'startMs' | 'endMs'>): string {
  return problem.endMs > problem.startMs
    ? `${formatTime(problem.startMs)}–${formatTime(problem.endMs)}`
    : formatTime(problem.startMs)
}

/** Same shown problem: each lint run makes new objects, most of them equal to the last run's. */
function sameRow(
  a: { problem: EditorProblem; onReveal: unknown },
  b: { problem: EditorProblem; onReveal: unknown },
): boolean {
  const x = a.problem
  const y = b.problem
  return (
    a.onReveal === b.onReveal &&
    (x === y ||
      (x.code === y.code &&
        x.path === y.path &&
        x.message === y.message &&
        x.startMs === y.startMs &&
        x.endMs === y.endMs &&
        x.layerKey === y.layerKey))
  )
}

/** One problem: code, message and time range; a press reveals it (select + seek). */
export const ProblemRow = memo(function ProblemRow({
  problem,
  onReveal,
}: {
  problem: EditorProblem
  onReveal(problem: EditorProblem): void
}) {
  return (
    <li className="ps-problems__item">
      <button
        type="button"
        className="ps-problems__row"
        data-problem-code={problem.code}
        data-problem-layer={problem.layerKey ?? undefined}
        title={problem.path}
        onClick={() => onReveal(problem)}
      >
        <span className="ps-problems__code">{problem.code}</span>
        <span className="ps-problems__time">{problemTimeRange(problem)}</span>
        <span className="ps-problems__message">{problem.message}</span>
      </button>
    </li>
  )
}, sameRow)
