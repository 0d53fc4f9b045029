import type { LintContext } from './context.ts'
import type { TimeRange } from './time-ranges.ts'
import { audioSoundLength } from './check-audio-length.ts'

/** Layer types whose media plays sound (video only when its volume is above 0). */
function playsSound(type: string, volume: unknown, hasTts: boolean): boolean {
  if (type === 'audio') return true
  if (type === 'video') return !(typeof volume === 'number' && volume <= 0)
  return type === 'person' && hasTts
}

/** Merges ranges into sorted, disjoint ones. */
export function mergeRanges(ranges: readonly TimeRange[]): TimeRange[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start)
  const out: TimeRange[] = []
  for (const r of sorted) {
    const last = out[out.length - 1]
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end)
    else out.push({ ...r })
  }
  return out
}

/**
 * When sound plays: the spans of audio layers (cut where their sound ends, when its length is
 * known), videos with volume, persons with TTS audio.
 */
export function soundSpans(ctx: LintContext): TimeRange[] {
  const spans: TimeRange[] = []
  for (const layer of ctx.layers) {
    const source = layer.layer
    const hasTts = typeof source.tts_audio_url === 'string' && source.tts_audio_url !== ''
    if (!layer.span || !playsSound(layer.entry.type, source.volume, hasTts)) continue
    const length = layer.entry.type === 'audio' ? audioSoundLength(ctx, layer) : null
    spans.push(
      length === null
        ? layer.span
        : { start: layer.span.start, end: Math.min(layer.span.end, layer.span.start + length) },
    )
  }
  return mergeRanges(spans)
}

/** `a` minus the union of `b` (both sorted and disjoint). */
export function subtractRanges(a: readonly TimeRange[], b: readonly TimeRange[]): TimeRange[] {
  const out: TimeRange[] = []
  for (const range of a) {
    let start = range.start
    for (const cut of b) {
      if (cut.end <= start || cut.start >= range.end) continue
      if (cut.start > start) out.push({ start, end: cut.start })
      start = Math.max(start, cut.end)
    }
    if (start < range.end) out.push({ start, end: range.end })
  }
  return out
}

/** Intersection of two sorted, disjoint range lists. */
export function intersectRanges(a: readonly TimeRange[], b: readonly TimeRange[]): TimeRange[] {
  const out: TimeRange[] = []
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start)
      const end = Math.min(x.end, y.end)
      if (end > start) out.push({ start, end })
    }
  }
  return out
}
