import type { Layer } from '../schema/layer.ts'
import { createLayer, type LayerKind } from './create.ts'
import { insertedTextEnd } from '../semantics/scene-duration-rule.ts'

/** The kinds an editor offers to insert, in menu order. */
export const INSERTABLE_LAYER_KINDS = [
  'text',
  'image',
  'video',
  'shape',
  'color',
  'subtitle',
  'waveform',
  'person',
  'audio',
] as const satisfies readonly LayerKind[]

export interface InsertPlacement {
  /** The canvas the layer is centred on (px). */
  canvas: { width: number; height: number }
  /** Scene time the layer starts at (ms), usually the playhead. */
  startMs?: number
  /**
   * The canvas point (px) the layer is centred on instead of the canvas centre, e.g. where a
   * context menu opened or a file was dropped. A colour layer still covers the canvas.
   */
  at?: { x: number; y: number }
  /**
   * The scene's duration now (ms, 0 = a still), for the scene-duration rule: an inserted text
   * lasts the scene in a still and stops at the scene's end (`insertedTextEnd`). Absent: the
   * text lasts `INSERTED_TEXT_DURATION_MS` whatever the scene.
   */
  sceneMs?: number
  /**
   * `'canvas'`: the layer covers the whole canvas (a background: media fitted `cover`), as
   * "Fill canvas" leaves it; `at` is then ignored.
   */
  fill?: 'canvas'
}

/** How long an inserted text or subtitle lasts (ms); other kinds last the scene (`end` 0). */
export const INSERTED_TEXT_DURATION_MS = 3000

/** Size of a new layer of `kind` on a canvas: a readable share of the shorter side. */
function sizeFor(kind: LayerKind, cw: number, ch: number): { w: number; h: number } {
  const short = Math.min(cw, ch)
  const round = Math.round
  switch (kind) {
    case 'text':
      return { w: round(cw * 0.6), h: round(short * 0.12) }
    case 'subtitle':
      return { w: round(cw * 0.8), h: round(short * 0.14) }
    case 'image':
      return { w: round(short * 0.5), h: round(short * 0.5) }
    case 'video':
      return { w: round(cw * 0.5), h: round((cw * 0.5 * 9) / 16) }
    case 'shape':
      return { w: round(short * 0.25), h: round(short * 0.25) }
    case 'color':
      return { w: cw, h: ch }
    case 'waveform':
      return { w: round(cw * 0.6), h: round(short * 0.15) }
    case 'person':
      // A square speaker bubble: a portrait fitted `cover` and masked by the inscribed circle
      // shows the whole face (a tall `contain` box cut the head off flat at its top).
      return { w: round(short * 0.5), h: round(short * 0.5) }
    case 'audio':
      return { w: 0, h: 0 }
    default:
      return { w: round(short * 0.25), h: round(short * 0.25) }
  }
}

/**
 * A new layer of `kind` as an editor inserts it: createLayer's defaults, centred on the canvas (or
 * on `at`) at a size that suits it, starting at `startMs`; text and subtitles last a few seconds,
 * every other kind lasts the scene (a text follows the scene-duration rule when `sceneMs` is given;
 * a person is a square speaker bubble: `cover`, circle mask). Text sizes follow the box. Media URLs are left empty for the inspector to
 * fill. The key is a placeholder: the `insertLayer` command gives it a readable one.
 */
export function layerForInsert(kind: LayerKind, placement: InsertPlacement): Layer {
  const { width: cw, height: ch } = placement.canvas
  const start = Math.max(0, placement.startMs ?? 0)
  const covers = placement.fill === 'canvas'
  const { w, h } = covers ? { w: cw, h: ch } : sizeFor(kind, cw, ch)
  const fontSize = Math.max(12, Math.round(h * 0.5))
  const at = kind === 'color' || covers ? undefined : placement.at
  const end =
    kind === 'subtitle' || (kind === 'text' && placement.sceneMs === undefined)
      ? start + INSERTED_TEXT_DURATION_MS
      : kind === 'text'
        ? insertedTextEnd(start, placement.sceneMs!)
        : 0
  const overrides: Partial<Layer> = {
    x: Math.round(at ? at.x - w / 2 : (cw - w) / 2),
    y: Math.round(at ? at.y - h / 2 : (ch - h) / 2),
    w,
    h,
    timeline: { start, end },
  }
  if (covers && (kind === 'image' || kind === 'video' || kind === 'person')) {
    overrides.fit_mode = 'cover'
  }
  if (kind === 'person') {
    overrides.fit_mode = 'cover'
    overrides.prop = { show_type: 'circle' }
  }
  if (kind === 'text') {
    overrides.prop = { textInfo: { content: 'Text', fontSize } }
  } else if (kind === 'subtitle') {
    const end = start + INSERTED_TEXT_DURATION_MS
    overrides.subtitle = {
      text: 'Subtitle text',
      word_seq: [
        { key: 'w0', text: 'Subtitle', start, end: start + INSERTED_TEXT_DURATION_MS / 2 },
        { key: 'w1', text: 'text', start: start + INSERTED_TEXT_DURATION_MS / 2, end },
      ],
    }
    overrides.prop = { textInfo: { fontSize } }
  } else if (kind === 'shape') {
    overrides.prop = { shapeInfo: { color: '#2563eb' } }
  } else if (kind === 'color') {
    overrides.color = '#1d2330'
  }
  const layer = createLayer(kind, overrides)
  return layer
}
