import { canvasOfDocument, type TemplateDocument } from '@podscene/core'

/**
 * The line every command prints (on stderr) when core's canvas rule guessed the canvas of
 * `file` (no `aspect_ratio`, or one docs/architecture.md §2 does not define); null when the file states it.
 */
export function assumedCanvasNote(file: string, doc: TemplateDocument): string | null {
  const canvas = canvasOfDocument(doc.document)
  if (canvas.assumed === null) return null
  const { ratio, width, height } = canvas.size
  const why =
    canvas.assumed === 'no-aspect-ratio'
      ? 'no aspect_ratio'
      : `aspect_ratio ${JSON.stringify(doc.document.aspect_ratio)} is not a known ratio`
  return `${file}: ${why}: canvas assumed ${ratio}, ${width}×${height}`
}
