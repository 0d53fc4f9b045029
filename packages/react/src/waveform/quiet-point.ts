/**
 * The time within `radiusMs` of `ms` where the sound is quietest (the lowest bucket of
 * `peaks`, `perSecond` buckets per second), so a dragged word edge lands in the pause between
 * words rather than inside a syllable. Keeps `ms` when nothing nearby is clearly quieter (less
 * than half its loudness) or there is no sound there.
 */
export function quietestNear(
  peaks: Float32Array,
  perSecond: number,
  ms: number,
  radiusMs: number,
): number {
  const step = 1000 / perSecond
  const at = Math.floor(ms / step)
  if (at < 0 || at >= peaks.length) return ms
  const here = peaks[at]!
  const reach = Math.round(radiusMs / step)
  let best = at
  for (let d = 1; d <= reach; d++) {
    for (const i of [at - d, at + d]) {
      if (i >= 0 && i < peaks.length && peaks[i]! < peaks[best]!) best = i
    }
  }
  if (best === at || peaks[best]! >= here * 0.5) return ms
  return Math.round((best + 0.5) * step)
}
