import type { ActiveTransition } from '@podscene/core'

/** How the active transitions change a layer: multiplied into its opacity and scale, added to its position. */
export interface TransitionEffect {
  opacity: number
  scale: number
  dx: number
  dy: number
  /** Visible part of the layer box in layer pixels (wipes), or null for all of it. */
  clip: { x: number; y: number; width: number; height: number } | null
}

const none: TransitionEffect = { opacity: 1, scale: 1, dx: 0, dy: 0, clip: null }

/**
 * Entering (cross-in, enter) runs the effect forwards to the resting state, leaving (cross-out,
 * leave) runs it away from the resting state; `cycle` swings back and forth once per period.
 * Slides move by the layer's own width or height. Unknown effect names change nothing.
 */
export function transitionEffect(
  transitions: readonly ActiveTransition[],
  w: number,
  h: number,
): TransitionEffect {
  if (transitions.length === 0) return none
  const effect: TransitionEffect = { ...none }
  for (const transition of transitions) applyTransition(effect, transition, w, h)
  return effect
}

function applyTransition(
  effect: TransitionEffect,
  t: ActiveTransition,
  w: number,
  h: number,
): void {
  const p = clamp01(t.progress)
  // `away` is 1 when the layer is fully out of its resting state, 0 when at rest.
  const away =
    t.source === 'cycle'
      ? Math.sin(Math.PI * p)
      : t.source === 'cross-out' || t.source === 'leave'
        ? p
        : 1 - p
  const leaving = t.source === 'cross-out' || t.source === 'leave'
  const name = t.effect.trim().toLowerCase()
  switch (name) {
    case 'fade':
    case 'fade-in':
    case 'fade-out':
      effect.opacity *= 1 - away
      return
    case 'slide-left':
      effect.dx += (leaving ? -1 : 1) * away * w
      return
    case 'slide-right':
      effect.dx += (leaving ? 1 : -1) * away * w
      return
    case 'slide-up':
      effect.dy += (leaving ? -1 : 1) * away * h
      return
    case 'slide-down':
      effect.dy += (leaving ? 1 : -1) * away * h
      return
    case 'zoom-in':
      effect.scale *= leaving ? 1 + away : 1 - away
      return
    case 'zoom-out':
      effect.scale *= leaving ? 1 - away : 1 + away
      return
    case 'wipe-left':
    case 'wipe-right':
      effect.clip = wipeClip(name === 'wipe-right', leaving, away, w, h)
      return
    default:
      return
  }
}

/** wipe-right reveals from the left edge rightwards (and hides the same way when leaving). */
function wipeClip(rightwards: boolean, leaving: boolean, away: number, w: number, h: number) {
  // Konva ignores a zero-size clip, so a fully hidden wipe keeps a sliver too thin to draw.
  const shown = Math.max(1e-6, w * (1 - away))
  const fromLeft = rightwards !== leaving
  return { x: fromLeft ? 0 : w - shown, y: 0, width: shown, height: h }
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1
}
