import type { CSSProperties } from 'react'
import { fitView, type Size } from '../canvas/viewport.ts'
import { transitionEffect } from '../layers/transitions.ts'

/** How long a scene's `transition` runs as it enters, ms. */
export const SCENE_TRANSITION_MS = 500

/**
 * The CSS placing a scene that enters with `transition.type` at `sceneMs`: the layer transitions'
 * own effects (`fade`, `slide-*`, `zoom-*`, `wipe-*`; unknown names change nothing) applied to
 * the whole canvas as it is fitted in a `viewport`. Null once it has run.
 */
export function sceneTransitionStyle(
  transition: string | null,
  sceneMs: number,
  canvas: Size,
  viewport: Size,
): CSSProperties | null {
  if (!transition || sceneMs >= SCENE_TRANSITION_MS) return null
  const effect = transitionEffect(
    [{ source: 'cross-in', effect: transition, progress: sceneMs / SCENE_TRANSITION_MS }],
    canvas.width,
    canvas.height,
  )
  const view = fitView(viewport, canvas)
  const style: CSSProperties = {
    opacity: effect.opacity,
    transformOrigin: `${view.x + (canvas.width * view.zoom) / 2}px ${view.y + (canvas.height * view.zoom) / 2}px`,
    transform: `translate(${effect.dx * view.zoom}px, ${effect.dy * view.zoom}px) scale(${effect.scale})`,
  }
  const clip = effect.clip
  if (clip) {
    const left = view.x + clip.x * view.zoom
    const top = view.y + clip.y * view.zoom
    const right = viewport.width - (left + clip.width * view.zoom)
    const bottom = viewport.height - (top + clip.height * view.zoom)
    style.clipPath = `inset(${top}px ${right}px ${bottom}px ${left}px)`
  }
  return style
}
