import type { TemplateDocument } from '@podscene/core'
import { plural } from './problems-output.ts'

/** `template (aspect_ratio 1, 2 tracks, 5 layers)` or `scene (2 tracks, 5 layers)`. */
export function describeDocument(doc: TemplateDocument): string {
  const tracks = doc.scene.tracks ?? []
  const layers = tracks.reduce((sum, track) => sum + (track?.layers?.length ?? 0), 0)
  const counts = `${plural(tracks.length, 'track')}, ${plural(layers, 'layer')}`
  if (doc.kind === 'scene') return `scene (${counts})`
  const ratio = doc.document.aspect_ratio
  const ratioText = typeof ratio === 'number' ? `aspect_ratio ${ratio}` : 'no aspect_ratio'
  return `template (${ratioText}, ${counts})`
}
