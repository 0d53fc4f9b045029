// `pnpm bench sound-memory` (issue 25, "memory flat in duration"): the video export's sound mix
// (createSceneAudioMixer in 1-s chunks, 48 kHz stereo) of one voice of 1 and of 10 minutes, in
// headless Chromium, read a window at a time (the default for sources over 2 minutes) and decoded
// whole (as before, `wholeDecodeMaxS: Infinity`). Prints the time and the peak memory (RSS of all
// Chromium processes over what they held before the mix). The WAVs are made here and served with
// HTTP range requests on 127.0.0.1.
import { createReadStream } from 'node:fs'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { buildBenchPage, servePage } from './browser-bench-kit.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts'
import { descendants, statusKb } from './process-memory.ts'
import type { MixRun } from './sound-memory-page/main.ts'
import { pcm16Wav } from './pcm-wav.ts'

const RATE = 48000

/** A 16-bit stereo WAV of `seconds`: a slow chirp, so every window holds different sound. */
function wav(seconds: number): Buffer {
  return pcm16Wav(seconds * RATE, RATE, 2, (i) => {
    const t = i / RATE
    return Math.round(Math.sin(2 * Math.PI * (220 * t + 0.2 * t * t)) * 12000)
  })
}

/** Serves `dir`'s files with Range support (as a CDN or the sandbox's media routes do). */
async function serveWithRanges(dir: string) {
  const server = createServer((req, res) => {
    void (async () => {
      const path = join(dir, new URL(req.url ?? '/', 'http://x').pathname.slice(1))
      const size = (await stat(path).catch(() => null))?.size
      res.setHeader('Access-Control-Allow-Origin', '*')
      res.setHeader('Access-Control-Allow-Headers', 'Range')
      res.setHeader('Access-Control-Expose-Headers', 'Content-Range, Content-Length, Accept-Ranges')
      res.setHeader('Accept-Ranges', 'bytes')
      if (req.method === 'OPTIONS') return void res.writeHead(204).end()
      if (size === undefined) return void res.writeHead(404).end()
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '')
      if (!range) {
        res.writeHead(200, { 'Content-Type': 'audio/wav', 'Content-Length': size })
        return void createReadStream(path).pipe(res)
      }
      const start = Number(range[1])
      const end = Math.min(size - 1, range[2] ? Number(range[2]) : size - 1)
      res.writeHead(206, {
        'Content-Type': 'audio/wav',
        'Content-Length': end - start + 1,
        'Content-Range': `bytes ${start}-${end}/${size}`,
      })
      createReadStream(path, { start, end }).pipe(res)
    })()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

const chromiumRssKb = () =>
  descendants(process.pid).reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0)

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'podscene-sound-memory-'))
  const media = await serveWithRanges(work)
  const out = join(work, 'page')
  await buildBenchPage('sound-memory-page', out)
  const page = await servePage(out)
  const gc = process.env.BENCH_GC === '1'
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...(gc ? ['--js-flags=--expose-gc'] : [])],
  })
  try {
    const lengths = [60, 600]
    for (const seconds of lengths) await writeFile(join(work, `voice-${seconds}.wav`), wav(seconds))
    console.log('sound mix of one 48 kHz stereo voice, 1-s chunks (as the video export mixes)')
    console.log(
      '| read | voice | mix time | × real time | peak memory over baseline (all Chromium) |',
    )
    console.log('|---|---|---|---|---|')
    for (const [label, wholeDecodeMaxS] of [
      ['a window at a time', 1],
      ['decoded whole', Infinity],
    ] as const) {
      for (const seconds of lengths) {
        const context = await browser.newContext()
        const tab = await context.newPage()
        await tab.goto(`${page.origin}/index.html`)
        await tab.waitForFunction(() => 'mixSound' in window)
        await new Promise((r) => setTimeout(r, 500))
        const baseline = chromiumRssKb()
        let peak = baseline
        const timer = setInterval(() => (peak = Math.max(peak, chromiumRssKb())), 100)
        const run = await tab.evaluate(
          ([url, s, max]) =>
            (
              window as unknown as {
                mixSound(u: string, s: number, m: number): Promise<MixRun>
              }
            ).mixSound(url, s, max),
          [`${media.origin}/voice-${seconds}.wav`, seconds, wholeDecodeMaxS] as const,
        )
        clearInterval(timer)
        if (run.problems.length > 0 || !(run.meanLevel > 0.05))
          throw new Error(`the mix left the voice out: ${run.problems.join('; ')}`)
        console.log(
          `| ${label} | ${seconds / 60} min | ${(run.ms / 1000).toFixed(1)} s | ${(
            (seconds * 1000) /
            run.ms
          ).toFixed(0)}× | ${((peak - baseline) / 1024).toFixed(0)} MB | ${
            run.heapAfterGcMb === null ? 'BENCH_GC=1' : `${run.heapAfterGcMb.toFixed(1)} MB`
          } |`,
        )
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await page.close()
    await media.close()
    await rm(work, { recursive: true, force: true })
  }
}

await main()
