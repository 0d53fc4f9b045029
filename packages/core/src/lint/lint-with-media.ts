import type { TemplateDocument } from '../document/template-document.ts'
import { lintScene } from './lint-scene.ts'
import { mediaUrlsOf } from './media-urls.ts'
import type { LintOptions, LintProblem, MediaCheck, MediaChecker } from './types.ts'

export interface MediaLintOptions extends LintOptions {
  /** Checks one URL; called once per distinct URL. */
  checkMedia: MediaChecker
  /** URLs checked at the same time. Default 8. */
  concurrency?: number
}

/** Checks every distinct media URL of the document, `concurrency` at a time. */
export async function checkMediaUrls(
  doc: TemplateDocument,
  checkMedia: MediaChecker,
  concurrency = 8,
): Promise<Map<string, MediaCheck>> {
  const urls = [...new Set(mediaUrlsOf(doc).map((m) => m.url))]
  const results = new Map<string, MediaCheck>()
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!
      try {
        results.set(url, await checkMedia(url))
      } catch (error) {
        results.set(url, {
          ok: false,
          reason: error instanceof Error ? error.message : String(error),
        })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, urls.length)) }, worker))
  return results
}

/** lintScene with `missing-media` (and file durations for `audio-shorter-than-scene`) from a checker. */
export async function lintSceneWithMedia(
  doc: TemplateDocument,
  options: MediaLintOptions,
): Promise<LintProblem[]> {
  const checked = await checkMediaUrls(doc, options.checkMedia, options.concurrency)
  const media = new Map([...(options.media ?? []), ...checked])
  return lintScene(doc, { ...options, media })
}
