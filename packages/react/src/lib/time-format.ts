/** `m:ss.cc` for scene milliseconds, e.g. 2500 → "0:02.50" (the timeline's and the playhead's format). */
export function formatTime(ms: number): string {
  const total = Math.max(0, Math.round(ms / 10)) // centiseconds
  const minutes = Math.floor(total / 6000)
  const seconds = (total % 6000) / 100
  return `${minutes}:${seconds.toFixed(2).padStart(5, '0')}`
}

/** Ruler steps in ms: the smallest whose labels stay at least `minLabelPx` apart wins. */
const STEPS = [
  10, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000,
  300_000, 600_000, 1_800_000, 3_600_000,
]

export interface RulerScale {
  /** Labelled tick every `majorMs`. */
  majorMs: number
  /** Unlabelled tick every `minorMs`. */
  minorMs: number
}

/** Picks label and tick spacing for a zoom of `pxPerMs` screen px per ms. */
export function rulerScale(pxPerMs: number, minLabelPx = 72): RulerScale {
  const majorMs = STEPS.find((s) => s * pxPerMs >= minLabelPx) ?? STEPS[STEPS.length - 1]!
  const divisions = [5, 4, 2].find((d) => (majorMs / d) * pxPerMs >= 8 && majorMs % d === 0) ?? 1
  return { majorMs, minorMs: majorMs / divisions }
}

/** A ruler label adapted to the step: "250ms", "1.5s", "12s", "2min", "1:30". */
export function rulerLabel(ms: number, majorMs: number): string {
  if (ms === 0) return '0'
  if (majorMs < 1000 && ms < 1000) return `${ms}ms`
  if (ms < 60_000) {
    const s = ms / 1000
    return `${Number.isInteger(s) ? s : s.toFixed(majorMs % 100 === 0 ? 1 : 2)}s`
  }
  const minutes = Math.floor(ms / 60_000)
  const rest = ms - minutes * 60_000
  if (rest === 0) return `${minutes}min`
  const s = rest / 1000
  return `${minutes}:${(Number.isInteger(s) ? String(s) : s.toFixed(1)).padStart(2, '0')}`
}
