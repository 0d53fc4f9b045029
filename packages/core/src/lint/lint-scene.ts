import type { TemplateDocument } from '../document/template-document.ts'
import { lintContext, WorkBudgetExceeded, type LintContext, type LintLayer } from './context.ts'
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
import type { LintCache, LintOptions, LintProblem } from './types.ts'

/** `too-complex`: the layer's checks ran out of their work budget; the rest were skipped. */
function reportTooComplex(ctx: LintContext, layer: LintLayer) {
  const span = layer.span ?? { start: 0, end: ctx.durationMs }
  ctx.report({
    path: layer.path,
    code: 'too-complex',
    message: `too complex to check fully: its checks stopped at the work limit of ${ctx.work.budget} steps (text wrapped at every sampled box size, states sampled per keyframe), so later problems of this layer may be missing: shorten its text or use fewer keyframes`,
    startMs: span.start,
    endMs: span.end,
  })
}

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

/** A cache for `lintScene(doc, {cache})`: re-linting an edited document checks changed layers only. */
export function createLintCache(): LintCache {
  return { layers: new WeakMap(), options: null }
}

const sameOptions = (a: LintOptions, b: LintOptions) =>
  a.measureText === b.measureText &&
  a.overflowTolerancePx === b.overflowTolerancePx &&
  a.subtitleGapMs === b.subtitleGapMs &&
  a.audioToleranceMs === b.audioToleranceMs &&
  a.minSlotCharacters === b.minSlotCharacters &&
  a.layerWorkBudget === b.layerWorkBudget &&
  String(a.ignore ?? []) === String(b.ignore ?? [])

/**
 * What a layer's problems depend on besides the layer object itself: where it is, the scene's
 * duration and canvas, when sound plays (subtitle gaps) and its audio file's length.
 */
function layerKey(ctx: LintContext, layer: LintLayer, sceneKey: string): string {
  const path = typeof layer.layer.path === 'string' ? layer.layer.path : ''
  const duration = ctx.media.get(path)?.durationMs
  return `${layer.path}|${layer.span?.start}-${layer.span?.end}|${duration}|${sceneKey}`
}

/**
 * Lints a template (or bare scene) across its whole duration: each problem has a path, a scene
 * time range [startMs, endMs), a stable code (LINT_CODES) and a message saying what to change.
 * Reads the scene through core's evaluation (compileScene / evaluateEntry) and semantics.
 * `missing-media` needs `options.media` (see lintSceneWithMedia). Never throws on odd documents.
 */
export function lintScene(doc: TemplateDocument, options: LintOptions = {}): LintProblem[] {
  const steps = lintSceneSteps(doc, options)
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

/**
 * `lintScene` one layer at a time: the generator yields after each layer, so a caller (the
 * editor's lint worker) can stop between layers when a newer document supersedes this one. With
 * `options.cache`, a layer object linted before in the same place and scene reuses its problems.
 */
export function* lintSceneSteps(
  doc: TemplateDocument,
  options: LintOptions = {},
): Generator<undefined, LintProblem[]> {
  const problems: LintProblem[] = []
  const ctx = lintContext(doc, options, problems)
  const cache = options.cache
  if (cache && !(cache.options && sameOptions(cache.options, options))) {
    cache.options = options
    cache.layers = new WeakMap()
  }
  checkAspectRatio(ctx)
  const sound = soundSpans(ctx)
  const canvas = ctx.canvas ? `${ctx.canvas.width}x${ctx.canvas.height}` : 'none'
  const sceneKey = `${ctx.durationMs}|${ctx.compiled.still}|${canvas}|${JSON.stringify(sound)}`
  for (const layer of ctx.layers) {
    const key = cache ? layerKey(ctx, layer, sceneKey) : ''
    const known = cache?.layers.get(layer.layer)
    if (known && known.key === key) {
      for (const p of known.problems) problems.push(p)
      continue
    }
    const before = problems.length
    ctx.work.left = ctx.work.budget
    try {
      checkKeyframes(ctx, layer)
      checkZeroSize(ctx, layer)
      checkOffCanvas(ctx, layer)
      checkTextOverflow(ctx, layer)
      checkWordOverlap(ctx, layer)
      checkSubtitleGap(ctx, layer, sound)
      checkAudioLength(ctx, layer)
    } catch (error) {
      if (!(error instanceof WorkBudgetExceeded)) throw error
      reportTooComplex(ctx, layer)
    }
    cache?.layers.set(layer.layer, { key, problems: problems.slice(before) })
    yield
  }
  checkMissingMedia(ctx)
  checkMissingFont(ctx)
  checkUnpersistedMedia(ctx)
  checkSlots(ctx)
  return problems.sort(documentOrder)
}
