import type { TemplateDocument } from '../document/template-document.ts'
import { formatPath, type PathSegment } from '../document/problem.ts'
import { compileScene, type CompiledScene, type DrawEntry } from '../evaluate/compile.ts'
import { canvasSizeOfDocument } from '../semantics/document-canvas.ts'
import { approximateMeasureText, type MeasureText } from '../text/text-font.ts'
import { locatedLayers, type LocatedLayer } from '../slots/layer-paths.ts'
import type { LintCode, LintOptions, LintProblem, MediaCheck } from './types.ts'

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
  report(problem: LintProblem): void
  /** A path below a layer, e.g. `at(layer, 'timeline', 'key_frames', 2)`. */
  at(layer: LintLayer, ...segments: PathSegment[]): string
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
    report(problem) {
      if (!ignored.has(problem.code)) problems.push(problem)
    },
    at: (layer, ...segments) => formatPath([...layer.segments, ...segments]),
  }
}
