import {
  BARE_SCENE_ASPECT_RATIO,
  canvasSizeForAspectRatio,
  type TemplateDocument,
  type VideoRenderRequest,
} from '@podscene/core'
import type { VideoSettings } from './video-options.ts'

/** The render page's request for one document (the filled one, in a batch). */
export function videoRequest(doc: TemplateDocument, settings: VideoSettings): VideoRenderRequest {
  const sceneColor = (doc.scene as { bg_color?: unknown }).bg_color
  return {
    document: doc.document,
    format: settings.format,
    fps: settings.fps,
    scale: settings.scale,
    ...(settings.fromMs === undefined ? {} : { fromMs: settings.fromMs }),
    ...(settings.toMs === undefined ? {} : { toMs: settings.toMs }),
    background:
      settings.background ??
      (typeof sceneColor === 'string' && sceneColor ? sceneColor : '#000000'),
    mediaTimeoutMs: settings.mediaTimeoutMs,
  }
}

/** The output size the page will use: the canvas times scale, rounded to even pixels. */
export function outputSize(
  doc: TemplateDocument,
  scale: number,
): { width: number; height: number } {
  const aspectRatio = doc.kind === 'template' ? (doc.document.aspect_ratio ?? null) : null
  const size = canvasSizeForAspectRatio(aspectRatio, BARE_SCENE_ASPECT_RATIO)
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2)
  return { width: even(size.width), height: even(size.height) }
}
