// podscene render --video: real Chromium, real encoders, files decoded by ffprobe/ffmpeg.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile, spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises'
import { existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodePng } from './png.ts'
import { startMediaServer, type MediaServer } from './media-server.ts'
import { REPO_ROOT, runCli } from './run-cli.ts'
import { meanDifference, probeVideo, rgbAt, videoFrame } from './video-probe.ts'

const TSX_LOADER = join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')
const MAIN = join(REPO_ROOT, 'packages/cli/src/main.ts')

const podscene = (args: string[], env?: NodeJS.ProcessEnv) =>
  env ? runCliWithEnv(args, env) : runCli(args, REPO_ROOT, { timeoutMs: 240_000 })

let dir = ''
let media: MediaServer
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podscene-video-'))
  media = await startMediaServer()
  // The render's media policy refuses loopback media unless allowed (the test's media server).
  process.env.PODSCENE_ALLOW_MEDIA_ORIGINS = media.origin
})
afterAll(async () => {
  await media.close()
  await rm(dir, { recursive: true, force: true })
})

/** 16:9, 2 s: red top-left quarter for the first second, green bottom-right for the next; a tone. */
const scene = () => ({
  aspect_ratio: 1,
  scene: {
    bg_color: '#102030',
    tracks: [
      {
        index: 0,
        key: 't',
        type: 'overlay',
        layers: [
          {
            key: 'red',
            type: 'color',
            x: 0,
            y: 0,
            w: 960,
            h: 540,
            color: '#ff0000',
            timeline: { start: 0, end: 1000 },
          },
          {
            key: 'green',
            type: 'color',
            x: 960,
            y: 540,
            w: 960,
            h: 540,
            color: '#00ff00',
            timeline: { start: 1000, end: 2000 },
          },
          {
            key: 'tone',
            type: 'audio',
            path: `${media.origin}/tone.wav`,
            timeline: { start: 0, end: 2000 },
          },
        ],
      },
    ],
  },
})

async function sceneFile(name = 'scene.json'): Promise<string> {
  const file = join(dir, name)
  await writeFile(file, JSON.stringify(scene()))
  return file
}

/** The frame `render --at` draws, as RGBA. */
async function renderedFrame(file: string, atMs: number, scale: number) {
  const png = join(dir, `at-${atMs}.png`)
  const result = await podscene([
    'render',
    file,
    '--at',
    String(atMs),
    '--scale',
    String(scale),
    '-o',
    png,
  ])
  expect(result.code).toBe(0)
  const decoded = decodePng(await readFile(png))
  return { width: decoded.width, height: decoded.height, data: decoded.rgba }
}

/** Lossy video against the lossless frame: the same picture within the encoder's error. */
function expectSameFrame(
  video: { width: number; data: Uint8Array },
  png: { width: number; data: Uint8Array },
) {
  expect(meanDifference(video, png)).toBeLessThan(4)
}

describe('podscene render --video', () => {
  it("writes an MP4 (H.264 + sound) of the whole scene whose frames are render --at's", async () => {
    const file = await sceneFile()
    const out = join(dir, 'scene.mp4')
    const result = await podscene([
      'render',
      file,
      '--video',
      out,
      '--scale',
      '0.25',
      '--fps',
      '24',
    ])
    expect(result.stderr).not.toContain('Error')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      /scene\.mp4: 480×270 MP4 \(avc1\.[0-9a-f]+ \+ (opus|mp4a\.40\.2), WebCodecs\), 24 fps, 48 frames, 2\.00 s\n$/,
    )
    expect(result.stderr).toMatch(/scene\.mp4: \d+% \(\d+\/48 frames/) // progress lines (not a TTY)
    const probed = await probeVideo(out)
    expect(probed.video).toMatchObject({
      codec_name: 'h264',
      width: 480,
      height: 270,
      nb_read_frames: '48',
      r_frame_rate: '24/1',
    })
    expect(probed.audio?.codec_name).toMatch(/^(opus|aac)$/)
    expect(probed.durationS).toBeGreaterThan(1.95)
    expect(probed.durationS).toBeLessThan(2.1)

    for (const [index, atMs] of [
      [12, 500],
      [36, 1500],
    ] as const) {
      const frame = await videoFrame(out, index, 480, 270)
      const png = await renderedFrame(file, atMs, 0.25)
      expectSameFrame(frame, png)
    }
    // The time line really moves: red at 0.5 s, green at 1.5 s.
    const early = await videoFrame(out, 12, 480, 270)
    const late = await videoFrame(out, 36, 480, 270)
    expect(rgbAt(early, 100, 60)[0]).toBeGreaterThan(200)
    expect(rgbAt(late, 100, 60)[0]).toBeLessThan(60)
    expect(rgbAt(late, 400, 200)[1]).toBeGreaterThan(200)
  }, 300_000)

  it('writes a WebM (VP9 + Opus) of a range at the asked fps', async () => {
    const file = await sceneFile()
    const out = join(dir, 'range.webm')
    const result = await podscene([
      'render',
      file,
      '--video',
      out,
      '--scale',
      '0.125',
      '--fps',
      '25',
      '--from',
      '600',
      '--to',
      '1400',
    ])
    expect(result.code).toBe(0)
    const probed = await probeVideo(out)
    expect(probed.video).toMatchObject({
      codec_name: 'vp9',
      width: 240,
      height: 136,
      nb_read_frames: '20',
    })
    expect(probed.audio?.codec_name).toBe('opus')
    // Frame 15 shows 600 + 15 × 40 = 1200 ms: green, no red.
    const frame = await videoFrame(out, 15, 240, 136)
    expect(rgbAt(frame, 200, 110)[1]).toBeGreaterThan(200)
    expect(rgbAt(frame, 40, 30)[0]).toBeLessThan(60)
  }, 300_000)

  it("encodes AAC with ffmpeg from PATH, which Chromium cannot: the picture stays WebCodecs'", async () => {
    const file = await sceneFile()
    const out = join(dir, 'aac.mp4')
    const result = await podscene([
      ...['render', file, '--video', out, '--scale', '0.25', '--fps', '24'],
      ...['--audio-codec', 'aac'],
    ])
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(
      /aac\.mp4: 480×270 MP4 \(avc1\.[0-9a-f]+ \+ aac, WebCodecs \+ ffmpeg\), 24 fps, 48 frames, 2\.00 s\n$/,
    )
    const probed = await probeVideo(out)
    expect(probed.video).toMatchObject({
      codec_name: 'h264',
      width: 480,
      height: 270,
      nb_read_frames: '48',
    })
    expect(probed.audio?.codec_name).toBe('aac')
    expect(probed.durationS).toBeGreaterThan(1.95)
    expect(probed.durationS).toBeLessThan(2.1)
    const frame = await videoFrame(out, 36, 480, 270)
    expectSameFrame(frame, await renderedFrame(file, 1500, 0.25))
  }, 300_000)

  it('encodes everything with ffmpeg from raw frames and PCM when asked (--encoder ffmpeg)', async () => {
    const file = await sceneFile()
    const out = join(dir, 'ffmpeg.webm')
    const result = await podscene([
      ...['render', file, '--video', out, '--scale', '0.25', '--fps', '24'],
      ...['--encoder', 'ffmpeg'],
    ])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain(
      'ffmpeg.webm: 480×270 WEBM (vp9 + opus, ffmpeg), 24 fps, 48 frames, 2.00 s\n',
    )
    const probed = await probeVideo(out)
    expect(probed.video).toMatchObject({
      codec_name: 'vp9',
      width: 480,
      height: 270,
      nb_read_frames: '48',
    })
    expect(probed.audio?.codec_name).toBe('opus')
    for (const [index, atMs] of [
      [12, 500],
      [36, 1500],
    ] as const) {
      expectSameFrame(await videoFrame(out, index, 480, 270), await renderedFrame(file, atMs, 0.25))
    }
  }, 300_000)

  it('says what is missing when AAC is asked and no ffmpeg is on PATH, and writes nothing', async () => {
    const file = await sceneFile()
    const out = join(dir, 'no-ffmpeg.mp4')
    // PATH as it is, minus ffmpeg: one directory of links to everything else on it.
    const bin = join(dir, 'path-without-ffmpeg')
    await mkdir(bin, { recursive: true })
    for (const pathDir of (process.env.PATH ?? '').split(':').reverse()) {
      for (const name of existsSync(pathDir) ? readdirSync(pathDir) : []) {
        if (name === 'ffmpeg') continue
        await rm(join(bin, name), { force: true })
        await symlink(join(pathDir, name), join(bin, name))
      }
    }
    const result = await podscene(
      ['render', file, '--video', out, '--scale', '0.25', '--audio-codec', 'aac'],
      { PATH: bin },
    )
    expect(result.stderr).toBe(
      'podscene render: this Chromium cannot encode AAC audio, and ffmpeg was not found on PATH: ' +
        'install ffmpeg (Debian: apt-get install ffmpeg) or leave out --audio-codec aac (Opus in MP4)\n',
    )
    expect(result.code).toBe(1)
    expect(existsSync(out)).toBe(false)
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([])
  }, 300_000)

  it('follows the render media policy: loopback media refused unless allowed, and said why', async () => {
    const file = join(dir, 'refused.json')
    const doc = scene() as { scene: { tracks: { layers: unknown[] }[] } }
    doc.scene.tracks[0]!.layers.push({
      key: 'img',
      type: 'image',
      x: 0,
      y: 540,
      w: 960,
      h: 540,
      path: `${media.origin}/red.png`,
      timeline: { start: 0, end: 2000 },
    })
    await writeFile(file, JSON.stringify(doc))
    const out = join(dir, 'refused.webm')
    const args = ['render', file, '--video', out, '--scale', '0.125', '--to', '200']
    const refused = await podscene(args, { PODSCENE_ALLOW_MEDIA_ORIGINS: '' })
    expect(refused.code).toBe(0)
    expect(refused.stderr).toContain(
      `podscene render: placeholder for ${media.origin}/red.png: refused: 127.0.0.1 is a loopback address`,
    )
    const allowed = await podscene([...args, '--allow-media-origin', media.origin], {
      PODSCENE_ALLOW_MEDIA_ORIGINS: '',
    })
    expect(allowed.code).toBe(0)
    expect(allowed.stderr).not.toContain('placeholder')
  }, 300_000)

  it('leaves nothing at the target when interrupted (SIGINT) mid-export', async () => {
    const long = scene()
    for (const layer of long.scene.tracks[0]!.layers) layer.timeline.end *= 30 // 60 s
    const file = join(dir, 'long.json')
    await writeFile(file, JSON.stringify(long))
    const target = join(dir, 'cancelled')
    await mkdir(target, { recursive: true })
    const out = join(target, 'long.mp4')
    const child = spawn(
      process.execPath,
      [
        '--import',
        TSX_LOADER,
        MAIN,
        'render',
        file,
        '--video',
        out,
        '--scale',
        '0.25',
        '--fps',
        '60',
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let stderr = ''
    let sent = false
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text
      // Under way: a progress line has come, so the temporary file is being written.
      if (!sent && /long\.mp4: \d+% /.test(stderr)) {
        sent = true
        expect(readdirSync(target).some((n) => n.endsWith('.tmp'))).toBe(true)
        child.kill('SIGINT')
      }
    })
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(sent).toBe(true)
    expect(stderr).toContain(`podscene render: cancelled; nothing written to ${out}\n`)
    expect(code).toBe(130)
    expect(readdirSync(target)).toEqual([])
  }, 300_000)
})

/** The CLI with `env` (e.g. a PATH without ffmpeg), node spawned directly (no PATH lookup). */
function runCliWithEnv(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', TSX_LOADER, MAIN, ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, timeout: 240_000 },
      (error, stdout, stderr) =>
        done({
          code: error ? (typeof error.code === 'number' ? error.code : -1) : 0,
          stdout,
          stderr,
        }),
    )
  })
}
