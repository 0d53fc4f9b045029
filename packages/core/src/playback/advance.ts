import type { PlaybackLoop } from '../editor/types.ts'

export interface PlayheadStep {
  playheadMs: number
  /** The loop wrapped back to its start: media must be resynced. */
  wrapped: boolean
  /** The scene's end was reached: playback stops there. */
  ended: boolean
}

/**
 * Where the playhead goes once the clock reads `t`: inside a loop it wraps from `loop.endMs` to
 * `loop.startMs`; otherwise it stops at the scene's end (`durationMs`; 0 = a still, ends at once).
 */
export function stepPlayhead(
  t: number,
  durationMs: number,
  loop: PlaybackLoop | null,
): PlayheadStep {
  if (loop && t >= loop.endMs) {
    const length = loop.endMs - loop.startMs
    return { playheadMs: loop.startMs + ((t - loop.startMs) % length), wrapped: true, ended: false }
  }
  if (t >= durationMs) return { playheadMs: Math.max(0, durationMs), wrapped: false, ended: true }
  return { playheadMs: Math.max(0, t), wrapped: false, ended: false }
}
