import type { TemplateDocument } from '../document/template-document.ts'
import { lintContext } from './context.ts'
import { checkAspectRatio } from './check-aspect-ratio.ts'
import { checkAudioLength } from './check-audio-length.ts'
import { checkKeyframes } from './check-keyframes.ts'
import { checkMissingMedia } from './check-missing-media.ts'
import { checkMissingFont } from './check-missing-font.ts'
import { checkUnpersistedMedia } from './check-unpersisted-media.ts'
import { checkOffCanvas } from './check-off-canvas.ts'
import { checkSlots } from './check-slots.ts'
import { checkSubtitleGap } from './check-subtitle-gap.ts'
import { checkTextOverflow } from './check-text-overflow.ts'
import { checkWordOverlap } from './check-word-overlap.ts'
import { checkZeroSize } from './check-zero-size.ts'
import { soundSpans } from './sound-spans.ts'
import type { LintOptions, LintProblem } from './types.ts'

const documentOrder = (a: LintProblem, b: LintProblem) =>
  comparePaths(a.path, b.path) || a.startMs - b.startMs || a.code.localeCompare(b.code)

/** Compares formatted paths segment by segment, numbers as numbers (`[2]` before `[10]`). */
function comparePaths(a: string, b: string): number {
  const split = (p: string) => p.split(/[.[\]]+/).filter(Boolean)
  const x = split(a)
  const y = split(b)
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i]!
    const q = y[i]!
    if (p === q) continue
    const m = Number(p)
    const n = Number(q)
    if (Number.isInteger(m) && Number.isInteger(n)) return m - n
    return p < q ? -1 : 1
  }
  return x.length - y.length
}

/**
 * Lints a template (or bare scene) across its whole duration: each problem has a path, a scene
 * time range [startMs, endMs), a stable code (LINT_CODES) and a message saying what to change.
 * Reads the scene through core's evaluation (compileScene / evaluateEntry) and semantics.
 * `missing-media` needs `options.media` (see lintSceneWithMedia). Never throws on odd documents.
 */
export function lintScene(doc: TemplateDocument, options: LintOptions = {}): LintProblem[] {
  const problems: LintProblem[] = []
  const ctx = lintContext(doc, options, problems)
  checkAspectRatio(ctx)
  const sound = soundSpans(ctx)
  for (const layer of ctx.layers) {
    checkKeyframes(ctx, layer)
    checkZeroSize(ctx, layer)
    checkOffCanvas(ctx, layer)
    checkTextOverflow(ctx, layer)
    checkWordOverlap(ctx, layer)
    checkSubtitleGap(ctx, layer, sound)
    checkAudioLength(ctx, layer)
  }
  checkMissingMedia(ctx)
  checkMissingFont(ctx)
  checkUnpersistedMedia(ctx)
  checkSlots(ctx)
  return problems.sort(documentOrder)
}
