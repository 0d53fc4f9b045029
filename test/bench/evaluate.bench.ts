// Evaluation of a 10,000-layer scene (8 animated properties × 16 keyframes each) against a loop
// calling Remotion's interpolate() on the same keyframe data with the same easing.
// Run: pnpm exec tsx test/bench/evaluate.bench.ts   (or `pnpm bench evaluate`)
import { performance } from 'node:perf_hooks'
import { Easing, interpolate } from 'remotion'
import { compileScene, evaluateScene } from '../../packages/core/src/index.ts'
import type { Keyframe, Layer, SceneContainer } from '../../packages/core/src/index.ts'

const LAYERS = 10_000
const TRACKS = 20
const KEYFRAMES = 16
const PROPS = ['x', 'y', 'w', 'h', 'r', 'alpha', 'scale', 'gauss'] as const
const SCENE_MS = 60_000
const EASING = 'ease-in-out'
const remotionEasing = Easing.bezier(0.42, 0, 0.58, 1)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)

let seed = 42
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31)

interface Series {
  start: number
  times: number[]
  values: Record<(typeof PROPS)[number], number[]>
}

function generate(): { scene: SceneContainer; series: Series[] } {
  const series: Series[] = []
  const tracks = Array.from({ length: TRACKS }, (_, t) => ({ index: t, key: `track-${t}`, layers: [] as Layer[] }))
  for (let i = 0; i < LAYERS; i++) {
    const start = Math.floor(random() * SCENE_MS * 0.5)
    const length = 5_000 + Math.floor(random() * (SCENE_MS - start - 5_000))
    const step = length / (KEYFRAMES - 1)
    const times = Array.from({ length: KEYFRAMES }, (_, k) => Math.round(k * step))
    const values = Object.fromEntries(
      PROPS.map((p) => [p, times.map(() => (p === 'alpha' ? random() : Math.round(random() * 1000)))]),
    ) as Series['values']
    const keyframes: Keyframe[] = times.map((timestamp, k) => ({
      timestamp,
      func: EASING,
      properties: Object.fromEntries(PROPS.map((p) => [p, values[p][k]])) as Keyframe['properties'],
    }))
    series.push({ start, times, values })
    tracks[i % TRACKS]!.layers.push({
      key: `layer-${i}`,
      type: 'image',
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      timeline: { start, end: start + length, key_frames: keyframes },
    })
  }
  return { scene: { tracks }, series }
}

function remotionLoop(series: Series[], t: number, out: Float64Array) {
  let o = 0
  for (const s of series) {
    const local = t - s.start
    for (const p of PROPS) {
      out[o++] = interpolate(local, s.times, s.values[p], {
        easing: remotionEasing,
        extrapolateLeft: 'clamp',
        extrapolateRight: 'clamp',
      })
    }
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

function time(run: (i: number) => void, runs: number): number {
  for (let i = 0; i < 20; i++) run(i) // warm-up
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    run(i)
    samples.push(performance.now() - t0)
  }
  return median(samples)
}

const { scene, series } = generate()
const t0 = performance.now()
const compiled = compileScene(scene)
const compileMs = performance.now() - t0
const edited: SceneContainer = {
  tracks: scene.tracks!.map((track, i) =>
    i === 0 ? { ...track, layers: track.layers!.map((l, j) => (j === 0 ? { ...l, x: 5 } : l)) } : track,
  ),
}
const t1 = performance.now()
compileScene(edited, compiled)
const recompileMs = performance.now() - t1

// Same values from both? (alpha is clamped by us, so compare the other 7 properties.)
const check = new Float64Array(LAYERS * PROPS.length)
let maxDiff = 0
for (const t of [1234, 17_000, 45_678]) {
  remotionLoop(series, t, check)
  const byKey = new Map(evaluateScene(compiled, t).map((l) => [l.key, l]))
  series.forEach((_, i) => {
    const l = byKey.get(`layer-${i}`)!
    const ours = [l.x, l.y, l.w, l.h, l.r, l.alpha, l.scale, l.blur]
    PROPS.forEach((p, j) => {
      if (p !== 'alpha') maxDiff = Math.max(maxDiff, Math.abs(ours[j]! - check[i * PROPS.length + j]!))
    })
  })
}

const randomTimes = Array.from({ length: RUNS + 20 }, () => random() * SCENE_MS)
const sequentialTime = (i: number) => 10_000 + i * 16
let sink = 0

const oursRandom = time((i) => (sink += evaluateScene(compiled, randomTimes[i % randomTimes.length]!).length), RUNS)
const oursSequential = time((i) => (sink += evaluateScene(compiled, sequentialTime(i)).length), RUNS)
const remotionRuns = Math.max(20, Math.floor(RUNS / 4))
const remotionRandom = time((i) => remotionLoop(series, randomTimes[i % randomTimes.length]!, check), remotionRuns)
const remotionSequential = time((i) => remotionLoop(series, sequentialTime(i), check), remotionRuns)
const oursVisible = time(
  (i) => (sink += evaluateScene(compiled, sequentialTime(i), { visibleOnly: true }).length),
  RUNS,
)

const fmt = (ms: number) => ms.toFixed(3).padStart(8)
console.log(`scene: ${LAYERS} layers × ${PROPS.length} animated properties × ${KEYFRAMES} keyframes, easing ${EASING}`)
console.log(`compileScene: ${compileMs.toFixed(1)} ms; recompile after one layer edit: ${recompileMs.toFixed(2)} ms`)
console.log(`max |ours − remotion| over 3 instants (7 props): ${maxDiff.toExponential(2)}`)
console.log(`median ms over ${RUNS} runs (Remotion: ${remotionRuns})   podscene   remotion loop   ratio`)
console.log(`  random t      ${fmt(oursRandom)}   ${fmt(remotionRandom)}   ${(remotionRandom / oursRandom).toFixed(1)}×  (target ≤ 4 ms, ≥ 3×)`)
console.log(`  sequential t  ${fmt(oursSequential)}   ${fmt(remotionSequential)}   ${(remotionSequential / oursSequential).toFixed(1)}×  (target ≤ 1 ms, ≥ 3×)`)
console.log(`  sequential t, visibleOnly ${fmt(oursVisible)}`)
if (sink < 0) console.log(sink)
