import type { Layer } from '../schema/layer.ts'

/** A transition in effect at time t, from `timeline.cross` or `prop.animationInfo`. */
export interface ActiveTransition {
  /** Where it comes from: cross in/out, or an animation preset. */
  source: 'cross-in' | 'cross-out' | 'enter' | 'leave' | 'cycle'
  /** Effect name as written (`fade`, `slide-left`, `zoom-in`, `wipe-right`, …). */
  effect: string
  /** 0 at the start of the transition, 1 at its end. */
  progress: number
}

/** Camera transform applied to the media inside the layer (`moving_camera`). */
export interface CameraTransform {
  type: string
  /** Scale of the media about its centre (1 = none). */
  scale: number
  /** Offset of the media in layer pixels. */
  offsetX: number
  offsetY: number
}

export type FlipMode = 'none' | 'horizontal' | 'vertical' | 'both'

/** A crop as fractions 0–1 of the source media; null when no crop applies. */
export interface CropRect {
  x: number
  y: number
  w: number
  h: number
}

/** A line of subtitle words, as drawn. */
export interface SubtitleLine {
  /** Index of the line among the subtitle's lines. */
  index: number
  /** Words of the line that are drawn (hide words removed), in order. */
  words: { text: string; start: number; end: number; index: number }[]
  text: string
}

/**
 * The resolved state of one layer at a time t, in draw order. Treat it as read-only: evaluation
 * returns the same object again for a layer whose state has not changed.
 */
export interface EvaluatedLayer {
  trackKey: string
  /** Position of the track in `scene.tracks` (not the track's `index` field). */
  trackIndex: number
  /** Index of the layer in its track's `layers` array. */
  layerIndex: number
  key: string
  type: string
  visible: boolean
  x: number
  y: number
  w: number
  h: number
  /** Degrees clockwise about the centre. */
  r: number
  alpha: number
  scale: number
  blur: number
  volume: number
  flip: FlipMode
  crop: CropRect | null
  transitions: ActiveTransition[]
  camera: CameraTransform | null
  /** Subtitle layers only: the visible line and the active word. */
  subtitle?: {
    line: SubtitleLine | null
    activeWordIndex: number | null
    activeWord: string | null
  }
  /** The stored layer (read-only), for renderers that need style fields. */
  source: Layer
}
