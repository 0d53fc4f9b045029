import type Konva from 'konva'
import type { MediaCache } from '../media/media-cache.ts'
import { EDITOR_ONLY_NODE_NAME } from '../layers/editor-only.ts'

export interface ExportFrameOptions {
  /** Output pixels per stage pixel (default 1). */
  pixelRatio?: number
  /** Default `image/png`. */
  mimeType?: string
  /** For lossy types, 0–1. */
  quality?: number
  /** Part of the stage to export, in stage (screen) pixels; default the whole stage. */
  area?: { x: number; y: number; width: number; height: number }
  /** Cache whose non-CORS loads are named when the canvas turns out tainted. */
  mediaCache?: MediaCache
}

/** The frame could not be exported because media loaded without CORS taints the canvas. */
export class TaintedCanvasError extends Error {
  override name = 'TaintedCanvasError'
  constructor(readonly urls: string[]) {
    super(
      urls.length > 0
        ? `cannot export the frame: the canvas is tainted by media loaded without CORS: ${urls.join(', ')}`
        : 'cannot export the frame: the canvas is tainted by media loaded without CORS',
    )
  }
}

const OVERLAY_LAYER_NAME = 'podscene-overlay'

/** Renders the stage (overlay layers and editor-only nodes hidden) into a new canvas element. */
export function exportFrameCanvas(
  stage: Konva.Stage,
  options: ExportFrameOptions = {},
): HTMLCanvasElement {
  return withExportVisibility(stage, () =>
    stage.toCanvas({ ...options.area, pixelRatio: options.pixelRatio ?? 1 }),
  )
}

/** Runs `draw` with what an export leaves out (overlay layers, editor-only nodes) hidden. */
export function withExportVisibility<T>(stage: Konva.Stage, draw: () => T): T {
  const overlays = stage.getLayers().filter((layer) => layer.hasName(OVERLAY_LAYER_NAME))
  return whileHidden([...overlays, ...stage.find(`.${EDITOR_ONLY_NODE_NAME}`)], draw)
}

/**
 * Runs `draw` with the editor-only nodes under `container` hidden, as an export leaves them out
 * (the video frame source draws the content layer alone, through it).
 */
export function withEditorOnlyHidden<T>(container: Konva.Container, draw: () => T): T {
  return whileHidden(container.find(`.${EDITOR_ONLY_NODE_NAME}`), draw)
}

/** Runs `draw` with those of `nodes` that are visible hidden, then shows them again. */
function whileHidden<T>(nodes: Konva.Node[], draw: () => T): T {
  const hidden = nodes.filter((node) => node.visible())
  hidden.forEach((node) => node.visible(false))
  try {
    return draw()
  } finally {
    hidden.forEach((node) => node.visible(true))
  }
}

/** The current frame as a PNG (or `mimeType`) Blob. */
export function exportFramePng(
  stage: Konva.Stage,
  options: ExportFrameOptions = {},
): Promise<Blob> {
  const canvas = exportFrameCanvas(stage, options)
  return new Promise<Blob>((resolve, reject) => {
    try {
      canvas.toBlob(
        (blob) =>
          blob
            ? resolve(blob)
            : reject(new Error('cannot export the frame: the browser produced no image')),
        options.mimeType ?? 'image/png',
        options.quality,
      )
    } catch (error) {
      reject(explainExportError(error, stage, options.mediaCache))
    }
  })
}

/** The current frame as a data URL. */
export async function exportFrameDataUrl(
  stage: Konva.Stage,
  options: ExportFrameOptions = {},
): Promise<string> {
  return exportFrameDataUrlSync(stage, options)
}

/** The current frame as a data URL, synchronously (throws `TaintedCanvasError` when tainted). */
export function exportFrameDataUrlSync(
  stage: Konva.Stage,
  options: ExportFrameOptions = {},
): string {
  const canvas = exportFrameCanvas(stage, options)
  try {
    return canvas.toDataURL(options.mimeType ?? 'image/png', options.quality)
  } catch (error) {
    throw explainExportError(error, stage, options.mediaCache)
  }
}

function explainExportError(
  error: unknown,
  stage: Konva.Stage,
  cache: MediaCache | undefined,
): Error {
  if (!(error instanceof DOMException) || error.name !== 'SecurityError') {
    return error instanceof Error ? error : new Error(String(error))
  }
  return new TaintedCanvasError(taintingUrlsOnStage(stage, cache))
}

/** URLs of media drawn on the stage that were loaded without CORS from another origin. */
export function taintingUrlsOnStage(stage: Konva.Stage, cache?: MediaCache): string[] {
  const known = new Set(cache?.taintingUrls() ?? [])
  const urls = new Set<string>()
  for (const node of stage.find('Image') as Konva.Image[]) {
    if (!node.isVisible()) continue
    const media = node.image()
    if (!(media instanceof HTMLImageElement || media instanceof HTMLVideoElement)) continue
    const src = media.currentSrc || media.src
    const corsless = !media.crossOrigin && isCrossOrigin(src)
    const listed = [...known].find((url) => sameUrl(url, src))
    if (listed !== undefined) urls.add(listed)
    else if (corsless) urls.add(src)
  }
  return [...urls]
}

function isCrossOrigin(src: string): boolean {
  try {
    const url = new URL(src, location.href)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== location.origin
  } catch {
    return false
  }
}

function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a, location.href).href === new URL(b, location.href).href
  } catch {
    return a === b
  }
}
