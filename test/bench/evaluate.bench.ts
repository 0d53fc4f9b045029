// Evaluation of a 10,000-layer scene (8 animated properties × 16 keyframes each) against a loop
// calling Remotion's interpolate() on the same keyframe data with the same easing.
// Run: pnpm exec tsx test/bench/evaluate.bench.ts   (or `pnpm bench evaluate`)
import { cpus, loadavg } from 'node:os'
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { Easing, interpolate } from 'remotion'
import { compileScene, evaluateScene } from '@podscene/core'
import type { Keyframe, Layer, SceneContainer } from '@podscene/core'

const LAYERS = 10_000
const TRACKS = 20
const KEYFRAMES = 16
const PROPS = ['x', 'y', 'w', 'h', 'r', 'alpha', 'scale', 'gauss'] as const
const SCENE_MS = 60_000
const EASING = 'ease-in-out'
const remotionEasing = Easing.bezier(0.42, 0, 0.58, 1)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)

let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31

interface Series {
  start: number
  times: number[]
  values: Record<(typeof PROPS)[number], number[]>
}

/**
 * `staggered`: layers start at random times in the first half of the scene and run to random
 * ends, keyframes spread over each span (some layers have not started or have finished at a
 * given t). `all-animating`: every layer animates over the whole scene (worst case).
 */
function generate(mode: 'staggered' | 'all-animating'): {
  scene: SceneContainer
  series: Series[]
} {
  const series: Series[] = []
  const tracks = Array.from({ length: TRACKS }, (_, t) => ({
    index: t,
    key: `track-${t}`,
    layers: [] as Layer[],
  }))
  for (let i = 0; i < LAYERS; i++) {
    const start = mode === 'staggered' ? Math.floor(random() * SCENE_MS * 0.5) : 0
    const length =
      mode === 'staggered' ? 5_000 + Math.floor(random() * (SCENE_MS - start - 5_000)) : SCENE_MS
    const step = length / (KEYFRAMES - 1)
    const times = Array.from({ length: KEYFRAMES }, (_, k) => Math.round(k * step))
    const values = Object.fromEntries(
      PROPS.map((p) => [
        p,
        times.map(() => (p === 'alpha' ? random() : Math.round(random() * 1000))),
      ]),
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

interface Timing {
  wall: number
  cpu: number
  /** 10th and 90th percentile wall ms: the spread, and the frames that include a scavenge. */
  p10: number
  p90: number
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

/** Median wall-clock and median process CPU ms of `run` (CPU time is less disturbed by other load). */
function time(run: (i: number) => void, runs: number): Timing {
  for (let i = 0; i < 20; i++) run(i) // warm-up
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    run(i)
    wall.push(performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu.push((c.user + c.system) / 1000)
  }
  const sorted = [...wall].sort((a, b) => a - b)
  return {
    wall: median(wall),
    cpu: median(cpu),
    p10: percentile(sorted, 0.1),
    p90: percentile(sorted, 0.9),
  }
}

const fmt = (t: Timing) => `${t.wall.toFixed(3).padStart(7)} (${t.cpu.toFixed(2).padStart(6)})`
const spread = (t: Timing) => `${t.p10.toFixed(3)} / ${t.p90.toFixed(3)}`
const ratio = (ours: Timing, theirs: Timing) =>
  `${(theirs.wall / ours.wall).toFixed(1).padStart(5)}× (${(theirs.cpu / ours.cpu).toFixed(1)}×)`
let sink = 0

function benchScene(mode: 'staggered' | 'all-animating') {
  const { scene, series } = generate(mode)
  const t0 = performance.now()
  const compiled = compileScene(scene)
  const compileMs = performance.now() - t0
  // One-layer edits as immer would make them (only the edited layer and its track are new).
  const recompiles: number[] = []
  for (let e = 0; e < 15; e++) {
    const edited: SceneContainer = {
      tracks: scene.tracks!.map((track, i) =>
        i === e % TRACKS
          ? { ...track, layers: track.layers!.map((l, j) => (j === e ? { ...l, x: e } : l)) }
          : track,
      ),
    }
    const t1 = performance.now()
    compileScene(edited, compiled)
    recompiles.push(performance.now() - t1)
  }
  const recompileMs = median(recompiles)

  // Same values from both? (alpha is clamped by us, so compare the other 7 properties.)
  const check = new Float64Array(LAYERS * PROPS.length)
  let maxDiff = 0
  for (const t of [1234, 17_000, 45_678]) {
    remotionLoop(series, t, check)
    const byKey = new Map(evaluateScene(compileScene(scene), t).map((l) => [l.key, l]))
    series.forEach((_, i) => {
      const l = byKey.get(`layer-${i}`)!
      const ours = [l.x, l.y, l.w, l.h, l.r, l.alpha, l.scale, l.blur]
      PROPS.forEach((p, j) => {
        if (p !== 'alpha')
          maxDiff = Math.max(maxDiff, Math.abs(ours[j]! - check[i * PROPS.length + j]!))
      })
    })
  }

  const randomTimes = Array.from({ length: RUNS + 20 }, () => random() * SCENE_MS)
  const sequentialTime = (i: number) => 10_000 + i * 16
  const animatingAt = (t: number) =>
    series.filter((s) => t >= s.start + s.times[0]! && t < s.start + s.times[KEYFRAMES - 1]!).length
  const animatingRandom = median(randomTimes.map(animatingAt))
  const animatingSequential = animatingAt(sequentialTime(RUNS / 2))

  const oursRandom = time((i) => (sink += evaluateScene(compiled, randomTimes[i]!).length), RUNS)
  const oursSequential = time(
    (i) => (sink += evaluateScene(compiled, sequentialTime(i)).length),
    RUNS,
  )
  const remotionRuns = Math.max(20, Math.floor(RUNS / 4))
  const remotionRandom = time((i) => remotionLoop(series, randomTimes[i]!, check), remotionRuns)
  const remotionSequential = time(
    (i) => remotionLoop(series, sequentialTime(i), check),
    remotionRuns,
  )

  return {
    mode,
    compileMs,
    recompileMs,
    maxDiff,
    animatingRandom,
    animatingSequential,
    oursRandom,
    oursSequential,
    remotionRandom,
    remotionSequential,
  }
}

type SceneResult = ReturnType<typeof benchScene>

/** The median over forks of one timing (wall, cpu, p10, p90 each taken separately). */
function acrossForks(timings: Timing[]): Timing {
  const pick = (key: keyof Timing) => median(timings.map((t) => t[key]))
  return { wall: pick('wall'), cpu: pick('cpu'), p10: pick('p10'), p90: pick('p90') }
}

function report(forks: SceneResult[]) {
  const first = forks[0]!
  const of = (key: 'oursRandom' | 'oursSequential' | 'remotionRandom' | 'remotionSequential') =>
    acrossForks(forks.map((f) => f[key]))
  const perFork = (key: 'oursRandom' | 'oursSequential') =>
    forks.map((f) => f[key].wall.toFixed(3)).join(', ')
  const [oursRandom, oursSequential] = [of('oursRandom'), of('oursSequential')]
  const [remotionRandom, remotionSequential] = [of('remotionRandom'), of('remotionSequential')]
  console.log(
    `\n[${first.mode}] ${LAYERS} layers × ${PROPS.length} animated properties × ${KEYFRAMES} keyframes, easing ${EASING}`,
  )
  console.log(
    `  compileScene ${median(forks.map((f) => f.compileMs)).toFixed(1)} ms; recompile after a one-layer edit (median of 15) ${median(forks.map((f) => f.recompileMs)).toFixed(2)} ms`,
  )
  console.log(
    `  max |podscene − remotion| (7 props, 3 instants): ${Math.max(...forks.map((f) => f.maxDiff)).toExponential(2)}`,
  )
  console.log(
    `  layers inside their keyframe range: random t median ${first.animatingRandom}, sequential ${first.animatingSequential}`,
  )
  console.log(`  median ms wall (cpu)   podscene            remotion loop        ratio`)
  console.log(
    `  random t             ${fmt(oursRandom)}    ${fmt(remotionRandom)}    ${ratio(oursRandom, remotionRandom)}`,
  )
  console.log(
    `  sequential +16 ms    ${fmt(oursSequential)}    ${fmt(remotionSequential)}    ${ratio(oursSequential, remotionSequential)}`,
  )
  console.log(
    `  podscene frame times p10 / p90 ms: random ${spread(oursRandom)}, sequential ${spread(oursSequential)}`,
  )
  console.log(
    `  podscene median of each fork: random ${perFork('oursRandom')}; sequential ${perFork('oursSequential')}`,
  )
}

/** A fixed workload to put the figures in context on a shared machine: 10k 21-field objects. */
function calibration(): Timing {
  const out = new Array<object>(LAYERS)
  return time((i) => {
    for (let j = 0; j < LAYERS; j++) {
      out[j] = {
        a: i,
        b: j,
        c: 'c',
        d: 'd',
        e: true,
        f: 1,
        g: 2,
        h: 3,
        k: 4,
        l: 5,
        m: 6,
        n: 7,
        o: 8,
        p: 9,
        q: 'q',
        r: null,
        s: out,
        t: null,
        u: undefined,
        v: out,
        w: j,
      }
    }
    sink += out.length
  }, RUNS)
}

/**
 * Each fork is a fresh process that measures everything once (JIT decisions and memory layout
 * differ from process to process, so one process can be off as a whole); the parent prints the
 * median over forks and every fork's median.
 */
const FORKS = Math.max(1, Number(process.env.BENCH_FORKS ?? 3))

if (process.env.PODSCENE_BENCH_FORK) {
  const result = {
    calibration: calibration(),
    scenes: [benchScene('staggered'), benchScene('all-animating')],
  }
  if (sink < 0) console.error(sink)
  process.stdout.write(JSON.stringify(result))
} else {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} CPUs; ${FORKS} forks (fresh processes, BENCH_FORKS)`,
  )
  const forks: { calibration: Timing; scenes: SceneResult[] }[] = []
  for (let f = 0; f < FORKS; f++) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], {
      env: { ...process.env, PODSCENE_BENCH_FORK: '1' },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    })
    if (child.status !== 0) {
      console.error(`fork ${f + 1} failed (exit ${child.status}):\n${child.stderr}`)
      process.exit(1)
    }
    forks.push(JSON.parse(child.stdout))
  }
  console.log(
    `calibration: allocating 10,000 plain 21-field objects, median ms wall (cpu): ${fmt(acrossForks(forks.map((f) => f.calibration)))}`,
  )
  console.log(
    `runs per fork: podscene ${RUNS}, remotion ${Math.max(20, Math.floor(RUNS / 4))}; targets: random ≤ 4 ms, sequential ≤ 1 ms, ≥ 3× remotion`,
  )
  report(forks.map((f) => f.scenes[0]!))
  report(forks.map((f) => f.scenes[1]!))
}
