import { isSessionOnlyUrl } from '../semantics/persisted-url.ts'
import { layerFontOf, fontSourceOf } from '../fonts/font-source.ts'
import type { LintContext } from './context.ts'
import { formatPath } from '../document/problem.ts'

/** Font fields of a layer: their problems are `missing-font`, not `missing-media`. */
export const FONT_URL_FIELDS = [
  'subtitle.font_family.url',
  'prop.textInfo.fontFileName',
  'prop.textConfig.fontFamily.url',
] as const

/**
 * `missing-font`: a text or subtitle layer whose font file can never load (not a URL of a font
 * nor a file of the font library), or whose URL the media checker found not loading. The layer
 * is drawn in a fallback face, so its text may look and wrap differently in the render.
 */
export function checkMissingFont(ctx: LintContext): void {
  for (const layer of ctx.layers) {
    const font = layerFontOf(layer.layer)
    // blob:, file:, filesystem: are unpersisted-media's (one problem, one fix: upload the file).
    if (!font || font.file === '' || isSessionOnlyUrl(font.file)) continue
    const source = fontSourceOf(font.family, font.file)
    const reason =
      source.kind === 'invalid'
        ? source.reason
        : source.kind === 'url' && ctx.media.get(source.url)?.ok === false
          ? (ctx.media.get(source.url)!.reason ?? 'unknown reason')
          : undefined
    if (reason === undefined) continue
    ctx.report({
      path: formatPath([...layer.segments, ...font.fileField.split('.')]),
      code: 'missing-font',
      message: `the font "${font.family}" does not load (${reason}): it is drawn in a fallback face; pick a library font or upload the file again`,
      startMs: layer.span?.start ?? 0,
      endMs: layer.span?.end ?? ctx.durationMs,
    })
  }
}
