// The waveform view of a 1-hour podcast in headless Chromium (CHROMIUM_PATH, default
// /usr/bin/chromium): first paint from precomputed peaks (BBC audiowaveform JSON) against
// decoding, and wavesurfer.js decoding the same file; time to first paint and the page's JS
// memory afterwards (V8 heap + ArrayBuffer backing stores, after a forced GC). The 1-hour WAV
// (8 kHz mono 16-bit, 57.6 MB) and its peaks are generated at run time, never committed.
// Precomputed peaks are timed both as audiowaveform JSON and as its binary .dat.
// Run: pnpm exec tsx test/bench/waveform.bench.ts   (or `pnpm bench waveform`)
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { pcm16Wav } from './pcm-wav.ts'
import {
  buildBenchPage,
  launchChromium,
  median,
  ms,
  servePage,
  serveStaticFiles,
} from './browser-bench-kit.ts'

const SECONDS = Number(process.env.BENCH_AUDIO_SECONDS ?? 3600)
const RATE = 8000
const PEAKS_PER_SECOND = 100

/** Speech-like bursts: a 200 Hz tone whose loudness follows a slow, uneven envelope. */
function podcastWav(seconds: number): Buffer {
  return pcm16Wav(seconds * RATE, RATE, 1, (i) => {
    const t = i / RATE
    const envelope = Math.max(0, Math.sin(t * 2.3) * Math.sin(t * 0.37 + 1))
    return Math.round(Math.sin(2 * Math.PI * 200 * t) * envelope * 30000)
  })
}

/** BBC audiowaveform JSON (version 2, 8 bits) of the same WAV, as `audiowaveform` writes it. */
function audiowaveformJson(wav: Buffer): string {
  return JSON.stringify(audiowaveform(wav))
}

/** The same peaks as audiowaveform's binary .dat (version 2 header, int8 min/max pairs). */
function audiowaveformDat(wav: Buffer): Buffer {
  const json = audiowaveform(wav)
  const out = Buffer.alloc(24 + json.data.length)
  out.writeInt32LE(2, 0)
  out.writeUInt32LE(1, 4) // 8-bit
  out.writeInt32LE(json.sample_rate, 8)
  out.writeInt32LE(json.samples_per_pixel, 12)
  out.writeUInt32LE(json.length, 16)
  out.writeInt32LE(1, 20)
  json.data.forEach((v, i) => out.writeInt8(v, 24 + i))
  return out
}

function audiowaveform(wav: Buffer) {
  const samplesPerPixel = RATE / PEAKS_PER_SECOND
  const samples = (wav.length - 44) / 2
  const length = Math.ceil(samples / samplesPerPixel)
  const data = new Array<number>(length * 2)
  for (let p = 0; p < length; p++) {
    let lo = 0
    let hi = 0
    const end = Math.min(samples, (p + 1) * samplesPerPixel)
    for (let i = p * samplesPerPixel; i < end; i++) {
      const v = wav.readInt16LE(44 + i * 2)
      if (v < lo) lo = v
      if (v > hi) hi = v
    }
    data[p * 2] = Math.max(-128, Math.round(lo / 256))
    data[p * 2 + 1] = Math.min(127, Math.round(hi / 256))
  }
  return {
    version: 2,
    channels: 1,
    sample_rate: RATE,
    samples_per_pixel: samplesPerPixel,
    bits: 8,
    length,
    data,
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function memoryOf(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const usage = (await cdp.send('Runtime.getHeapUsage')) as {
    usedSize: number
    backingStorageSize?: number
  }
  await cdp.detach()
  return usage.usedSize + (usage.backingStorageSize ?? 0)
}

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'podscene-waveform-bench-'))
  await buildBenchPage('waveform-page', outDir)
  const wav = podcastWav(SECONDS)
  const json = audiowaveformJson(wav)
  await writeFile(join(outDir, 'podcast.wav'), wav)
  await writeFile(join(outDir, 'podcast.peaks.json'), json)
  const dat = audiowaveformDat(wav)
  await writeFile(join(outDir, 'podcast.dat'), dat)
  const warm = podcastWav(2)
  await writeFile(join(outDir, 'warm.wav'), warm)
  await writeFile(join(outDir, 'warm.peaks.json'), audiowaveformJson(warm))
  const server = await servePage(outDir)
  // The sound and its peaks come from a static host (as in production: a CDN), the page's code
  // from vite preview; the warm-up file stays on the page's server.
  const media = await serveStaticFiles(outDir, ['podcast.wav', 'podcast.peaks.json', 'podcast.dat'])
  const browser = await launchChromium()
  const wavUrl = `${media.origin}/podcast.wav`
  const peaksUrl = `${media.origin}/podcast.peaks.json`
  const datUrl = `${media.origin}/podcast.dat`
  console.log(
    `Chromium ${browser.version()}; ${SECONDS / 60} min WAV (${mb(wav.length)}, 8 kHz mono), peaks JSON ${mb(json.length)}, .dat ${mb(dat.length)}`,
  )
  const once = async (fn: (page: Page) => Promise<number>) => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 400 } })
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.runPodscene === 'function')
    // Warm-up: the page has drawn a short file once (code loaded and compiled, as in an open editor).
    await page.evaluate(
      (o) => window.runPodscene!(`${o}/warm.wav`, `${o}/warm.peaks.json`),
      server.origin,
    )
    const before = await memoryOf(page)
    const time = await fn(page)
    const memory = (await memoryOf(page)) - before
    await page.close()
    return { time, memory }
  }
  // Each in a fresh page; the median of `runs` (the machine is shared, single runs vary 2-3x).
  const run = async (name: string, fn: (page: Page) => Promise<number>, runs = 1) => {
    const results = []
    for (let i = 0; i < runs; i++) results.push(await once(fn))
    const time = median(results.map((r) => r.time))
    const memory = median(results.map((r) => r.memory))
    const label = runs > 1 ? `${name} (median of ${runs})` : name
    console.log(
      `  ${label.padEnd(56)} first paint ${ms(time).padStart(11)}   memory +${mb(memory)}`,
    )
    return { time, memory }
  }
  try {
    const preJson = await run(
      'WaveformView, precomputed peaks (JSON)',
      (p) => p.evaluate(([w, j]) => window.runPodscene!(w, j), [wavUrl, peaksUrl] as const),
      5,
    )
    const pre = await run(
      'WaveformView, precomputed peaks (.dat)',
      (p) => p.evaluate(([w, d]) => window.runPodscene!(w, d), [wavUrl, datUrl] as const),
      5,
    )
    const ours = await run('WaveformView, decoding (PeaksStore)', (p) =>
      p.evaluate((w) => window.runPodscene!(w, null), wavUrl),
    )
    const theirs = await run('wavesurfer.js decoding (its defaults)', (p) =>
      p.evaluate((w) => window.runWavesurfer!(w), wavUrl),
    )
    console.log('\nTargets')
    console.log(
      `  first paint from precomputed peaks: ${ms(pre.time)} from .dat, ${ms(preJson.time)} from JSON (≤ 100 ms)`,
    )
    console.log(
      `  memory from precomputed .dat peaks: ${mb(pre.memory)} = 1/${(theirs.memory / Math.max(1, pre.memory)).toFixed(0)} of wavesurfer decoding, 1/${(ours.memory / Math.max(1, pre.memory)).toFixed(0)} of PeaksStore decoding (≤ 1/50)`,
    )
  } finally {
    await browser.close()
    await server.close()
    await media.close()
    await rm(outDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
