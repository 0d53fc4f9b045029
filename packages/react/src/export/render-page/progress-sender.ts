/** A video's progress as the render page reports it to the CLI. */
export interface Progress {
  framesDone: number
  framesTotal: number
  fraction: number
  elapsedMs: number
  etaMs: number | null
}

/** Progress goes to the CLI at most this often (its bar redraws at most 10 times a second). */
const PROGRESS_INTERVAL_MS = 100

/**
 * Forwards a render's progress to the CLI's binding, not every frame: each call of a binding
 * is a round trip through the DevTools protocol that costs the page's main thread (and the CLI)
 * time the frames need. A report goes when PROGRESS_INTERVAL_MS have passed since the last one,
 * when the tenth changes (the CLI prints a line per tenth when stderr is not a terminal), and
 * for the last frame.
 */
export function progressSender(
  send: (progress: Progress) => void,
  now: () => number = () => performance.now(),
): (progress: Progress) => void {
  let sentAt = -Infinity
  let sentTenth = -1
  return (p) => {
    const at = now()
    const tenth = Math.floor(p.fraction * 10)
    const last = p.framesDone >= p.framesTotal
    if (!last && tenth === sentTenth && at - sentAt < PROGRESS_INTERVAL_MS) return
    sentAt = at
    sentTenth = tenth
    send({
      framesDone: p.framesDone,
      framesTotal: p.framesTotal,
      fraction: p.fraction,
      elapsedMs: p.elapsedMs,
      etaMs: p.etaMs,
    })
  }
}
