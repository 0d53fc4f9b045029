// The peer of `pnpm bench video`: @twick/browser-render 0.15 (WebCodecs) exporting a composition
// equivalent to the two-speaker demo template: the same background picture, the two speakers'
// pictures at the same places, the title, the subtitle line by line, and the same voice, at the
// same size, frame rate and length. Its own assets (mp4-wasm, ffmpeg.wasm core for the sound)
// are served from the page's origin, as its README says for offline use.
import { realpathSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBenchPage, servePage } from './browser-bench-kit.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts'
import { chromium } from 'playwright-core'
import type { TwickFigures, TwickRun } from './video-twick-page/main.ts'

interface Layer {
  type?: string
  key?: string
  x?: number
  y?: number
  w?: number
  h?: number
  alpha?: number
  path?: string
  prop?: { textInfo?: { content?: string; fontSize?: number; color?: string } }
  subtitle?: { word_seq?: { text: string; start: number; end: number }[] }
  timeline?: { start?: number; end?: number }
}

export interface TwickVideoFigures {
  version: string
  seconds: number
  ms: number
  realTimeFactor: number
  peakHeapMb: number
  fileMb: number
  withAudio: boolean
}

/** The podscene template's layers as Twick visualizer input (centre-origin coordinates). */
export function twickInput(template: unknown, width: number, height: number, seconds: number) {
  const doc = template as { scene: { tracks: { layers: Layer[] }[] } }
  const layers = doc.scene.tracks.flatMap((t) => t.layers)
  const k = width / 1920
  const box = (l: Layer) => ({
    x: ((l.x ?? 0) + (l.w ?? 0) / 2) * k - width / 2,
    y: ((l.y ?? 0) + (l.h ?? 0) / 2) * k - height / 2,
    width: (l.w ?? 0) * k,
    height: (l.h ?? 0) * k,
  })
  const elements: unknown[][] = [[], [], [], []]
  let id = 0
  for (const layer of layers) {
    if ((layer.type === 'image' && layer.key?.endsWith('bg')) || layer.type === 'person') {
      const b = box(layer)
      elements[layer.type === 'image' ? 0 : 1]!.push({
        id: `e${id++}`,
        type: 'image',
        s: 0,
        e: seconds,
        objectFit: 'cover',
        props: { src: layer.path, opacity: layer.alpha ?? 1 },
        // The frame is a clipping rectangle; the speakers' is round, as their `radius: 50%`.
        frame: {
          size: [b.width, b.height],
          x: b.x,
          y: b.y,
          clip: true,
          ...(layer.type === 'person' ? { radius: b.width / 2 } : {}),
        },
      })
    } else if (layer.type === 'text') {
      const info = layer.prop?.textInfo ?? {}
      elements[2]!.push({
        id: `e${id++}`,
        type: 'text',
        s: 0,
        e: seconds,
        t: info.content ?? '',
        props: {
          ...box(layer),
          fill: info.color ?? '#ffffff',
          fontSize: (info.fontSize ?? 48) * k,
          fontWeight: 'bold',
        },
      })
    } else if (layer.type === 'subtitle') {
      // The subtitle as it is read: a line of words at a time, over the whole length.
      const words = layer.subtitle?.word_seq ?? []
      const b = box(layer)
      const lineMs = 2000
      for (let t = 0; t < seconds * 1000; t += lineMs) {
        const line = words
          .slice(((t / lineMs) * 4) % Math.max(1, words.length))
          .slice(0, 4)
          .map((w) => w.text)
          .join('')
        elements[2]!.push({
          id: `e${id++}`,
          type: 'text',
          s: t / 1000,
          e: Math.min(seconds, (t + lineMs) / 1000),
          t: line || ' ',
          props: { x: b.x, y: b.y, fill: '#ffe066', fontSize: 44 * k },
        })
      }
    } else if (layer.type === 'audio' && layer.path) {
      elements[3]!.push({
        id: `e${id++}`,
        type: 'audio',
        s: 0,
        e: seconds,
        props: { src: layer.path, play: true, volume: 1 },
      })
    }
  }
  return {
    properties: { width, height, fps: 30 },
    tracks: ['background', 'people', 'text', 'audio'].map((name, i) => ({
      id: `t-${name}`,
      type: name === 'audio' ? 'audio' : 'element',
      name,
      elements: elements[i],
    })),
  }
}

/** Builds the Twick page, copies its wasm assets beside it, and times its export of `template`. */
export async function measureTwick(options: {
  template: unknown
  width: number
  height: number
  fps: number
  seconds: number[]
  /** Twick's sound path (an ffmpeg.wasm mux after the picture) or the picture alone. */
  includeAudio: boolean
  log?: (line: string) => void
  /** Write the first run's file there (to look at it). */
  keepFile?: string
}): Promise<TwickVideoFigures[]> {
  const log = options.log ?? (() => undefined)
  const work = await mkdtemp(join(tmpdir(), 'podscene-twick-bench-'))
  const outDir = join(work, 'page')
  await buildBenchPage('video-twick-page', outDir)
  // The package's own folder (its exports name no package.json), its dependencies beside it.
  const renderRoot = realpathSync(
    join(import.meta.dirname, '../node_modules/@twick/browser-render'),
  )
  const { version } = JSON.parse(await readFile(join(renderRoot, 'package.json'), 'utf8')) as {
    version: string
  }
  await cp(join(renderRoot, 'public/mp4-wasm.wasm'), join(outDir, 'mp4-wasm.wasm'))
  await cp(join(renderRoot, 'public/audio-worker.js'), join(outDir, 'audio-worker.js'))
  const ffmpegCore = join(renderRoot, '../../@ffmpeg/core/dist/esm')
  await mkdir(join(outDir, 'ffmpeg'), { recursive: true })
  for (const f of ['ffmpeg-core.js', 'ffmpeg-core.wasm'])
    await cp(join(ffmpegCore, f), join(outDir, 'ffmpeg', f))
  const server = await servePage(outDir)
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  })
  try {
    const results: TwickVideoFigures[] = []
    for (const seconds of options.seconds) {
      const page = await browser.newPage()
      page.on('pageerror', (e) => log(`  twick page error: ${e.message.split('\n')[0]}`))
      if (process.env.BENCH_TWICK_CONSOLE)
        page.on('console', (m) => log(`  twick console ${m.type()}: ${m.text().slice(0, 300)}`))
      await page.goto(`${server.origin}/index.html`)
      await page.waitForFunction(() => typeof window.runTwick === 'function')
      const run: TwickRun = {
        input: twickInput(options.template, options.width, options.height, seconds),
        width: options.width,
        height: options.height,
        fps: options.fps,
        seconds,
        includeAudio: options.includeAudio,
        keep: options.keepFile !== undefined && results.length === 0,
      }
      const figures: TwickFigures = await page.evaluate((r) => window.runTwick!(r), run)
      await page.close()
      if (figures.file && options.keepFile)
        await writeFile(options.keepFile, Buffer.from(figures.file, 'base64'))
      results.push({
        version,
        seconds,
        ms: figures.ms,
        realTimeFactor: (seconds * 1000) / figures.ms,
        peakHeapMb: figures.peakHeapBytes / 2 ** 20,
        fileMb: figures.bytes / 2 ** 20,
        withAudio: options.includeAudio,
      })
      log(
        `  twick ${seconds} s${options.includeAudio ? ' with sound' : ''}: ${(figures.ms / 1000).toFixed(1)} s, peak heap ${(figures.peakHeapBytes / 2 ** 20).toFixed(1)} MB`,
      )
    }
    return results
  } finally {
    await browser.close()
    await server.close()
    await rm(work, { recursive: true, force: true })
  }
}
