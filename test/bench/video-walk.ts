// Issue 25's "Done when", walked as a user would (not a test; it prints what it finds):
// 1. the studio (Vite dev server + real sandbox, headless Chromium) exports the demo template with
//    "Export video" as MP4 1280×720 30 fps, and its JSON with "Export";
// 2. the downloaded MP4 plays in Chromium (a <video> element): duration, size, time advancing, and
//    its sound heard through an AnalyserNode (not silence);
// 3. ffmpeg pulls 3 frames from it, `podscene render --at` draws the canvas at the same times,
//    and each pair is put side by side (ffmpeg hstack) into docs/shots/video-frames-<ms>ms.png;
// 4. `podscene render --data` renders a 12-row sheet (the title text as a slot) into 12 videos in
//    one process, then again as 3 shards in 3 processes; ffprobe checks every file.
// Run: pnpm exec tsx test/bench/video-walk.ts [outDir]   (default /tmp/podscene-video-walk)
import { execFile, spawn } from 'node:child_process'
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { chromium } from 'playwright-core'
import { startSandbox } from '@podscene/sandbox'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')
const STUDIO = join(ROOT, 'apps/studio')
const SHOTS = join(ROOT, 'docs/shots')
const TSX_LOADER = join(ROOT, 'node_modules/tsx/dist/loader.mjs')
const CLI = join(ROOT, 'packages/cli/src/main.ts')
const out = process.argv[2] ?? '/tmp/podscene-video-walk'
const log = (line: string) => console.log(line)
const TIMES_MS = [500, 2300, 4100]

await rm(out, { recursive: true, force: true })
await mkdir(out, { recursive: true })
const sandbox = await startSandbox({
  port: 0,
  dbPath: join(out, 'sandbox.db'),
  rateLimitPerMinute: 0,
})
process.env.VITE_SANDBOX_URL = sandbox.url
process.env.VITE_SANDBOX_KEY = 'sandbox-key'
const vitePath = createRequire(join(STUDIO, 'package.json')).resolve('vite')
const { createServer } = (await import(pathToFileURL(vitePath).href)) as {
  createServer: (c: Record<string, unknown>) => Promise<{
    listen(): Promise<unknown>
    close(): Promise<void>
    resolvedUrls: { local: string[] } | null
  }>
}
const vite = await createServer({
  root: STUDIO,
  configFile: join(STUDIO, 'vite.config.ts'),
  logLevel: 'error',
  server: { host: '127.0.0.1', port: 0, strictPort: false },
})
await vite.listen()
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
})

/** ffprobe's view of a file: size, rate, frames, duration, codecs. */
async function probe(path: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-count_frames', '-show_streams', '-show_format', '-of', 'json', path],
  ])
  const info = JSON.parse(stdout) as {
    streams: {
      codec_type: string
      codec_name: string
      width?: number
      height?: number
      r_frame_rate?: string
      nb_read_frames?: string
    }[]
    format: { duration: string }
  }
  const v = info.streams.find((s) => s.codec_type === 'video')!
  const a = info.streams.find((s) => s.codec_type === 'audio')
  return `${v.codec_name} ${v.width}×${v.height} ${v.r_frame_rate} fps, ${v.nb_read_frames} frames, ${Number(info.format.duration).toFixed(3)} s, sound ${a?.codec_name ?? 'none'}`
}

/** `podscene` as a user runs it (from the sources, as the benches do). */
function podscene(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>(
    (done) => {
      const began = performance.now()
      const child = spawn(process.execPath, ['--import', TSX_LOADER, CLI, ...args], {
        cwd: out,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, PODSCENE_ALLOW_MEDIA_ORIGINS: sandbox.url, ...env },
      })
      let stdout = ''
      let stderr = ''
      child.stdout.setEncoding('utf8').on('data', (t: string) => (stdout += t))
      child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t))
      child.on('close', (code) => done({ code, stdout, stderr, ms: performance.now() - began }))
    },
  )
}

try {
  // 1. The studio: Export (JSON, for its name and for the CLI) and Export video (MP4).
  const page = await browser.newPage({
    viewport: { width: 1600, height: 900 },
    acceptDownloads: true,
  })
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(vite.resolvedUrls!.local[0]!)
  await page.getByRole('region', { name: 'Timeline' }).waitFor({ timeout: 120_000 })
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ])
  const templatePath = join(out, json.suggestedFilename())
  await json.saveAs(templatePath)
  await page.getByRole('button', { name: 'Export video' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export video' })
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'MP4' })
  await dialog.getByRole('combobox', { name: 'Size' }).selectOption({ label: '1280×720' })
  await dialog.getByRole('combobox', { name: 'Frames per second' }).selectOption('30')
  const downloading = page.waitForEvent('download', { timeout: 600_000 })
  const began = performance.now()
  await dialog.getByRole('button', { name: 'Export', exact: true }).click()
  await dialog.getByRole('progressbar', { name: 'Exporting video' }).waitFor()
  await page.screenshot({ path: join(out, 'studio-exporting.png') })
  const download = await downloading
  const exportS = (performance.now() - began) / 1000
  const mp4 = join(out, download.suggestedFilename())
  await download.saveAs(mp4)
  log(
    `studio: Export video → ${download.suggestedFilename()} in ${exportS.toFixed(1)} s: ${await probe(mp4)}`,
  )
  log(`studio: page errors: ${errors.length === 0 ? 'none' : errors.join(' | ')}`)

  // 2. It plays in Chromium, with sound.
  const player = await browser.newPage()
  await player.route('http://walk.test/**', async (route) =>
    route.fulfill({
      status: 200,
      contentType: route.request().url().endsWith('.mp4') ? 'video/mp4' : 'text/html',
      body: route.request().url().endsWith('.mp4')
        ? await readFile(mp4)
        : '<!doctype html><body></body>',
    }),
  )
  await player.goto('http://walk.test/index.html')
  const played = await player.evaluate(`(async () => {
    const video = document.createElement('video')
    video.src = 'http://walk.test/demo.mp4'
    document.body.append(video)
    await new Promise((ok, ko) => { video.onloadedmetadata = ok; video.onerror = () => ko(new Error('media error ' + video.error?.code)) })
    const audio = new AudioContext()
    const analyser = audio.createAnalyser()
    audio.createMediaElementSource(video).connect(analyser)
    analyser.connect(audio.destination)
    await video.play()
    const samples = new Float32Array(analyser.fftSize)
    let loudest = 0
    const t0 = video.currentTime
    for (let i = 0; i < 30; i++) {
      await new Promise((r) => setTimeout(r, 50))
      analyser.getFloatTimeDomainData(samples)
      for (const s of samples) loudest = Math.max(loudest, Math.abs(s))
    }
    return { duration: video.duration, width: video.videoWidth, height: video.videoHeight,
      advanced: video.currentTime - t0, audioBytes: video.webkitAudioDecodedByteCount, videoBytes: video.webkitVideoDecodedByteCount, loudest }
  })()`)
  log(`Chromium plays it: ${JSON.stringify(played)}`)
  await player.close()

  // 3. Frames pulled with ffmpeg next to `podscene render --at` (the canvas) at the same times.
  await mkdir(SHOTS, { recursive: true })
  for (const ms of TIMES_MS) {
    const frame = join(out, `frame-${ms}.png`)
    const canvas = join(out, `canvas-${ms}.png`)
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-ss',
      String(ms / 1000),
      '-i',
      mp4,
      '-frames:v',
      '1',
      frame,
    ])
    const at = await podscene([
      'render',
      templatePath,
      '--at',
      String(ms),
      '--scale',
      String(1280 / 1920),
      '-o',
      canvas,
    ])
    if (at.code !== 0) throw new Error(`render --at ${ms}: ${at.stderr}`)
    const shot = join(SHOTS, `video-frames-${ms}ms.png`)
    // Left: the video's frame (ffmpeg); right: the canvas (render --at); both at half size.
    await run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      frame,
      '-i',
      canvas,
      '-filter_complex',
      '[0:v]scale=640:360[a];[1:v]scale=640:360[b];[a][b]hstack=inputs=2',
      '-frames:v',
      '1',
      shot,
    ])
    const { stdout } = await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-i',
        frame,
        '-i',
        canvas,
        '-filter_complex',
        '[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr',
        '-f',
        'null',
        '-',
      ],
      { encoding: 'utf8' },
    ).catch((e: { stderr: string }) => ({ stdout: e.stderr }))
    const { stderr } = await run('ffmpeg', [
      '-hide_banner',
      '-i',
      frame,
      '-i',
      canvas,
      '-filter_complex',
      '[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr',
      '-f',
      'null',
      '-',
    ])
    log(`frame at ${ms} ms vs render --at: ${/PSNR.*/.exec(stderr)?.[0] ?? stdout} → ${shot}`)
  }

  // 4. A 12-row sheet: the title is made a slot, each row a title.
  const template = JSON.parse(await readFile(templatePath, 'utf8')) as {
    scene: { tracks: { layers: { type: string; api_template_meta?: unknown }[] }[] }
  }
  const title = template.scene.tracks.flatMap((t) => t.layers).find((l) => l.type === 'text')!
  title.api_template_meta = { replace_key: 'title' }
  await writeFile(join(out, 'slotted.json'), JSON.stringify(template))
  const rows =
    Array.from({ length: 12 }, (_, i) =>
      JSON.stringify({ title: `Episode ${i + 1}: preview` }),
    ).join('\n') + '\n'
  await writeFile(join(out, 'rows.jsonl'), rows)
  const batchArgs = ['--scale', '0.25', '--fps', '24', '--to', '2000']
  const whole = await podscene([
    'render',
    'slotted.json',
    '--data',
    'rows.jsonl',
    '--video',
    'one/{index}-{title}.mp4',
    ...batchArgs,
  ])
  log(
    `render --data, one process: exit ${whole.code}, ${(whole.ms / 1000).toFixed(1)} s, ${whole.stdout.trim().split('\n').length} lines on stdout`,
  )
  const shards = await Promise.all(
    [0, 1, 2].map((k) =>
      podscene([
        'render',
        'slotted.json',
        '--data',
        'rows.jsonl',
        '--video',
        'shards/{index}-{title}.mp4',
        '--shard',
        `${k}/3`,
        '--jobs',
        '1',
        ...batchArgs,
      ]),
    ),
  )
  for (const [k, s] of shards.entries())
    log(
      `render --data --shard ${k}/3: exit ${s.code}, ${(s.ms / 1000).toFixed(1)} s, wrote ${s.stdout
        .trim()
        .split('\n')
        .map((l) => l.slice(0, l.indexOf(':')))
        .join(', ')}`,
    )
  for (const dir of ['one', 'shards']) {
    const files = (await readdir(join(out, dir)))
      .filter((f) => f.endsWith('.mp4'))
      .sort((a, b) => parseInt(a) - parseInt(b))
    log(`${dir}/: ${files.length} files`)
    for (const f of files) log(`  ${f}: ${await probe(join(out, dir, f))}`)
  }
  // The titles differ: row 0's and row 11's first frames, side by side.
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-ss',
    '1',
    '-i',
    join(out, 'shards/0-Episode-1-preview.mp4'),
    '-ss',
    '1',
    '-i',
    join(out, 'shards/11-Episode-12-preview.mp4'),
    '-filter_complex',
    '[0:v][1:v]hstack=inputs=2',
    '-frames:v',
    '1',
    join(SHOTS, 'video-frames-data-rows-0-and-11.png'),
  ]).catch((e: Error) => log(`rows shot: ${e.message}`))
} finally {
  await browser.close()
  await vite.close()
  await sandbox.close()
}
