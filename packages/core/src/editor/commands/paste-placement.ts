import type { Layer } from '../../schema/layer.ts'
import type { Track } from '../../schema/track.ts'
import { canvasSizeOfDocument } from '../../semantics/document-canvas.ts'
import { tracksOf } from '../document.ts'
import type { EditorDocument } from '../types.ts'

/** How far each paste of the same layers moves from the last (px, right and down). */
export const PASTE_OFFSET_PX = 20

const isAudioTrack = (track: Track | undefined) =>
  track !== undefined &&
  (track.type === 'audio' ||
    ((track.layers?.length ?? 0) > 0 && track.layers!.every((l) => l.type === 'audio')))

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined

/**
 * Where pasted layers go when no track is given: right above the topmost original still in the
 * document, in its track; else at the top of the topmost track that is not an audio track (else
 * the top track).
 */
export function pasteSlot(
  doc: EditorDocument,
  layers: readonly Layer[],
  earlier: ReadonlySet<unknown> = new Set(),
): { track: number; index: number } | null {
  const tracks = tracksOf(doc)
  const keys = new Set<unknown>(layers.map((l) => l.key))
  let original: number | undefined
  tracks.forEach((track, t) =>
    track.layers?.forEach((layer) => {
      if (keys.has(layer.key) && (original === undefined || t > original)) original = t
    }),
  )
  // Earlier pastes of the same layers in the originals' track: the new copy goes above them too.
  if (original !== undefined) {
    for (const layer of tracks[original]!.layers ?? [])
      if (earlier.has(layer.key)) keys.add(layer.key)
  }
  let best: { track: number; index: number } | null = null
  tracks.forEach((track, t) =>
    track.layers?.forEach((layer, i) => {
      if (
        keys.has(layer.key) &&
        (!best || t > best.track || (t === best.track && i >= best.index))
      ) {
        best = { track: t, index: i }
      }
    }),
  )
  const found = best as { track: number; index: number } | null
  if (found) return { track: found.track, index: found.index + 1 }
  if (tracks.length === 0) return null
  let track = tracks.length - 1
  for (let t = tracks.length - 1; t >= 0; t--) {
    if (!isAudioTrack(tracks[t])) {
      track = t
      break
    }
  }
  return { track, index: tracks[track]?.layers?.length ?? 0 }
}

/**
 * The copies moved so they don't hide what they copy: the first free step of PASTE_OFFSET_PX
 * right and down (0 when nothing of the same size sits where the first layer is — a cut and
 * paste puts it back), cascading on repeated pastes, each layer kept inside the canvas.
 * Keyframed x / y move with it. Layers without a box (audio) are not moved.
 */
export function offsetCopies(
  doc: EditorDocument,
  layers: readonly Layer[],
): { layers: Layer[]; earlier: Set<unknown> } {
  const { width, height } = canvasSizeOfDocument(doc)
  const earlier = new Set<unknown>()
  const boxed = layers.find((l) => num(l.x) !== undefined && num(l.y) !== undefined)
  if (!boxed) return { layers: [...layers], earlier }
  const others = tracksOf(doc).flatMap((t) => t.layers ?? [])
  const occupant = (dx: number, dy: number) =>
    others.find(
      (o) =>
        o.type === boxed.type &&
        o.x === within(boxed.x!, boxed.w, dx, width) &&
        o.y === within(boxed.y!, boxed.h, dy, height) &&
        o.w === boxed.w &&
        o.h === boxed.h,
    )
  let step = 0
  for (; step < 1000; step++) {
    const found = occupant(step * PASTE_OFFSET_PX, step * PASTE_OFFSET_PX)
    if (!found) break
    earlier.add(found.key)
  }
  const d = step * PASTE_OFFSET_PX
  const moved = layers.map((layer) => {
    const x = num(layer.x)
    const y = num(layer.y)
    if (d === 0 || x === undefined || y === undefined) return layer
    const nx = within(x, layer.w, d, width)
    const ny = within(y, layer.h, d, height)
    const moved: Layer = { ...layer, x: nx, y: ny }
    const keyframes = layer.timeline?.key_frames
    if (keyframes?.length) {
      moved.timeline = {
        ...layer.timeline,
        key_frames: keyframes.map((kf) => {
          const p = kf.properties
          if (!p || (num(p.x) === undefined && num(p.y) === undefined)) return kf
          return {
            ...kf,
            properties: {
              ...p,
              ...(num(p.x) !== undefined ? { x: p.x! + (nx - x) } : {}),
              ...(num(p.y) !== undefined ? { y: p.y! + (ny - y) } : {}),
            },
          }
        }),
      }
    }
    return moved
  })
  return { layers: moved, earlier }
}

/** `at + d`, pulled back so a box of `size` stays inside `extent` (never before `at`'s own spot). */
function within(at: number, size: unknown, d: number, extent: number): number {
  const s = num(size) ?? 0
  return Math.max(at, Math.min(at + d, extent - s))
}
