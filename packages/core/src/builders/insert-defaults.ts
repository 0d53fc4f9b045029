import type { Layer } from '../schema/layer.ts'
import { createLayer, type LayerKind } from './create.ts'

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
      return { w: round(short * 0.6 * 0.75), h: round(short * 0.6) }
    case 'audio':
      return { w: 0, h: 0 }
    default:
      return { w: round(short * 0.25), h: round(short * 0.25) }
  }
}

/**
 * A new layer of `kind` as an editor inserts it: createLayer's defaults, centred on the canvas (or
 * on `at`) at a size that suits it, starting at `startMs`; text and subtitles last a few seconds,
 * every other kind lasts the scene. Text sizes follow the box. Media URLs are left empty for the inspector to
 * fill. The key is a placeholder: the `insertLayer` command gives it a readable one.
 */
export function layerForInsert(kind: LayerKind, placement: InsertPlacement): Layer {
  const { width: cw, height: ch } = placement.canvas
  const start = Math.max(0, placement.startMs ?? 0)
  const { w, h } = sizeFor(kind, cw, ch)
  const fontSize = Math.max(12, Math.round(h * 0.5))
  const timed = kind === 'text' || kind === 'subtitle'
  const at = kind === 'color' ? undefined : placement.at
  const overrides: Partial<Layer> = {
    x: Math.round(at ? at.x - w / 2 : (cw - w) / 2),
    y: Math.round(at ? at.y - h / 2 : (ch - h) / 2),
    w,
    h,
    timeline: { start, end: timed ? start + INSERTED_TEXT_DURATION_MS : 0 },
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
