import { keyframeTime } from '../semantics/keyframe-rules.ts'
/**
 * Finds over which scene times a condition on a layer holds. The layer is evaluated (core's
 * evaluateEntry) at its span start, at every keyframe and at given event times, plus 8 points
 * inside each keyframe segment; where the condition changes between two samples the boundary is
 * found by bisection to 1 ms. Without keyframes the state is constant between events, so one
 * sample per event suffices.
 */
import { evaluateEntry } from '../evaluate/evaluate.ts'
import type { EvaluatedLayer } from '../evaluate/types.ts'
import type { LintContext, LintLayer } from './context.ts'

export interface TimeRange {
  start: number
  end: number
}

const SUBDIVISIONS = 8

export interface ScanOptions {
  /** Limit the scan to [from, to) within the layer's span. */
  from?: number
  to?: number
  /** Scene times where the condition may change for reasons other than keyframes. */
  events?: readonly number[]
}

function keyframeTimes(layer: LintLayer): number[] {
  const start = layer.entry.start
  const times: number[] = []
  for (const kf of layer.layer.timeline?.key_frames ?? []) {
    times.push(start + keyframeTime(kf)) // no timestamp: at the layer's start (core's one rule)
  }
  return times.sort((a, b) => a - b)
}

function sampleTimes(layer: LintLayer, from: number, to: number, events: readonly number[]) {
  const times = new Set<number>([from])
  for (const t of events) if (t > from && t < to) times.add(t)
  if (layer.entry.animated) {
    const keys = keyframeTimes(layer)
    for (let i = 0; i < keys.length; i++) {
      const a = keys[i]!
      const b = keys[i + 1]
      if (a > from && a < to) times.add(a)
      if (b === undefined || b <= a) continue
      for (let k = 1; k < SUBDIVISIONS; k++) {
        const t = Math.round(a + ((b - a) * k) / SUBDIVISIONS)
        if (t > from && t < to) times.add(t)
      }
    }
  }
  return [...times].sort((a, b) => a - b)
}

/** The ranges of [from, to) in which `holds` is true for the layer's state. */
export function scanLayer(
  ctx: LintContext,
  layer: LintLayer,
  holds: (state: EvaluatedLayer, t: number) => boolean,
  options: ScanOptions = {},
): TimeRange[] {
  const span = layer.span
  if (!span) return []
  const test = (t: number) => {
    ctx.spend(1)
    return holds(evaluateEntry(ctx.compiled, layer.entry, t), t)
  }
  if (span.end === span.start) return test(span.start) ? [{ start: span.start, end: span.end }] : []
  const from = Math.max(span.start, options.from ?? span.start)
  const to = Math.min(span.end, options.to ?? span.end)
  if (to <= from) return []
  const times = sampleTimes(layer, from, to, options.events ?? [])
  const ranges: TimeRange[] = []
  let openAt: number | null = null
  let previous = false
  let previousTime = from
  for (const t of times) {
    const now = test(t)
    if (now !== previous) {
      const boundary = t === from ? t : bisect(test, previousTime, t, previous)
      if (now) openAt = boundary
      else if (openAt !== null) {
        ranges.push({ start: openAt, end: boundary })
        openAt = null
      }
    }
    previous = now
    previousTime = t
  }
  if (openAt !== null) ranges.push({ start: openAt, end: to })
  return ranges
}

/** The first whole ms in (lo, hi] where the condition is no longer `before` (it is at hi). */
function bisect(test: (t: number) => boolean, lo: number, hi: number, before: boolean): number {
  let low = Math.floor(lo)
  let high = Math.ceil(hi)
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    // Beyond 2^53 ms whole numbers run out: stop where the halves no longer differ.
    if (mid <= low || mid >= high) break
    if (test(mid) === before) low = mid
    else high = mid
  }
  return high
}

/** The layer's evaluated state at scene time t. */
export function stateAt(ctx: LintContext, layer: LintLayer, t: number): EvaluatedLayer {
  return evaluateEntry(ctx.compiled, layer.entry, t)
}
