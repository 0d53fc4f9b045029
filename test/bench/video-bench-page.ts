// What the video bench and its diagnostics (video-profile, video-threads, video-layers) share:
// a sandbox for the demo template, a voice of `seconds` served on loopback, the built video bench
// page, and Chromium with that page open. `close()` stops and removes all of it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { startSandbox } from '@podscene/sandbox'
import { buildBenchPage, serveStaticFiles, servePage } from './browser-bench-kit.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts'
import { pcm16Wav } from './pcm-wav.ts'

export interface VideoBenchPage {
  work: string
  sandboxUrl: string
  voiceUrl: string
  browser: Browser
  page: Page
  close(): Promise<void>
}

export async function openVideoBenchPage(options: {
  seconds: number
  /** Names the temporary folder (`podscene-<name>-…`). */
  name: string
  /** Readable page code for CPU profiles (default minified). */
  minify?: boolean
  chromiumArgs?: readonly string[]
  /** The page's global the bench waits for. */
  ready: 'runExport' | 'runFramesOnly'
}): Promise<VideoBenchPage> {
  const work = await mkdtemp(join(tmpdir(), `podscene-${options.name}-`))
  const sandbox = await startSandbox({
    port: 0,
    dbPath: join(work, 'sandbox.db'),
    rateLimitPerMinute: 0,
  })
  await writeFile(join(work, 'voice.wav'), speechWav(options.seconds))
  const media = await serveStaticFiles(work, ['voice.wav'])
  const pageDir = join(work, 'page')
  await buildBenchPage('video-page', pageDir, { minify: options.minify ?? true })
  const server = await servePage(pageDir)
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.chromiumArgs ?? [])],
  })
  const close = async () => {
    await browser.close()
    await server.close()
    await media.close()
    await sandbox.close()
    await rm(work, { recursive: true, force: true })
  }
  try {
    const page = await browser.newPage()
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction((name) => name in window, options.ready)
    return {
      work,
      sandboxUrl: sandbox.url,
      voiceUrl: `${media.origin}/voice.wav`,
      browser,
      page,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** Speech-like mono 16-bit WAV: syllables of a few partials under an envelope, with pauses. */
export function speechWav(seconds: number, rate = 24_000): Buffer {
  return pcm16Wav(Math.round(seconds * rate), rate, 1, (i) => {
    const t = i / rate
    const syllable = (t * 4) % 1
    const talking = Math.floor(t / 2.5) % 4 !== 3 // a pause every 10 s
    const env = talking ? Math.sin(Math.PI * syllable) ** 2 : 0
    const f0 = 140 + 30 * Math.sin(t * 0.7)
    const v =
      env *
      (0.5 * Math.sin(2 * Math.PI * f0 * t) +
        0.25 * Math.sin(4 * Math.PI * f0 * t) +
        0.12 * Math.sin(6 * Math.PI * f0 * t))
    return Math.round(Math.max(-1, Math.min(1, v * 0.8)) * 32767)
  })
}

/** Scene 1 of the demo project as the studio opens it, `seconds` long, its voice from `voiceUrl`. */
export async function demoTemplate(
  sandboxUrl: string,
  seconds: number,
  voiceUrl: string,
): Promise<unknown> {
  const get = async (path: string) => {
    const r = await fetch(`${sandboxUrl}${path}`, { headers: { 'X-Api-Key': 'sandbox-key' } })
    return ((await r.json()) as { data: unknown }).data
  }
  const seed = (await get('/_sandbox/seed')) as { projects: { id: string; state: string }[] }
  const demo = seed.projects.find((p) => p.state === 'completed')!
  const project = (await get(
    `/open/podcast/v1/project?project_id=${encodeURIComponent(demo.id)}`,
  )) as {
    aspect_ratio?: number
    scenes: { tracks: unknown[] }[]
  }
  const scene0Ms = 6000
  const text = JSON.stringify({
    aspect_ratio: project.aspect_ratio ?? 1,
    scene: { tracks: project.scenes[0]!.tracks },
  })
    .replaceAll(`${sandboxUrl}/media/audio/scene-0.wav`, voiceUrl)
    .replaceAll(`"end":${scene0Ms}`, `"end":${seconds * 1000}`)
  return JSON.parse(text)
}
