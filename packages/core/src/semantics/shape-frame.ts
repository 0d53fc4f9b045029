import type { Layer } from '../schema/layer.ts'
import { isKnownFitMode, parseFitMode, type FitMode } from './fit-mode.ts'

/**
 * A shape layer's `shape` object beyond its type, colour and radius (spec §2.3, issue 30), read
 * as the CSS box it comes from: the shape is a frame, and its content is the layer's media
 * (`path`, `preview_path` while editing).
 * - `content_position {x, y, w, h, r}`: the content's box in layer pixels from the layer's
 *   top-left, `r` degrees clockwise about its centre. It scales with the layer (a layer drawn at
 *   another size than its stored `w`/`h` scales the box too). Absent, or `w`/`h` ≤ 0: the whole
 *   layer box.
 * - `object_fit`: how the media fits the content box (`cover` | `contain` | `fill`, CSS
 *   object-fit), else the layer's `fit_mode`; unknown → cover.
 * - `background_gauss`: a Gaussian blur radius in canvas px of what is behind the shape, seen
 *   through it (CSS `backdrop-filter: blur()`, Figma's "background blur"); 0 = none.
 * - `disable_shape: true`: the shape itself — fill, stroke, background blur and its clip of the
 *   content — is not drawn; the content is, unclipped.
 */
export interface ShapeFrame {
  hidden: boolean
  backgroundBlur: number
  content: { x: number; y: number; w: number; h: number; r: number }
  objectFit: FitMode
}

const finite = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null

/** The frame of `layer` drawn at `w` × `h` px (its evaluated size). */
export function shapeFrameOf(layer: Layer, w: number, h: number): ShapeFrame {
  const shape = layer.shape
  const pos = shape?.content_position
  const storedW = finite(layer.w) || w
  const storedH = finite(layer.h) || h
  const kx = storedW > 0 ? w / storedW : 1
  const ky = storedH > 0 ? h / storedH : 1
  const cw = finite(pos?.w) ?? 0
  const ch = finite(pos?.h) ?? 0
  const content =
    pos && cw > 0 && ch > 0
      ? {
          x: (finite(pos.x) ?? 0) * kx,
          y: (finite(pos.y) ?? 0) * ky,
          w: cw * kx,
          h: ch * ky,
          r: finite(pos.r) ?? 0,
        }
      : { x: 0, y: 0, w, h, r: 0 }
  const fit = isKnownFitMode(shape?.object_fit) ? shape?.object_fit : layer.fit_mode
  return {
    hidden: shape?.disable_shape === true,
    backgroundBlur: Math.max(0, finite(shape?.background_gauss) ?? 0),
    content,
    objectFit: parseFitMode(fit),
  }
}
