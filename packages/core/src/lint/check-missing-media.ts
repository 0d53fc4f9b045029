import type { LintContext } from './context.ts'
import { mediaUrlsOf } from './media-urls.ts'
import { FONT_URL_FIELDS } from './check-missing-font.ts'

/** `missing-media`: a URL the media checker found not loading (only with `media` results). */
export function checkMissingMedia(ctx: LintContext): void {
  if (ctx.media.size === 0) return
  for (const media of mediaUrlsOf(ctx.doc)) {
    // Font files are check-missing-font's (`missing-font`).
    if (FONT_URL_FIELDS.some((field) => media.path.endsWith(`.${field}`))) continue
    const check = ctx.media.get(media.url)
    if (!check || check.ok) continue
    const layer = ctx.layers.find(
      (l) => l.trackIndex === media.trackIndex && l.layerIndex === media.layerIndex,
    )
    const span = layer?.span ?? { start: 0, end: ctx.durationMs }
    const shown = media.url.length > 100 ? `${media.url.slice(0, 100)}…` : media.url
    ctx.report({
      path: media.path,
      code: 'missing-media',
      message: `${shown} does not load (${check.reason ?? 'unknown reason'}): fix the URL or upload the file again`,
      startMs: span.start,
      endMs: span.end,
    })
  }
}
