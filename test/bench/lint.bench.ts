// lintScene over a generated 2,000-layer, 60 s template with a few planted overflows
// (issue 18 target: ≤ 1 s in Node).
// Run: pnpm bench lint  (or: pnpm exec tsx test/bench/lint.bench.ts). Prints figures, asserts nothing.
import {
  createLayer,
  createTemplate,
  createTrack,
  lintScene,
  parseTemplateDocument,
  type Layer,
} from '@podscene/core'

const TRACKS = 20
const LAYERS_PER_TRACK = 100
const DURATION_MS = 60_000
const WARMUP = 3
const RUNS = 11

const KINDS = ['image', 'text', 'subtitle', 'shape', 'video', 'color', 'waveform', 'audio'] as const

/** Every 200th layer (a text) is planted with a text too long for its box. */
const LONG = 'A headline that goes on and on, far longer than any box of this size could ever show'

/** Words of a subtitle covering [start, end) ending a line every 4 words. */
function wordsBetween(start: number, end: number) {
  const words = []
  for (let t = start, i = 0; t + 300 <= end; t += 320, i++) {
    words.push({
      text: `word${i}`,
      start: t,
      end: t + 300,
      ...(i % 4 === 3 ? { break: '\n' } : {}),
    })
  }
  return words
}

/** A realistic layer: geometry, a timeline inside 60 s, keyframes on most, kind props. */
function generatedLayer(i: number): Layer {
  const kind = KINDS[i % KINDS.length]!
  const start = (i * 97) % 50_000
  const end = Math.min(DURATION_MS, start + 4000 + ((i * 31) % 8000))
  const animated = i % 3 !== 0
  return createLayer(kind, {
    key: `layer-${i}`,
    x: (i * 37) % 1700,
    y: (i * 53) % 900,
    path:
      kind === 'image' || kind === 'video' || kind === 'audio'
        ? `https://cdn.example.com/m/${i}`
        : undefined,
    timeline: {
      start,
      end,
      ...(animated
        ? {
            key_frames: [
              { timestamp: 0, func: 'ease-in-out', properties: { x: 0, alpha: 0, scale: 0.8 } },
              { timestamp: 1000, func: 'linear', properties: { x: 600, alpha: 1, scale: 1 } },
              { timestamp: 3000, func: 'ease', properties: { x: 300, y: 200 } },
            ],
          }
        : {}),
    },
    ...(kind === 'text'
      ? {
          prop: {
            textInfo: {
              content: i % 200 === 1 ? LONG : `Headline ${i} in a few words`,
              fontSize: 48,
            },
          },
        }
      : {}),
    ...(kind === 'subtitle'
      ? { subtitle: { text: '', line_size: 24, word_seq: wordsBetween(start, end) } }
      : {}),
    ...(kind === 'audio' ? { prop: { clip: { start: 0, end: end - start } } } : {}),
    ...(i % 50 === 0 ? { api_template_meta: { replace_key: `slot-${i}` } } : {}),
  })
}

function generatedTemplate() {
  const tracks = Array.from({ length: TRACKS }, (_, t) =>
    createTrack({
      index: t,
      key: `track-${t}`,
      layers: Array.from({ length: LAYERS_PER_TRACK }, (_, l) =>
        generatedLayer(t * LAYERS_PER_TRACK + l),
      ),
    }),
  )
  return JSON.parse(JSON.stringify(createTemplate(1, tracks))) as unknown
}

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
