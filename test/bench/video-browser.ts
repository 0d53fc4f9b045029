// The browser half of `pnpm bench video` (issue 25): exports the two-speaker demo template (scene
// 1 of the sandbox's demo project: picture with a moving camera, two speakers, title, karaoke
// subtitle, waveform, voice), stretched to `seconds` with a voice of that length, through
// @podscene/react's exportVideo in headless Chromium; then encodes the same number of plain
// frames with the same encoder and muxer (the limit). Prints and returns: speed as a multiple of
// real time, overhead over the plain encode, drawing cost per frame, and peak JS heap at two
// lengths (memory flat in duration). Both write into a target that only counts bytes.
// Run alone: pnpm exec tsx test/bench/video-browser.ts [seconds]   (BENCH_VIDEO_FORMAT=webm;
// BENCH_VIDEO_SHOTS=<dir> also writes frames pulled from a video next to the canvas's frames)
// The CLI half (`pnpm bench video`, packages/cli) calls measureBrowserVideo().
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ExportFigures, ExportRun } from './video-page/main.tsx'
import { demoTemplate, openVideoBenchPage } from './video-bench-page.ts'

export interface BrowserVideoOptions {
  /** Length of the exported video, s (default 60). */
  seconds?: number
  /** A shorter export to compare the heap with (default 20 s). */
  shortSeconds?: number
  width?: number
  height?: number
  format?: 'mp4' | 'webm'
  log?: (line: string) => void
}

export interface BrowserVideoFigures {
  chromium: string
  seconds: number
  width: number
  height: number
  fps: number
  format: 'mp4' | 'webm'
  videoCodec: string
  audioCodec: string | null
  frames: number
  exportMs: number
  /** Video seconds made per wall-clock second (≥ 1 = faster than real time). */
  realTimeFactor: number
  plainEncodeMs: number
  /** exportMs / plainEncodeMs. */
  overOnlyEncoding: number
  /** Plain frames from a ring of twelve canvases (no canvas copy while the encoder holds a frame), ms. */
  plainRingEncodeMs: number
  plainRingCpuS: number | null
  /** The same encoder on the export's own pictures (its first second, back and forth), ms. */
  contentEncodeMs: number
  /** Chromium's CPU time (all its processes) for the export and for the plain frames, s. */
  exportCpuS: number | null
  plainCpuS: number | null
  drawMsPerFrame: number
  peakHeapMb: number
  /** Highest JS heap left after a forced full GC, sampled every 10 s of video. */
  retainedHeapMb: number
  shortRetainedHeapMb: number
  shortSeconds: number
  shortPeakHeapMb: number
  fileMb: number
}

const FPS = 30

/**
 * CPU time (user + system, s) of this process's descendants (Chromium and its helpers), from
 * /proc: on a shared machine wall-clock time mostly measures what else runs, CPU time less so.
 * null where /proc is missing.
 */
async function childrenCpuSeconds(): Promise<number | null> {
  let names: string[]
  try {
    names = (await readdir('/proc')).filter((n) => /^\d+$/.test(n))
  } catch {
    return null
  }
  const parent = new Map<number, number>()
  const ticks = new Map<number, number>()
  for (const name of names) {
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8')
      // Fields after the parenthesised command: state ppid … utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parent.set(Number(name), Number(fields[1]))
      ticks.set(Number(name), Number(fields[11]) + Number(fields[12]))
    } catch {
      // gone meanwhile
    }
  }
  let total = 0
  for (const [pid, t] of ticks) {
    let p = parent.get(pid)
    for (let depth = 0; p !== undefined && p > 1 && depth < 10; depth++) {
      if (p === process.pid) {
        total += t
        break
      }
      p = parent.get(p)
    }
  }
  return total / 100 // USER_HZ
}

export async function measureBrowserVideo(
  options: BrowserVideoOptions = {},
): Promise<BrowserVideoFigures> {
  const seconds = options.seconds ?? 60
  const shortSeconds = options.shortSeconds ?? 20
  const width = options.width ?? 1280
  const height = options.height ?? 720
  const format = options.format ?? 'mp4'
  const log = options.log ?? (() => undefined)
  const bench = await openVideoBenchPage({
    seconds,
    name: 'video-bench',
    ready: 'runExport',
    chromiumArgs: ['--enable-precise-memory-info', '--js-flags=--expose-gc'],
  })
  const { browser, page } = bench
  try {
    const doc = await demoTemplate(bench.sandboxUrl, seconds, bench.voiceUrl)
    const run = (s: number): ExportRun => ({
      doc: doc as ExportRun['doc'],
      width,
      height,
      fps: FPS,
      toMs: s * 1000,
      format,
    })
    log(`Chromium ${browser.version()}; demo template, ${width}×${height}, ${FPS} fps, ${format}`)
    // Warm-up: media loaded and decoded once, code compiled.
    await page.evaluate((r) => window.runExport!(r), run(2))
    const drawn = await page.evaluate(
      (r) => window.runDrawOnly!({ ...r, frames: 90 }),
      run(seconds),
    )
    log(`  drawing only: ${drawn.drawMsPerFrame.toFixed(1)} ms per frame`)
    const short: ExportFigures = await page.evaluate((r) => window.runExport!(r), run(shortSeconds))
    log(
      `  export ${shortSeconds} s: ${(short.ms / 1000).toFixed(1)} s, peak heap ${(short.peakHeapBytes / 2 ** 20).toFixed(1)} MB`,
    )
    // Export and plain encode alternate, best of two each: the machine is shared, so a single
    // run mostly measures what else ran then.
    let full: ExportFigures | null = null
    let plain: ExportFigures | null = null
    let plainRing: ExportFigures | null = null
    let plainRingCpuS: number | null = null
    let content: ExportFigures | null = null
    let exportCpuS: number | null = null
    let plainCpuS: number | null = null
    let peakHeapBytes = 0
    let retainedHeapBytes = 0
    for (let round = 0; round < 2; round++) {
      const cpu0 = await childrenCpuSeconds()
      const e: ExportFigures = await page.evaluate((r) => window.runExport!(r), run(seconds))
      const cpu1 = await childrenCpuSeconds()
      log(
        `  export ${seconds} s: ${(e.ms / 1000).toFixed(1)} s, peak heap ${(e.peakHeapBytes / 2 ** 20).toFixed(1)} MB, after GC ${((e.retainedHeapBytes ?? 0) / 2 ** 20).toFixed(1)} MB`,
      )
      const p: ExportFigures = await page.evaluate(
        ({ doc: _doc, ...r }) => window.runPlainEncode!(r),
        run(seconds),
      )
      const cpu2 = await childrenCpuSeconds()
      log(`  plain frames, same encoder: ${(p.ms / 1000).toFixed(1)} s`)
      if (cpu0 !== null && cpu1 !== null && cpu2 !== null) {
        log(
          `  Chromium CPU time: export ${(cpu1 - cpu0).toFixed(1)} s, plain ${(cpu2 - cpu1).toFixed(1)} s`,
        )
        if (exportCpuS === null || cpu1 - cpu0 < exportCpuS) exportCpuS = cpu1 - cpu0
        if (plainCpuS === null || cpu2 - cpu1 < plainCpuS) plainCpuS = cpu2 - cpu1
      }
      const q: ExportFigures = await page.evaluate(
        ({ doc: _doc, ...r }) => window.runPlainEncodeRing!(r),
        run(seconds),
      )
      const cpu3 = await childrenCpuSeconds()
      log(`  plain frames, ring of canvases: ${(q.ms / 1000).toFixed(1)} s`)
      if (cpu2 !== null && cpu3 !== null && (plainRingCpuS === null || cpu3 - cpu2 < plainRingCpuS))
        plainRingCpuS = cpu3 - cpu2
      if (plainRing === null || q.ms < plainRing.ms) plainRing = q
      const c: ExportFigures = await page.evaluate((r) => window.runContentEncode!(r), run(seconds))
      log(`  the export's own pictures, same encoder: ${(c.ms / 1000).toFixed(1)} s`)
      if (content === null || c.ms < content.ms) content = c
      peakHeapBytes = Math.max(peakHeapBytes, e.peakHeapBytes)
      retainedHeapBytes = Math.max(retainedHeapBytes, e.retainedHeapBytes ?? 0)
      if (full === null || e.ms < full.ms) full = e
      if (plain === null || p.ms < plain.ms) plain = p
    }
    if (!full || !plain || !plainRing || !content) throw new Error('no measurement')
    const shots = process.env.BENCH_VIDEO_SHOTS
    if (shots) {
      const times = [500, 2300, 4100]
      const pngs = await page.evaluate(
        ([d, t, w, h]) =>
          window.framesNextToCanvas!(d as never, t as number[], w as number, h as number),
        [doc, times, 640, 360] as const,
      )
      for (const [i, png] of pngs.entries()) {
        const file = join(shots, `video-frame-${times[i]}ms-next-to-canvas.png`)
        await writeFile(file, Buffer.from(png, 'base64'))
        log(`  wrote ${file}`)
      }
    }
    const figures: BrowserVideoFigures = {
      chromium: browser.version(),
      seconds,
      width,
      height,
      fps: FPS,
      format,
      videoCodec: full.videoCodec,
      audioCodec: full.audioCodec,
      frames: full.frames,
      exportMs: full.ms,
      realTimeFactor: (seconds * 1000) / full.ms,
      plainEncodeMs: plain.ms,
      overOnlyEncoding: full.ms / plain.ms,
      plainRingEncodeMs: plainRing.ms,
      plainRingCpuS,
      contentEncodeMs: content.ms,
      exportCpuS,
      plainCpuS,
      drawMsPerFrame: drawn.drawMsPerFrame,
      peakHeapMb: peakHeapBytes / 2 ** 20,
      retainedHeapMb: retainedHeapBytes / 2 ** 20,
      shortRetainedHeapMb: (short.retainedHeapBytes ?? 0) / 2 ** 20,
      shortSeconds,
      shortPeakHeapMb: short.peakHeapBytes / 2 ** 20,
      fileMb: full.bytes / 2 ** 20,
    }
    return figures
  } finally {
    await bench.close()
  }
}

/** The figures as the lines the bench prints. */
export function browserVideoTable(f: BrowserVideoFigures): string[] {
  return [
    `browser export (${f.videoCodec} + ${f.audioCodec ?? 'no sound'}, ${f.width}×${f.height}, ${f.fps} fps, ${f.seconds} s, ${f.frames} frames): ${(f.exportMs / 1000).toFixed(1)} s = ${f.realTimeFactor.toFixed(2)}× real time`,
    `  plain frames, same encoder: ${(f.plainEncodeMs / 1000).toFixed(1)} s → export / encode-only = ${f.overOnlyEncoding.toFixed(2)}×`,
    `  plain frames from a ring of twelve canvases (no canvas copy): ${(f.plainRingEncodeMs / 1000).toFixed(1)} s → export / that = ${(f.exportMs / f.plainRingEncodeMs).toFixed(2)}×${f.exportCpuS !== null && f.plainRingCpuS !== null ? `; CPU ${f.plainRingCpuS.toFixed(1)} s → ${(f.exportCpuS / f.plainRingCpuS).toFixed(2)}×` : ''}`,
    `  its own pictures, same encoder (no drawing): ${(f.contentEncodeMs / 1000).toFixed(1)} s → export / that = ${(f.exportMs / f.contentEncodeMs).toFixed(2)}×`,
    ...(f.exportCpuS !== null && f.plainCpuS !== null
      ? [
          `  Chromium CPU time: export ${f.exportCpuS.toFixed(1)} s, plain frames ${f.plainCpuS.toFixed(1)} s → ${(f.exportCpuS / f.plainCpuS).toFixed(2)}×`,
        ]
      : []),
    `  drawing a frame (frame source alone): ${f.drawMsPerFrame.toFixed(1)} ms`,
    `  peak JS heap: ${f.peakHeapMb.toFixed(1)} MB for ${f.seconds} s, ${f.shortPeakHeapMb.toFixed(1)} MB for ${f.shortSeconds} s; after a full GC: ${f.retainedHeapMb.toFixed(1)} MB vs ${f.shortRetainedHeapMb.toFixed(1)} MB; file ${f.fileMb.toFixed(1)} MB`,
  ]
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seconds = Number(process.argv[2] ?? 60)
  const format = process.env.BENCH_VIDEO_FORMAT === 'webm' ? 'webm' : 'mp4'
  const figures = await measureBrowserVideo({ seconds, format, log: (l) => console.log(l) })
  for (const line of browserVideoTable(figures)) console.log(line)
}
