// Parse + validate + serialize of a generated 10,000-layer scene, side by side with a
// JSON.parse(JSON.stringify(x)) baseline. Run: pnpm bench parse  (or: pnpm exec tsx test/bench/parse.bench.ts)
import {
  createLayer,
  createTemplate,
  createTrack,
  parseTemplateDocument,
  parseTemplateText,
  serialize,
} from '@podscene/core'

const TRACKS = 100
const LAYERS_PER_TRACK = 100
const WARMUP = 10
const RUNS = 30

const KINDS = [
  'image',
  'video',
  'text',
  'subtitle',
  'shape',
  'waveform',
  'person',
  'color',
] as const

/** A realistic layer: geometry, a timeline with keyframes and a transition, kind props, an unknown field. */
function generatedLayer(i: number) {
  const kind = KINDS[i % KINDS.length] as (typeof KINDS)[number]
  return createLayer(kind, {
    key: `layer-${i}`,
    x: (i * 37) % 1920,
    y: (i * 53) % 1080,
    path:
      kind === 'image' || kind === 'video' ? `https://cdn.example.com/media/${i}.jpg` : undefined,
    crop: { x: 0, y: 0, w: 1, h: 1 },
    timeline: {
      start: i * 10,
      end: i * 10 + 5000,
      cross: { in: ['fade'], in_time: 300, out: ['slide-left'], out_time: 300 },
      key_frames: [
        { timestamp: 0, func: 'ease-in-out', properties: { x: 0, y: 0, alpha: 0, scale: 0.8 } },
        { timestamp: 1000, func: 'linear', properties: { x: 100, y: 50, alpha: 1, scale: 1 } },
      ],
    },
    ...(kind === 'subtitle'
      ? {
          subtitle: {
            text: 'hello podcast world',
            line_size: 16,
            word_seq: ['hello', 'podcast', 'world'].map((text, w) => ({
              text,
              start: w * 300,
              end: (w + 1) * 300,
            })),
          },
        }
      : {}),
    partner_extension: { id: i, tags: ['a', 'b'], nested: { flag: i % 2 === 0 } },
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
  // A JSON round trip gives the plain objects a parser would produce.
  return JSON.parse(JSON.stringify(createTemplate(1, tracks))) as unknown
}

/**
 * Median ms of each candidate. Runs are interleaved (one run of every candidate per round) so
 * that load from other processes hits all of them alike and the ratios stay meaningful.
 */
function medians<K extends string>(candidates: Record<K, () => void>): Record<K, number> {
  const names = Object.keys(candidates) as K[]
  for (let i = 0; i < WARMUP; i++) for (const name of names) candidates[name]()
  const times = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<K, number[]>
  for (let i = 0; i < RUNS; i++) {
    for (const name of names) {
      const start = performance.now()
      candidates[name]()
      times[name].push(performance.now() - start)
    }
  }
  const median = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b)
    return (sorted[Math.floor(RUNS / 2) - 1]! + sorted[Math.floor(RUNS / 2)]!) / 2
  }
  return Object.fromEntries(names.map((n) => [n, median(times[n])])) as Record<K, number>
}

function mustParse(value: unknown) {
  const result = parseTemplateDocument(value)
  if (!result.ok) throw new Error(`generated scene is invalid: ${result.problems[0]?.message}`)
  return result.value
}

const value = generatedTemplate()
const text = JSON.stringify(value)
const parsed = mustParse(value)
const layerCount = (parsed.scene.tracks ?? []).reduce((n, t) => n + (t.layers?.length ?? 0), 0)

const figures = medians({
  baseline: () => JSON.parse(JSON.stringify(value)),
  parseValidate: () => mustParse(value),
  serialize: () => serialize(parsed.document),
  parseValidateSerialize: () => serialize(mustParse(value).document),
  parseValidateSerializeCompact: () => serialize(mustParse(value).document, { indent: 0 }),
  fromText: () => {
    const r = parseTemplateText(text)
    if (!r.ok) throw new Error('invalid')
  },
  jsonParseOnly: () => JSON.parse(text),
})

const rows: [string, number][] = [
  ['baseline JSON.parse(JSON.stringify(x))', figures.baseline],
  ['parse + validate (parseTemplateDocument)', figures.parseValidate],
  ['serialize, 2-space (what `format` writes)', figures.serialize],
  ['parse + validate + serialize, 2-space', figures.parseValidateSerialize],
  ['parse + validate + serialize, compact', figures.parseValidateSerializeCompact],
  ['from text: parseTemplateText', figures.fromText],
  ['  of which JSON.parse alone', figures.jsonParseOnly],
]
const mib = (text.length / 1024 / 1024).toFixed(1)
console.log(`scene: ${layerCount} layers in ${TRACKS} tracks, ${mib} MiB of JSON`)
console.log(`median of ${RUNS} runs after ${WARMUP} warm-up runs; ratio = time / baseline`)
for (const [label, time] of rows) {
  const ratio = (time / figures.baseline).toFixed(2)
  console.log(`${label.padEnd(44)}${time.toFixed(1).padStart(8)} ms  ${ratio.padStart(5)}×`)
}
const verdict = figures.parseValidate <= 50 ? 'met' : 'NOT met'
console.log(
  `target: parse + validate ≤ 50 ms median: ${verdict} (${figures.parseValidate.toFixed(1)} ms)`,
)
