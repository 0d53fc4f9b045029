import type { Layer } from '../../src/schema/index.ts'
import { parseTemplateDocument, type TemplateDocument } from '../../src/document/index.ts'
import { lintScene, type LintOptions, type LintProblem } from '../../src/lint/index.ts'

/** A parsed template `{aspect_ratio, scene: {tracks: [{layers}]}}` (16:9 unless given). */
export function templateOf(layers: Layer[], aspectRatio: number = 1): TemplateDocument {
  const parsed = parseTemplateDocument({
    aspect_ratio: aspectRatio,
    scene: { tracks: [{ index: 0, key: 't0', layers }] },
  })
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.path}: ${p.message}`).join('\n'))
  return parsed.value
}

/** `<path> @ <start>-<end>: <code>` of each problem, for compact assertions. */
export function summary(problems: readonly LintProblem[]): string[] {
  return problems.map((p) => `${p.path} @ ${p.startMs}-${p.endMs}: ${p.code}`)
}

export function lintLayers(layers: Layer[], options?: LintOptions, aspectRatio?: number): string[] {
  return summary(lintScene(templateOf(layers, aspectRatio), options))
}

export const image = (over: Layer = {}): Layer => ({
  key: 'img',
  type: 'image',
  x: 100,
  y: 100,
  w: 400,
  h: 300,
  path: 'https://cdn.example.com/a.png',
  timeline: { start: 0, end: 5000 },
  ...over,
})

export const text = (content: string, over: Layer = {}): Layer => ({
  key: 'txt',
  type: 'text',
  x: 100,
  y: 100,
  w: 600,
  h: 120,
  timeline: { start: 0, end: 5000 },
  prop: { textInfo: { content, fontSize: 48 } },
  ...over,
})

export const words = (...spec: [string, number, number][]) =>
  spec.map(([text, start, end]) => ({ text, start, end }))

export const subtitle = (spec: [string, number, number][], over: Layer = {}): Layer => ({
  key: 'sub',
  type: 'subtitle',
  x: 100,
  y: 800,
  w: 1600,
  h: 120,
  timeline: { start: 0, end: 0 },
  subtitle: { line_size: 30, word_seq: words(...spec) },
  ...over,
})
