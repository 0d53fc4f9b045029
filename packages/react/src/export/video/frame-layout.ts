import { transitionEffect } from '../../layers/transitions.ts'
import { SCENE_TRANSITION_MS } from '../../player/scene-transition.ts'
import type { PlayerScene } from '../../player/player-source.ts'

/** How long a still (a scene of duration 0) lasts as a video, ms. */
export const STILL_VIDEO_MS = 1000

export interface OutputSize {
  width: number
  height: number
}

/** Rounds to an even number of pixels (H.264 and most encoders need even sizes), at least 2. */
export function evenPixels(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2))
}

/**
 * The video's size for a canvas: `width`/`height` when given (one alone keeps the canvas's aspect
 * ratio), else the canvas × `scale` (default 1); always even. Refuses sizes that are not positive
 * numbers, naming the option.
 */
export function outputSizeOf(
  canvas: OutputSize,
  options: { scale?: number; width?: number; height?: number },
): OutputSize {
  for (const name of ['scale', 'width', 'height'] as const) {
    const value = options[name]
    if (value !== undefined && !(typeof value === 'number' && Number.isFinite(value) && value > 0))
      throw new RangeError(`exportVideo: ${name} must be a positive number, got ${String(value)}`)
  }
  const { width, height } = options
  if (width !== undefined && height !== undefined)
    return { width: evenPixels(width), height: evenPixels(height) }
  if (width !== undefined)
    return { width: evenPixels(width), height: evenPixels((width * canvas.height) / canvas.width) }
  if (height !== undefined)
    return {
      width: evenPixels((height * canvas.width) / canvas.height),
      height: evenPixels(height),
    }
  const scale = options.scale ?? 1
  return { width: evenPixels(canvas.width * scale), height: evenPixels(canvas.height * scale) }
}

export interface FrameTimes {
  fromMs: number
  toMs: number
  /** Number of frames: frame i shows time fromMs + i × 1000 / fps. */
  frames: number
}

/**
 * The frames of a range: [fromMs, toMs) at `fps`, defaulting to the whole time line (a still
 * lasts STILL_VIDEO_MS). Refuses ranges outside the time line or empty, naming the option.
 */
export function frameTimesOf(
  durationMs: number,
  fps: number,
  range: { fromMs?: number; toMs?: number },
): FrameTimes {
  if (![24, 25, 30, 60].includes(fps))
    throw new RangeError(`exportVideo: fps must be 24, 25, 30 or 60, got ${String(fps)}`)
  const length = durationMs > 0 ? durationMs : STILL_VIDEO_MS
  const fromMs = range.fromMs ?? 0
  const toMs = range.toMs ?? length
  for (const [name, value] of [
    ['fromMs', fromMs],
    ['toMs', toMs],
  ] as const) {
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`exportVideo: ${name} must be a number ≥ 0, got ${String(value)}`)
  }
  if (durationMs > 0 && fromMs >= durationMs)
    throw new RangeError(
      `exportVideo: fromMs (${fromMs}) is at or after the end of the scene (${durationMs} ms)`,
    )
  if (toMs <= fromMs)
    throw new RangeError(`exportVideo: toMs (${toMs}) must be after fromMs (${fromMs})`)
  const frames = Math.max(1, Math.round(((toMs - fromMs) * fps) / 1000))
  return { fromMs, toMs, frames }
}

/** Time of frame `index`, ms. */
export function frameTime(times: FrameTimes, fps: number, index: number): number {
  return times.fromMs + (index * 1000) / fps
}

/** Whether a scene entered from another still runs its `transition` at `sceneMs`. */
export function sceneTransitionRuns(
  scene: PlayerScene,
  sceneMs: number,
  entering: boolean,
): boolean {
  return entering && scene.transition !== null && sceneMs < SCENE_TRANSITION_MS
}

/** Where the canvas goes in the output: scaled to fit (contain), centred; black around. */
export function canvasBoxIn(
  canvas: OutputSize,
  size: OutputSize,
): { x: number; y: number; width: number; height: number; scale: number } {
  const scale = Math.min(size.width / canvas.width, size.height / canvas.height)
  const width = canvas.width * scale
  const height = canvas.height * scale
  return { x: (size.width - width) / 2, y: (size.height - height) / 2, width, height, scale }
}

/**
 * Draws a scene's picture (the canvas drawn at `box` size) into `ctx` as the player shows it:
 * a scene entering with a `transition` runs the layer transitions' effect on the whole canvas for
 * SCENE_TRANSITION_MS over black (as `<ScenePlayer>`'s `sceneTransitionStyle`), else as is.
 */
export function drawSceneFrame(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  picture: CanvasImageSource,
  scene: PlayerScene,
  sceneMs: number,
  entering: boolean,
  size: OutputSize,
): void {
  const box = canvasBoxIn(scene.canvas, size)
  const running = sceneTransitionRuns(scene, sceneMs, entering)
  ctx.save()
  ctx.globalAlpha = 1
  ctx.fillStyle = '#000'
  ctx.fillRect(0, 0, size.width, size.height)
  if (running) {
    const { width: cw, height: ch } = scene.canvas
    const effect = transitionEffect(
      [{ source: 'cross-in', effect: scene.transition!, progress: sceneMs / SCENE_TRANSITION_MS }],
      cw,
      ch,
    )
    const k = box.scale
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    ctx.globalAlpha = Math.min(1, Math.max(0, effect.opacity))
    ctx.translate(cx + effect.dx * k, cy + effect.dy * k)
    ctx.scale(effect.scale, effect.scale)
    ctx.translate(-cx, -cy)
    if (effect.clip) {
      ctx.beginPath()
      ctx.rect(
        box.x + effect.clip.x * k,
        box.y + effect.clip.y * k,
        effect.clip.width * k,
        effect.clip.height * k,
      )
      ctx.clip()
    }
  }
  ctx.drawImage(picture, box.x, box.y, box.width, box.height)
  ctx.restore()
}
