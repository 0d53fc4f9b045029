import { tracksOfDocument, type EditorDocument, type LayerLocation } from '@podscene/core'

const LAYER_PATH = /^(?:scene\.)?tracks\[(\d+)\]\.layers\[(\d+)\]/

/** Where a path from the document root points (`scene.tracks[0].layers[3].x` → 0, 3), or null. */
export function layerLocationOfPath(path: string): LayerLocation | null {
  const match = LAYER_PATH.exec(path)
  return match ? { track: Number(match[1]), index: Number(match[2]) } : null
}

/** The key of the layer a lint path points into, or null (scene-wide, or a layer without key). */
export function layerKeyOfProblemPath(doc: EditorDocument, path: string): string | null {
  const at = layerLocationOfPath(path)
  const layer = at ? tracksOfDocument(doc)[at.track]?.layers?.[at.index] : undefined
  return typeof layer?.key === 'string' ? layer.key : null
}
