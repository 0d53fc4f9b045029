/**
 * The arithmetic of a clip gesture (pure, no DOM): where the clips go for a pointer moved by
 * `deltaMs`, snapped to the nearest target edge within the threshold.
 */
import { MIN_CLIP_MS, type Span } from './types.ts'

export type ClipDragKind = 'move' | 'trim-start' | 'trim-end'

export interface ClipDragInput {
  kind: ClipDragKind
  /** Spans before the gesture of the clips it changes (a trim changes one). */
  spans: ReadonlyMap<string, Span>
  deltaMs: number
  /** Times an edge snaps to: playhead, scene start/end, other clips' edges. */
  targets: readonly number[]
  /** Snap distance in ms (screen px ÷ zoom); 0 disables snapping. */
  thresholdMs: number
  /** Where an open-ended clip ends on screen (for trimming its end). */
  sceneEnd: number
}

export interface ClipDragResult {
  spans: Map<string, Span>
  /** The time a snapped edge now sits on, for the snap line; null when nothing snapped. */
  snapAt: number | null
}

/** The target nearest to one of `edges` within `threshold`: the shift to apply and where. */
export function nearest(edges: readonly number[], targets: readonly number[], threshold: number) {
  let best: { shift: number; at: number } | null = null
  for (const edge of edges) {
    for (const target of targets) {
      const shift = target - edge
      if (Math.abs(shift) <= threshold && (!best || Math.abs(shift) < Math.abs(best.shift))) {
        best = { shift, at: target }
      }
    }
  }
  return best
}

export function dragClips(input: ClipDragInput): ClipDragResult {
  const { kind, spans, targets, thresholdMs, sceneEnd } = input
  let delta = Math.round(input.deltaMs)
  const out = new Map<string, Span>()
  let snapAt: number | null = null

  if (kind === 'move') {
    let minStart = Infinity
    for (const s of spans.values()) minStart = Math.min(minStart, s.start)
    delta = Math.max(delta, -minStart)
    const edges = [...spans.values()].flatMap((s) =>
      s.end === null ? [s.start + delta] : [s.start + delta, s.end + delta],
    )
    const snap = thresholdMs > 0 ? nearest(edges, targets, thresholdMs) : null
    if (snap && delta + snap.shift >= -minStart) {
      delta += snap.shift
      snapAt = snap.at
    }
    for (const [key, s] of spans) {
      out.set(key, { start: s.start + delta, end: s.end === null ? null : s.end + delta })
    }
    return { spans: out, snapAt }
  }

  for (const [key, s] of spans) {
    if (kind === 'trim-start') {
      const max = s.end === null ? Infinity : s.end - MIN_CLIP_MS
      let start = Math.min(Math.max(0, s.start + delta), max)
      const snap = thresholdMs > 0 ? nearest([start], targets, thresholdMs) : null
      if (snap && snap.at >= 0 && snap.at <= max) {
        start = snap.at
        snapAt = snap.at
      }
      out.set(key, { start, end: s.end })
    } else {
      const from = s.end ?? Math.max(sceneEnd, s.start + MIN_CLIP_MS)
      const min = s.start + MIN_CLIP_MS
      let end = Math.max(from + delta, min)
      const snap = thresholdMs > 0 ? nearest([end], targets, thresholdMs) : null
      if (snap && snap.at >= min) {
        end = snap.at
        snapAt = snap.at
      }
      out.set(key, { start: s.start, end })
    }
  }
  return { spans: out, snapAt }
}
