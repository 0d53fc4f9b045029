/**
 * Messages between the editor and its lint worker (lint-worker.ts). Documents travel with their
 * layers by reference: a layer the worker already holds (the same object in the editor's immer
 * document, so unchanged since the last job) is sent as its id only, so the worker keeps its
 * layer objects too and lints only changed layers (core's lint cache is keyed by layer object).
 */
import type { EditorDocument, FillPlan, LintOptions, LintProblem, MediaCheck } from '@podscene/core'

/** A layer: its id, and the layer itself when the worker does not hold it yet. */
export type LayerRef = [id: number, layer?: object]

/** A document with every track's `layers` as LayerRefs. */
export interface EncodedDocument {
  document: Record<string, unknown>
  /** Per track (in order), its layers. */
  layers: (LayerRef[] | null)[]
}

export type LintSettings = Omit<LintOptions, 'measureText' | 'media' | 'cache'>

export type WorkerJob =
  | {
      kind: 'lint'
      id: number
      doc: EncodedDocument
      options: LintSettings
      media: [string, MediaCheck][]
    }
  | { kind: 'fill'; id: number; doc: EncodedDocument; data: Record<string, string> }

export type WorkerReply =
  | { kind: 'lint'; id: number; problems: LintProblem[] }
  | { kind: 'fill'; id: number; plan: FillPlan }
  | { kind: 'superseded'; id: number }
  | { kind: 'error'; id: number; message: string }

type TracksHolder = { tracks?: unknown }

function tracksHolder(doc: Record<string, unknown>): TracksHolder | null {
  const scene = doc.scene
  if (scene !== null && typeof scene === 'object') return scene as TracksHolder
  return 'tracks' in doc ? (doc as TracksHolder) : null
}

/**
 * The document to post: each track's layers replaced by refs; layers in `held` (ids the worker
 * holds) go as ids only. `ids` gives every layer object its id (kept across jobs).
 */
export function encodeDocument(
  document: EditorDocument,
  ids: WeakMap<object, number>,
  held: ReadonlySet<number>,
  nextId: () => number,
): { encoded: EncodedDocument; sent: Set<number> } {
  const doc = document as unknown as Record<string, unknown>
  const holder = tracksHolder(doc)
  const tracks = Array.isArray(holder?.tracks) ? (holder.tracks as unknown[]) : []
  const sent = new Set<number>()
  const layers = tracks.map((track) => {
    const list = (track as { layers?: unknown } | null)?.layers
    if (!Array.isArray(list)) return null
    return list.map((layer: unknown): LayerRef => {
      if (layer === null || typeof layer !== 'object') return [0, { value: layer }]
      let id = ids.get(layer)
      if (id === undefined) ids.set(layer, (id = nextId()))
      sent.add(id)
      return held.has(id) ? [id] : [id, layer]
    })
  })
  const bare = tracks.map((track) =>
    track !== null &&
    typeof track === 'object' &&
    Array.isArray((track as { layers?: unknown }).layers)
      ? { ...track, layers: [] }
      : track,
  )
  const skeleton =
    holder === doc
      ? { ...doc, tracks: bare }
      : { ...doc, scene: { ...(holder as object), tracks: bare } }
  return { encoded: { document: holder ? skeleton : doc, layers }, sent }
}

/** The document of an EncodedDocument, with held layers by id; `held` gains the new ones. */
export function decodeDocument(
  encoded: EncodedDocument,
  held: Map<number, object>,
): EditorDocument {
  const doc = encoded.document
  const holder = tracksHolder(doc)
  if (!holder || !Array.isArray(holder.tracks)) return doc as unknown as EditorDocument
  const keep = new Set<number>()
  const tracks = (holder.tracks as unknown[]).map((track, i) => {
    const refs = encoded.layers[i]
    if (!refs || track === null || typeof track !== 'object') return track
    const layers = refs.map(([id, layer]) => {
      if (id === 0) return (layer as { value: unknown }).value
      keep.add(id)
      if (layer) held.set(id, layer)
      return held.get(id)
    })
    return { ...track, layers }
  })
  for (const id of held.keys()) if (!keep.has(id)) held.delete(id)
  const rebuilt = holder === doc ? { ...doc, tracks } : { ...doc, scene: { ...holder, tracks } }
  return rebuilt as unknown as EditorDocument
}
