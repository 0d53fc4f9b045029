import type { Layer } from '../schema/layer.ts'
import type { SceneContainer, Track } from '../schema/track.ts'
import type { CanvasSize } from '../semantics/canvas.ts'
import { canvasSizeOfDocument } from '../semantics/document-canvas.ts'
import type { TemplateDocument } from '../document/template-document.ts'
import type { ImageTemplateReq } from '../schema/assets.ts'
import type { EditorDocument, LayerLocation } from './types.ts'

/** The object holding `tracks`: `doc.scene` for a template, the document itself for a bare scene. */
export function sceneOf(doc: EditorDocument): SceneContainer {
  const scene = (doc as { scene?: unknown }).scene
  return scene !== null && typeof scene === 'object' ? (scene as SceneContainer) : doc
}

/**
 * The Editor's document as the `TemplateDocument` that lint and slots read (no copy, no parse):
 * a template when it holds `scene`, else a bare scene.
 */
export function templateDocumentOf(doc: EditorDocument): TemplateDocument {
  const scene = sceneOf(doc)
  return scene === doc
    ? { kind: 'scene', document: scene, scene }
    : { kind: 'template', document: doc as ImageTemplateReq, scene }
}

export function tracksOf(doc: EditorDocument): Track[] {
  return sceneOf(doc).tracks ?? []
}

/** The canvas of a document: the one rule, semantics/document-canvas.ts `canvasSizeOfDocument`. */
export function canvasSizeOf(doc: EditorDocument): CanvasSize {
  return canvasSizeOfDocument(doc)
}

/** The tracks array of a draft, created when absent or null. */
export function ensureTracks(draft: EditorDocument): Track[] {
  const scene = sceneOf(draft)
  return (scene.tracks ??= [])
}

/** The layers array of a track, created when absent or null. */
export function ensureLayers(track: Track): Layer[] {
  return (track.layers ??= [])
}

export function layerAt(doc: EditorDocument, loc: LayerLocation): Layer {
  const layer = tracksOf(doc)[loc.track]?.layers?.[loc.index]
  if (!layer) throw new Error(`no layer at track ${loc.track} index ${loc.index}`)
  return layer
}

export function trackAt(doc: EditorDocument, position: number): Track {
  const track = tracksOf(doc)[position]
  if (!track) throw new Error(`no track at position ${position}`)
  return track
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
