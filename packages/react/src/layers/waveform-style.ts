/** The `prop.waveformConfig` keys the waveform renderer reads, with their defaults. */
export interface WaveformStyle {
  /** Bar or line colour. */
  color: string
  /** `bar` (default) or `line`. */
  type: 'bar' | 'line'
  /** Bar width in px. */
  barWidth: number
  /** Space between bars in px (`gap`, or `barGap` as some templates spell it). */
  gap: number
  /** Corner radius of the bars in px. */
  barRadius: number
  /** Line thickness in px (type `line`). */
  lineWidth: number
  /** `center` (mirrored about the middle, default) or `bottom`. */
  align: 'center' | 'bottom'
}

export const defaultWaveformStyle: WaveformStyle = {
  color: '#ffffff',
  type: 'bar',
  barWidth: 6,
  gap: 4,
  barRadius: 0,
  lineWidth: 3,
  align: 'center',
}

export function resolveWaveformStyle(
  config: Record<string, unknown> | null | undefined,
): WaveformStyle {
  const c = config ?? {}
  const d = defaultWaveformStyle
  const n = (v: unknown, fallback: number, min: number) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min ? v : fallback
  const type = typeof c.type === 'string' && c.type.toLowerCase() === 'line' ? 'line' : 'bar'
  return {
    color: typeof c.color === 'string' && c.color.trim() !== '' ? c.color : d.color,
    type,
    barWidth: n(c.barWidth, d.barWidth, 0.5),
    gap: n(c.gap, n(c.barGap, d.gap, 0), 0),
    barRadius: n(c.barRadius, d.barRadius, 0),
    lineWidth: n(c.lineWidth, d.lineWidth, 0.5),
    align: c.align === 'bottom' ? 'bottom' : 'center',
  }
}

/** A stand-in pattern derived only from `seed` (the layer key), so every render draws the same. */
export function placeholderPeaks(seed: string, count: number): number[] {
  let hash = 2166136261
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619)
  const phase = ((hash >>> 0) % 1000) / 1000
  return Array.from({ length: count }, (_, i) => {
    const t = i / Math.max(1, count - 1)
    const v =
      0.55 +
      0.3 * Math.sin(2 * Math.PI * (3 * t + phase)) +
      0.15 * Math.sin(2 * Math.PI * (11 * t + 2 * phase))
    return Math.min(1, Math.max(0.08, v))
  })
}
