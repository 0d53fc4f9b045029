/** The output sizes offered for a canvas: full, 720p when smaller than the canvas, half, quarter. */
export function sizeChoices(canvas: { width: number; height: number }): SizeChoice[] {
  const even = (n: number) => Math.max(2, 2 * Math.round(n / 2))
  const choices: SizeChoice[] = []
  const add = (scale: number) => {
    const width = even(canvas.width * scale)
    const height = even(canvas.height * scale)
    if (choices.some((c) => c.width === width && c.height === height)) return
    choices.push({ id: `${width}x${height}`, label: `${width}×${height}`, scale, width, height })
  }
  add(1)
  const short = Math.min(canvas.width, canvas.height)
  if (short > 720) add(720 / short)
  add(0.5)
  add(0.25)
  return choices
}

export interface SizeChoice {
  id: string
  label: string
  scale: number
  width: number
  height: number
}

export const FPS_CHOICES = [24, 25, 30, 60] as const

/** "About 12 s left", "About 2 min left"; "Estimating time left…" before there is a pace. */
export function timeLeftText(etaMs: number | null): string {
  if (etaMs === null) return 'Estimating time left…'
  const seconds = Math.max(1, Math.round(etaMs / 1000))
  if (seconds < 90) return `About ${seconds} s left`
  return `About ${Math.round(seconds / 60)} min left`
}

/**
 * The range typed in seconds as ms, or a message naming the field: both numbers, start ≥ 0,
 * end after start and not past the end (a still has 1 s).
 */
export function rangeOf(
  startText: string,
  endText: string,
  durationMs: number,
): { fromMs: number; toMs: number } | { problem: string } {
  const start = Number(startText)
  const end = Number(endText)
  const length = durationMs > 0 ? durationMs : 1000
  if (startText.trim() === '' || !Number.isFinite(start) || start < 0)
    return { problem: 'Start (s) must be a number of seconds, 0 or more' }
  if (endText.trim() === '' || !Number.isFinite(end))
    return { problem: 'End (s) must be a number of seconds' }
  if (end * 1000 > length + 0.5)
    return { problem: `End (s) must be at most ${formatSeconds(length)} (the end of the scene)` }
  if (end <= start) return { problem: 'End (s) must be after Start (s)' }
  return { fromMs: Math.round(start * 1000), toMs: Math.round(end * 1000) }
}

/** Seconds with up to three decimals, no trailing zeros. */
export function formatSeconds(ms: number): string {
  return String(Math.round(ms) / 1000)
}
