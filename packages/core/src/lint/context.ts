import type { TemplateDocument } from '../document/template-document.ts'
import { formatPath, type PathSegment } from '../document/problem.ts'
import { compileScene, type CompiledScene, type DrawEntry } from '../evaluate/compile.ts'
import { canvasSizeOfDocument } from '../semantics/document-canvas.ts'
import { approximateMeasureText, type MeasureText } from '../text/text-font.ts'
import { locatedLayers, type LocatedLayer } from '../slots/layer-paths.ts'
import {
  DEFAULT_LAYER_WORK_BUDGET,
  type LintCode,
  type LintOptions,
  type LintProblem,
  type MediaCheck,
} from './types.ts'

/** A layer being linted: where it is, its compiled entry and the span in which it shows. */
export interface LintLayer extends LocatedLayer {
  path: string
  entry: DrawEntry
  /** Scene ms [start, end) in which it is visible; [0, 0] in a still; null when never. */
  span: { start: number; end: number } | null
}

export interface LintContext {
  doc: TemplateDocument
  compiled: CompiledScene
  durationMs: number
  /** The document's canvas (`canvasSizeOfDocument`: 16:9 when it states no known ratio). */
  canvas: { width: number; height: number }
  measure: MeasureText
  tolerancePx: number
  subtitleGapMs: number
  audioToleranceMs: number
  minSlotCharacters: number
  media: ReadonlyMap<string, MediaCheck>
  layers: LintLayer[]
  /** Work left for the layer being checked (see LintOptions.layerWorkBudget). */
  work: { left: number; budget: number }
  /** Counts `units` of work against the layer's budget; throws WorkBudgetExceeded past it. */
  spend(units: number): void
  report(problem: LintProblem): void
  /** A path below a layer, e.g. `at(layer, 'timeline', 'key_frames', 2)`. */
  at(layer: LintLayer, ...segments: PathSegment[]): string
}

/** Thrown by `spend` when a layer's checks run out of budget (caught per layer by lintScene). */
export class WorkBudgetExceeded extends Error {
  constructor(readonly budget: number) {
    super(`lint work budget of ${budget} exceeded`)
  }
}

function spanOf(scene: CompiledScene, entry: DrawEntry): LintLayer['span'] {
  if (scene.still) return { start: 0, end: 0 }
  const end = entry.end ?? scene.durationMs
  return end > entry.start ? { start: entry.start, end } : null
}

export function lintContext(
  doc: TemplateDocument,
  options: LintOptions,
  problems: LintProblem[],
): LintContext {
  const compiled = compileScene(doc.scene)
  const ignored = new Set<LintCode>(options.ignore ?? [])
  const layers = locatedLayers(doc).flatMap((located): LintLayer[] => {
    const entry = compiled.tracks[located.trackIndex]?.entries[located.layerIndex]
    if (!entry) return []
    return [
      { ...located, path: formatPath(located.segments), entry, span: spanOf(compiled, entry) },
    ]
  })
  const budget = options.layerWorkBudget ?? DEFAULT_LAYER_WORK_BUDGET
  const work = { left: budget, budget }
  return {
    doc,
    compiled,
    durationMs: compiled.durationMs,
    canvas: options.canvas ?? canvasSizeOfDocument(doc.document),
    measure: options.measureText ?? approximateMeasureText,
    tolerancePx: options.overflowTolerancePx ?? 2,
    subtitleGapMs: options.subtitleGapMs ?? 2000,
    audioToleranceMs: options.audioToleranceMs ?? 100,
    minSlotCharacters: options.minSlotCharacters ?? 1,
    media: options.media ?? new Map(),
    layers,
    work,
    spend(units) {
      work.left -= units
      if (work.left < 0) throw new WorkBudgetExceeded(work.budget)
    },
    report(problem) {
      if (!ignored.has(problem.code)) problems.push(problem)
    },
    at: (layer, ...segments) => formatPath([...layer.segments, ...segments]),
  }
}
