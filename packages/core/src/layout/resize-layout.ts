/**
 * The rule that lays a document out again for another aspect ratio ("Resize", issue 30). Pure:
 * `planResize` lists the writes (paths relative to the document, values) and `resizeDocument`
 * returns a resized copy; the Editor command `resizeCanvas` performs the same writes as one undo
 * step.
 *
 * With the old canvas C×D and the new C'×D', fx = C'/C, fy = D'/D and s = min(fx, fy):
 * - a **full-canvas background** (its box covers the whole old canvas) is mapped per axis (x·fx,
 *   w·fx, y·fy, h·fy), so it covers the new canvas; its crop keeps its centre and takes the new
 *   box's aspect (one side shrinks), so the media is not stretched;
 * - every **other layer keeps its anchor** per axis: the canvas's start edge, centre or end edge,
 *   whichever is nearest to the layer's centre (the third its centre is in); its size scales by
 *   s and its distance to that anchor (the margin to the edge, or the offset of its centre) by s.
 *   A layer inside the old canvas stays inside the new one;
 * - **text and subtitle boxes re-wrap**: their width scales by fx when that is larger than s (the
 *   box takes the room the new canvas gives), their height, font size, padding, stroke and shadow
 *   by s; so the text needs no more lines than before;
 * - **keyframes** (x, y, w, h; scale is a factor and stays) are mapped by the same per-axis map as
 *   their layer; crop of other layers is unchanged (their box keeps its aspect).
 * Sizes and positions round to 1/100 px (a box inside stays inside: its position is clamped);
 * font sizes round down to 1/100. A resize to the canvas the document already has writes nothing.
 */
import {
  canvasSizeForAspectRatio,
  type CanvasSize,
  type KnownAspectRatio,
} from '../semantics/canvas.ts'
import { canvasSizeOf, sceneOf, tracksOf } from '../editor/document.ts'
import { DEFAULT_FONT_SIZE } from '../text/text-style.ts'
import { cloneJson } from '../editor/commands/json.ts'
import type { EditorDocument } from '../editor/types.ts'
import type { Layer } from '../schema/layer.ts'

export type ResizePath = readonly (string | number)[]
export interface ResizeWrite {
  path: ResizePath
  value: unknown
}

type Anchor = 'start' | 'centre' | 'end'
/** One axis of a layer's map: position p and size d → a·p + b·d + c, k·d. */
interface AxisMap {
  a: number
  b: number
  c: number
  k: number
}

type Bag = Record<string, unknown>
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined
const bag = (v: unknown): Bag | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Bag) : undefined
const round2 = (v: number) => Math.round(v * 100) / 100
const floor2 = (v: number) => Math.floor(v * 100 + 1e-9) / 100

/**
 * A box's anchor on an axis: the nearest to the box's centre of the axis's start edge, centre and
 * end edge (so: which third of the axis its centre is in; ties go to the centre). A speaker
 * filling most of the height is centred, a caption near the bottom stays at the bottom.
 */
export function anchorOf(p: number, d: number, size: number): Anchor {
  const middle = p + d / 2
  if (middle < size / 3) return 'start'
  return middle > (size * 2) / 3 ? 'end' : 'centre'
}

/** The map keeping an anchor: distances to the anchor scale by s, the size by k. */
function anchoredMap(anchor: Anchor, s: number, k: number, from: number, to: number): AxisMap {
  switch (anchor) {
    case 'start':
      return { a: s, b: 0, c: 0, k }
    case 'end':
      return { a: s, b: s - k, c: to - s * from, k }
    case 'centre':
      return { a: s, b: (s - k) / 2, c: to / 2 - (s * from) / 2, k }
  }
}

/**
 * Maps a (position, size) pair on an axis of length `size`. The size rounds on its own (a keyframe
 * without w or h gets the same rounded size as its layer); a box that was inside stays inside
 * (its rounded position is clamped to the axis).
 */
function mapAxis(m: AxisMap, p: number, d: number, size: number): [number, number] {
  const start = m.a * p + m.b * d + m.c
  const end = start + m.k * d
  const d2 = round2(m.k * d)
  let p2 = round2(start)
  if (start >= -1e-9 && end <= size + 1e-9) p2 = Math.max(0, Math.min(p2, round2(size - d2)))
  return [p2, d2]
}

const TEXT_KINDS = new Set(['text', 'subtitle'])

/** Whether the layer's box covers the whole canvas. */
export function coversCanvas(layer: Layer, canvas: CanvasSize): boolean {
  const x = num(layer.x) ?? 0
  const y = num(layer.y) ?? 0
  const w = num(layer.w)
  const h = num(layer.h)
  if (w === undefined || h === undefined) return false
  return x <= 0 && y <= 0 && x + w >= canvas.width && y + h >= canvas.height
}

/** Text sizes of a layer that scale with it (present fields only; the font size always). */
function textWrites(layer: Layer, s: number, put: (path: ResizePath, value: unknown) => void) {
  const scaleAt = (path: ResizePath, value: unknown) => {
    const n = num(value)
    if (n !== undefined && n !== 0) put(path, floor2(n * s))
  }
  const prop = bag(layer.prop)
  const info = bag(prop?.textInfo)
  const config = bag(prop?.textConfig)
  const subtitleProp = bag(bag(layer.subtitle)?.prop)
  let sized = false
  for (const [path, value] of [
    [['subtitle', 'prop', 'fontSize'], subtitleProp?.fontSize],
    [['prop', 'textConfig', 'fontSize'], config?.fontSize],
    [['prop', 'textInfo', 'fontSize'], info?.fontSize],
  ] as const) {
    if (num(value) !== undefined) {
      sized = true
      scaleAt(path, value)
    }
  }
  // No stored size means the default: store it scaled, or the text would not shrink with its box.
  if (!sized) put(['prop', 'textInfo', 'fontSize'], floor2(DEFAULT_FONT_SIZE * s))
  for (const key of [
    'paddingTop',
    'paddingRight',
    'paddingBottom',
    'paddingLeft',
    'strokeWidth',
    'textShadowBlur',
    'textShadowH',
    'textShadowV',
    'radius',
  ])
    scaleAt(['prop', 'textInfo', key], info?.[key])
  scaleAt(['prop', 'textConfig', 'stroke', 'width'], bag(config?.stroke)?.width)
  for (const key of ['blur', 'offsetX', 'offsetY'])
    scaleAt(['prop', 'textConfig', 'shadow', key], bag(config?.shadow)?.[key])
  const padding = config?.padding
  if (num(padding) !== undefined) scaleAt(['prop', 'textConfig', 'padding'], padding)
  else {
    const sides = bag(padding)
    for (const side of ['top', 'right', 'bottom', 'left'])
      scaleAt(['prop', 'textConfig', 'padding', side], sides?.[side])
  }
}

/** The crop of a background whose box aspect changes by `change` (new w/h over old w/h). */
function mappedCrop(crop: unknown, change: number): Bag | undefined {
  const c = bag(crop)
  const w = num(c?.w)
  const h = num(c?.h)
  if (!c || w === undefined || h === undefined || w <= 0 || h <= 0 || change === 1) return undefined
  const x = num(c.x) ?? 0
  const y = num(c.y) ?? 0
  const [w2, h2] = change < 1 ? [w * change, h] : [w, h / change]
  const round = (v: number) => Math.round(v * 1e6) / 1e6
  return { x: round(x + (w - w2) / 2), y: round(y + (h - h2) / 2), w: round(w2), h: round(h2) }
}

/** The writes for one layer (paths relative to the layer). */
export function planLayerResize(layer: Layer, from: CanvasSize, to: CanvasSize): ResizeWrite[] {
  const writes: ResizeWrite[] = []
  const put = (path: ResizePath, value: unknown) => writes.push({ path, value })
  const fx = to.width / from.width
  const fy = to.height / from.height
  const s = Math.min(fx, fy)
  const x = num(layer.x) ?? 0
  const y = num(layer.y) ?? 0
  const w = num(layer.w) ?? 0
  const h = num(layer.h) ?? 0
  let mx: AxisMap
  let my: AxisMap
  // A text or subtitle box that covers the canvas is still text: it re-wraps with its font (a
  // per-axis stretch would squeeze its words into a box the font no longer fits).
  const background = !TEXT_KINDS.has(layer.type ?? '') && coversCanvas(layer, from)
  if (background) {
    mx = { a: fx, b: 0, c: 0, k: fx }
    my = { a: fy, b: 0, c: 0, k: fy }
    const crop = mappedCrop(layer.crop, fx / fy)
    if (crop) for (const key of ['x', 'y', 'w', 'h'] as const) put(['crop', key], crop[key])
  } else {
    const text = TEXT_KINDS.has(layer.type ?? '')
    mx = anchoredMap(
      anchorOf(x, w, from.width),
      s,
      text ? Math.max(fx, s) : s,
      from.width,
      to.width,
    )
    my = anchoredMap(anchorOf(y, h, from.height), s, s, from.height, to.height)
    if (text) textWrites(layer, s, put)
  }
  const axis = (
    m: AxisMap,
    obj: Bag,
    base: [number, number],
    keys: ['x', 'w'] | ['y', 'h'],
    at: ResizePath,
  ) => {
    const size = keys[0] === 'x' ? to.width : to.height
    const p = num(obj[keys[0]])
    const d = num(obj[keys[1]])
    if (p === undefined && d === undefined) return
    const [p2, d2] = mapAxis(m, p ?? base[0], d ?? base[1], size)
    if (p !== undefined) put([...at, keys[0]], p2)
    if (d !== undefined) put([...at, keys[1]], d2)
  }
  axis(mx, layer as Bag, [x, w], ['x', 'w'], [])
  axis(my, layer as Bag, [y, h], ['y', 'h'], [])
  const frames = layer.timeline?.key_frames
  if (Array.isArray(frames)) {
    frames.forEach((frame, i) => {
      const props = bag(bag(frame)?.properties)
      if (!props) return
      const at = ['timeline', 'key_frames', i, 'properties']
      axis(mx, props, [x, w], ['x', 'w'], at)
      axis(my, props, [y, h], ['y', 'h'], at)
    })
  }
  return writes
}

/**
 * Every write that lays `doc` out for `aspectRatio` (paths from the document root), the
 * `aspect_ratio` field last. Empty when the document already has that canvas and that code.
 * Throws for a bare scene (it has no `aspect_ratio`) or an unknown code.
 */
export function planResize(doc: EditorDocument, aspectRatio: KnownAspectRatio): ResizeWrite[] {
  const to = canvasSizeForAspectRatio(aspectRatio)
  if (!to) throw new Error(`unknown aspect_ratio ${String(aspectRatio)}`)
  const scene = sceneOf(doc)
  if (scene === doc) throw new Error('a bare scene has no aspect_ratio to change')
  const from = canvasSizeOf(doc)
  if (!from) {
    const code = (doc as { aspect_ratio?: unknown }).aspect_ratio
    throw new Error(`the document's aspect_ratio ${JSON.stringify(code)} has no known canvas`)
  }
  const current = (doc as { aspect_ratio?: unknown }).aspect_ratio
  const writes: ResizeWrite[] = []
  if (from.width !== to.width || from.height !== to.height) {
    tracksOf(doc).forEach((track, t) => {
      const layers = track?.layers
      if (!Array.isArray(layers)) return
      layers.forEach((layer, i) => {
        if (!bag(layer)) return
        for (const write of planLayerResize(layer, from, to))
          writes.push({
            path: ['scene', 'tracks', t, 'layers', i, ...write.path],
            value: write.value,
          })
      })
    })
  }
  if (current !== aspectRatio) writes.push({ path: ['aspect_ratio'], value: aspectRatio })
  return writes
}

/** Sets `value` at `path`, creating missing or null objects on the way. */
export function applyResizeWrite(root: unknown, { path, value }: ResizeWrite): void {
  let node = root as Record<string | number, unknown>
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i]!
    if (node[segment] === undefined || node[segment] === null) node[segment] = {}
    node = node[segment] as Record<string | number, unknown>
  }
  node[path[path.length - 1]!] = value
}

/** A resized copy of `doc` (the input is not changed; unchanged when nothing is written). */
export function resizeDocument<D extends EditorDocument>(doc: D, aspectRatio: KnownAspectRatio): D {
  const writes = planResize(doc, aspectRatio)
  if (writes.length === 0) return doc
  const copy = cloneJson(doc)
  for (const write of writes) applyResizeWrite(copy, write)
  return copy
}
