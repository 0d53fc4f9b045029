import { problemTimeRange } from './ProblemRow.tsx'
import type { EditorProblem } from './lint-runner.ts'
import { useTranslations } from '../i18n/use-translations.tsx'

/**
 * Problem markers inside a timeline clip: a red bar over each problem's time range (clamped to
 * the clip) with the problem as its tooltip, and a hidden description the clip points to with
 * `aria-describedby`. Pressing a marker reveals the problem instead of starting a clip drag.
 */
export function ClipProblemMarkers({
  id,
  problems,
  start,
  end,
  pxPerMs,
  onPress,
}: {
  id: string
  problems: readonly EditorProblem[]
  start: number
  end: number
  pxPerMs: number
  onPress?(problem: EditorProblem): void
}) {
  const t = useTranslations().problems
  const describe = (p: EditorProblem) => `${p.code} ${problemTimeRange(p)}: ${p.message}`
  return (
    <>
      {/* Hidden (no layout box, so zooming does not lay it out again); aria-describedby still
          reads the text of a hidden element it points to. */}
      <span id={id} hidden>
        {problems.length} {problems.length === 1 ? t.one : t.many}:{' '}
        {problems.map(describe).join('; ')}
      </span>
      {problems.map((p, i) => {
        const from = Math.min(Math.max(p.startMs, start), end)
        const to = Math.min(Math.max(p.endMs, from), end)
        return (
          <span
            key={i}
            className="ps-timeline__problem"
            data-problem-code={p.code}
            title={describe(p)}
            aria-hidden="true"
            style={{ left: (from - start) * pxPerMs, width: Math.max(6, (to - from) * pxPerMs) }}
            onPointerDown={(event) => {
              if (event.button !== 0 || !onPress) return
              event.stopPropagation()
              event.preventDefault()
              onPress(p)
            }}
          />
        )
      })}
    </>
  )
}
