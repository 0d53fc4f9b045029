import type { LintContext } from './context.ts'

/** Aspect ratios the image-template API saves (spec: 0 means 9:16, 1 means 16:9). */
export const SAVEABLE_ASPECT_RATIOS: readonly number[] = [0, 1]

/** `unsaveable-aspect-ratio`: a template whose aspect_ratio the API does not save. */
export function checkAspectRatio(ctx: LintContext): void {
  if (ctx.doc.kind !== 'template') return
  const ratio = ctx.doc.document.aspect_ratio
  if (typeof ratio !== 'number' || SAVEABLE_ASPECT_RATIOS.includes(ratio)) return
  ctx.report({
    path: 'aspect_ratio',
    code: 'unsaveable-aspect-ratio',
    message: `aspect_ratio ${ratio} cannot be saved as an image template (the API takes only 0 = 9:16 and 1 = 16:9): change it to 0 or 1 and lay the layers out for that canvas`,
    startMs: 0,
    endMs: ctx.durationMs,
  })
}
