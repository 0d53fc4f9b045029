import { unpersistedUrlReason } from '../semantics/persisted-url.ts'
import type { LintContext } from './context.ts'
import { mediaUrlValuesOf } from './media-urls.ts'

/**
 * `unpersisted-media`: a media or font URL that would not load from a saved template — `blob:`,
 * `file:` or `filesystem:` (they live in one browser only), or a `data:` URL over 64 KiB.
 */
export function checkUnpersistedMedia(ctx: LintContext): void {
  for (const media of mediaUrlValuesOf(ctx.doc)) {
    const reason = unpersistedUrlReason(media.url)
    if (!reason) continue
    const layer = ctx.layers.find(
      (l) => l.trackIndex === media.trackIndex && l.layerIndex === media.layerIndex,
    )
    const span = layer?.span ?? { start: 0, end: ctx.durationMs }
    const shown = media.url.length > 60 ? `${media.url.slice(0, 60)}…` : media.url
    ctx.report({
      path: media.path,
      code: 'unpersisted-media',
      message: `${shown} will not load from a saved template: ${reason}`,
      startMs: span.start,
      endMs: span.end,
    })
  }
}
