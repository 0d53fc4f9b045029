/** Thickness of the canvas rulers in screen px. */
export const RULER_PX = 20

export interface RulerTick {
  /** Screen px along the ruler, from the viewport's edge. */
  screen: number
  /** Canvas px. */
  value: number
  /** Labelled tick (a multiple of `step`); the others are minor. */
  major: boolean
}

/**
 * Ticks of a ruler showing canvas px over `length` screen px, where canvas px `v` is at screen
 * `v × zoom + offset`: labels every `step` (1, 2 or 5 × 10ⁿ canvas px, at least `minLabelPx`
 * screen px apart) and minor ticks at a fifth of it when they are ≥ 5 screen px apart.
 */
export function rulerTicks(
  zoom: number,
  offset: number,
  length: number,
  minLabelPx = 60,
): { step: number; ticks: RulerTick[] } {
  if (!(zoom > 0) || !(length > 0)) return { step: 0, ticks: [] }
  const step = niceStep(minLabelPx / zoom)
  const minor = (step / 5) * zoom >= 5 ? step / 5 : step
  const first = Math.ceil(-offset / zoom / minor) * minor
  const last = (length - offset) / zoom
  const ticks: RulerTick[] = []
  for (let i = 0, value = first; value <= last && i < 2000; i++, value = first + i * minor) {
    const rounded = Math.round(value * 1000) / 1000
    ticks.push({
      screen: rounded * zoom + offset,
      value: rounded,
      major: Math.abs(rounded / step - Math.round(rounded / step)) < 1e-6,
    })
  }
  return { step, ticks }
}

/** The smallest of 1, 2, 5 × 10ⁿ that is ≥ `min`. */
export function niceStep(min: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(min, 1e-6)))
  for (const f of [1, 2, 5, 10]) if (f * power >= min) return f * power
  return 10 * power
}
