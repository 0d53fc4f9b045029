// `pnpm bench video` (issue 25): the two-speaker demo template at 1280×720, 30 fps, 60 s.
// - browser: @podscene/react's exportVideo in headless Chromium (test/bench/video-browser.ts),
//   and the same number of plain frames through the same encoder and muxer: the limit;
// - CLI: `podscene render --video` as a user runs it (spawn to exit), WebCodecs, at two lengths
//   (peak RSS of the CLI process and of its Chromium: flat in duration), and the ffmpeg path
//   (--audio-codec aac);
// - peer: @twick/browser-render 0.15 on an equivalent composition (test/bench/video-twick.ts),
//   with its sound (its ffmpeg.wasm mux) and without, at the same two lengths.
// Targets (issue 25): ≥ 1× real time, ≤ 1.5× the plain-encode limit, memory flat in duration,
// ahead of Twick. BENCH_VIDEO_SECONDS / BENCH_VIDEO_SHORT change the lengths (default 60 / 20).
import { availableParallelism, cpus, loadavg } from 'node:os'
import { browserVideoTable, measureBrowserVideo } from './video-browser.ts'
import { startDemoMedia } from './video-demo.ts'
import { measureCliVideo, type CliVideoFigures } from './video-cli.ts'
import { measureTwick, type TwickVideoFigures } from './video-twick.ts'

const LONG = Number(process.env.BENCH_VIDEO_SECONDS ?? 60)
const SHORT = Number(process.env.BENCH_VIDEO_SHORT ?? 20)
const WIDTH = 1280
const HEIGHT = 720
const FPS = 30
const log = (line: string) => console.log(line)

interface Row {
  what: string
  seconds: number
  wallS: number
  realTime: number
  overLimit: number | null
  memory: string
}

log(
  `video bench: demo template ${WIDTH}×${HEIGHT}, ${FPS} fps, ${SHORT} s and ${LONG} s; ` +
    `${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
)
const rows: Row[] = []

// Browser half (test/bench/video-browser.ts): exportVideo and the plain-frames limit.
const browser = await measureBrowserVideo({
  seconds: LONG,
  shortSeconds: SHORT,
  width: WIDTH,
  height: HEIGHT,
  log,
})
for (const line of browserVideoTable(browser)) log(line)
const limitMs = browser.plainEncodeMs
rows.push({
  what: `browser exportVideo (${browser.videoCodec} + ${browser.audioCodec ?? 'no sound'})`,
  seconds: LONG,
  wallS: browser.exportMs / 1000,
  realTime: browser.realTimeFactor,
  overLimit: browser.overOnlyEncoding,
  memory:
    `JS heap peak ${browser.shortPeakHeapMb.toFixed(0)} MB @${SHORT} s → ${browser.peakHeapMb.toFixed(0)} MB @${LONG} s; ` +
    `after GC ${browser.shortRetainedHeapMb.toFixed(0)} → ${browser.retainedHeapMb.toFixed(0)} MB`,
})
rows.push({
  what: 'limit: plain frames, same encoder + muxer',
  seconds: LONG,
  wallS: browser.plainEncodeMs / 1000,
  realTime: (LONG * 1000) / browser.plainEncodeMs,
  overLimit: 1,
  memory: '',
})
rows.push({
  what: "the export's own pictures (its first second back and forth), same encoder, no drawing",
  seconds: LONG,
  wallS: browser.contentEncodeMs / 1000,
  realTime: (LONG * 1000) / browser.contentEncodeMs,
  overLimit: browser.contentEncodeMs / limitMs,
  memory: '',
})

const demo = await startDemoMedia(LONG)
try {
  // A first 1-s render builds the render page (cached by a hash of the sources) and warms the
  // caches: not part of any figure.
  await measureCliVideo({
    template: await demo.template(1),
    seconds: 1,
    scale: WIDTH / 1920,
    fps: FPS,
    allowOrigins: demo.origins,
  })
  const cli = async (seconds: number, extraArgs: string[] = []): Promise<CliVideoFigures> => {
    const figures = await measureCliVideo({
      template: await demo.template(seconds),
      seconds,
      scale: WIDTH / 1920,
      fps: FPS,
      allowOrigins: demo.origins,
      extraArgs,
    })
    log(
      `  CLI ${seconds} s ${extraArgs.join(' ')}: ${(figures.ms / 1000).toFixed(1)} s — ${figures.summary}`,
    )
    return figures
  }
  const cliShort = await cli(SHORT)
  const cliLong = await cli(LONG)
  const memory = (f: CliVideoFigures) =>
    `CLI ${f.cliPeakRssMb.toFixed(0)} MB, Chromium ${f.chromiumPeakRssMb.toFixed(0)} MB`
  rows.push({
    what: `CLI render --video (WebCodecs), process start to exit`,
    seconds: LONG,
    wallS: cliLong.ms / 1000,
    realTime: cliLong.realTimeFactor,
    overLimit: cliLong.ms / limitMs,
    memory: `RSS @${SHORT} s: ${memory(cliShort)}; @${LONG} s: ${memory(cliLong)}`,
  })
  const ffmpeg = await cli(LONG, ['--audio-codec', 'aac'])
  rows.push({
    what: 'CLI render --video --audio-codec aac (WebCodecs + ffmpeg AAC)',
    seconds: LONG,
    wallS: ffmpeg.ms / 1000,
    realTime: ffmpeg.realTimeFactor,
    overLimit: ffmpeg.ms / limitMs,
    memory: `RSS ${memory(ffmpeg)}`,
  })

  const template = await demo.template(LONG)
  const twick = async (includeAudio: boolean): Promise<TwickVideoFigures[]> =>
    measureTwick({
      template,
      width: WIDTH,
      height: HEIGHT,
      fps: FPS,
      seconds: [SHORT, LONG],
      includeAudio,
      log,
    })
  for (const includeAudio of [false, true]) {
    const [short, long] = await twick(includeAudio)
    rows.push({
      what: `@twick/browser-render ${long!.version} (${includeAudio ? 'with sound: ffmpeg.wasm mux' : 'no sound'})`,
      seconds: LONG,
      wallS: long!.ms / 1000,
      realTime: long!.realTimeFactor,
      overLimit: long!.ms / limitMs,
      memory: `JS heap ${short!.peakHeapMb.toFixed(0)} MB @${SHORT} s → ${long!.peakHeapMb.toFixed(0)} MB @${LONG} s`,
    })
  }
} finally {
  await demo.close()
}

log('')
log(
  `| export (${WIDTH}×${HEIGHT}, ${FPS} fps) | video s | wall s | × real time | × limit | peak memory |`,
)
log('|---|---|---|---|---|---|')
for (const r of rows) {
  log(
    `| ${r.what} | ${r.seconds} | ${r.wallS.toFixed(1)} | ${r.realTime.toFixed(2)} | ${
      r.overLimit === null ? '–' : r.overLimit.toFixed(2)
    } | ${r.memory} |`,
  )
}
log('targets: ≥ 1× real time, ≤ 1.5× the limit, memory flat in duration, ahead of Twick')
