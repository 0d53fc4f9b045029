// lintScene over a generated 2,000-layer, 60 s template with a few planted overflows
// (issue 18 target: ≤ 1 s in Node).
// Run: pnpm bench lint  (or: pnpm exec tsx test/bench/lint.bench.ts). Prints figures, asserts nothing.
import { lintScene, parseTemplateDocument } from '@podscene/core'
import { generatedTemplate, TRACKS } from './lint-template.ts'

const WARMUP = 3
const RUNS = 11

function parsed(value: unknown) {
  const result = parseTemplateDocument(value)
  if (!result.ok) throw new Error(`generated template is invalid: ${result.problems[0]?.message}`)
  return result.value
}

const value = generatedTemplate()
// Fresh objects per run: core caches each layer's compilation by object, so a lint of the same
// objects again (as in an editor after a small edit) skips compiling; "cold" measures both.
const copies = Array.from({ length: WARMUP + RUNS }, () => parsed(structuredClone(value)))
const warmDoc = parsed(value)

const cold: number[] = []
const warm: number[] = []
let problems: ReturnType<typeof lintScene> = []
for (let i = 0; i < WARMUP + RUNS; i++) {
  let start = performance.now()
  problems = lintScene(copies[i]!)
  const coldTime = performance.now() - start
  start = performance.now()
  lintScene(warmDoc)
  const warmTime = performance.now() - start
  if (i >= WARMUP) {
    cold.push(coldTime)
    warm.push(warmTime)
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
const doc = copies[0]!
const layers = (doc.scene.tracks ?? []).reduce((n, t) => n + (t.layers?.length ?? 0), 0)
const byCode = new Map<string, number>()
for (const p of problems) byCode.set(p.code, (byCode.get(p.code) ?? 0) + 1)
const counts = [...byCode].map(([code, n]) => `${code} ${n}`).join(', ')
console.log(
  `template: ${layers} layers in ${TRACKS} tracks, 60 s; ${problems.length} problems (${counts})`,
)
console.log(`median of ${RUNS} runs after ${WARMUP} warm-up runs`)
console.log(
  `lintScene, fresh objects (compiles every layer)  ${median(cold).toFixed(1).padStart(8)} ms`,
)
console.log(
  `lintScene, same objects (compilation cached)     ${median(warm).toFixed(1).padStart(8)} ms`,
)
const verdict = median(cold) <= 1000 ? 'met' : 'NOT met'
console.log(
  `target: lint of 2,000 layers / 60 s ≤ 1000 ms: ${verdict} (${median(cold).toFixed(1)} ms)`,
)
