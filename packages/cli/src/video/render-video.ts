import { copyFile, mkdtemp, open as openFile, rm } from 'node:fs/promises'
import '../render/render-request.ts' // the page's window functions (types)
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  parseTemplateDocument,
  sceneDuration,
  VIDEO_BINDINGS,
  type VideoEncoderSupport,
  type VideoRawResponse,
  type VideoRenderRequest,
  type VideoRenderResponse,
} from '@podscene/core'
import type { Page } from 'playwright-core'
import { findFfmpeg, FFMPEG_CODECS, muxWithAac, startFfmpeg, type FfmpegEncoder } from './ffmpeg.ts'
import { TempOutput } from './temp-output.ts'
import type { VideoSession } from './video-session.ts'

export type EncoderChoice = 'auto' | 'browser' | 'ffmpeg'
export type AudioCodecChoice = 'auto' | 'aac'

export interface VideoProgress {
  framesDone: number
  framesTotal: number
  fraction: number
  elapsedMs: number
  etaMs: number | null
}

export interface VideoJob {
  request: VideoRenderRequest
  /** Where the finished file goes (renamed there only when complete). */
  target: string
  encoder: EncoderChoice
  audioCodec: AudioCodecChoice
  /** The output size, for asking the browser which encoders it has. */
  size: { width: number; height: number }
  onProgress?: (progress: VideoProgress) => void
  signal?: AbortSignal
}

export interface RenderedVideo {
  target: string
  /** `browser+ffmpeg`: WebCodecs picture, AAC sound by ffmpeg. */
  encoder: 'browser' | 'browser+ffmpeg' | 'ffmpeg'
  container: 'mp4' | 'webm'
  videoCodec: string
  audioCodec: string | null
  width: number
  height: number
  fps: number
  frames: number
  durationMs: number
  /** Media drawn as placeholders or sounds left out, `<url>: <reason>`. */
  problems: string[]
}

/** Stops a render: the page is closed and the temporary file removed. */
export class VideoCancelled extends Error {
  override name = 'VideoCancelled'
  constructor() {
    super('cancelled')
  }
}

/**
 * Renders one video on its own page of the session's Chromium. The encoder (see `chooseEncoder`)
 * is the browser's WebCodecs when it has what the format and --audio-codec need, else ffmpeg
 * from PATH; the bytes arrive in pieces through page bindings and are written at their
 * positions into a temporary file renamed over `target` when complete. Errors are one line.
 */
export async function renderVideo(session: VideoSession, job: VideoJob): Promise<RenderedVideo> {
  if (job.signal?.aborted) throw new VideoCancelled()
  const page = await session.browser.newPage()
  const stop = () => void page.close().catch(() => undefined)
  job.signal?.addEventListener('abort', stop, { once: true })
  let output: TempOutput | null = null
  try {
    page.setDefaultTimeout(60_000)
    await page.goto(`${session.server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.podsceneVideo === 'function')
    await page.exposeFunction(VIDEO_BINDINGS.progress, (p: VideoProgress) => job.onProgress?.(p))
    const support = await page.evaluate(
      ({ width, height }) => window.podsceneVideoSupport!(width, height),
      job.size,
    )
    const encoder = await chooseEncoder(job, support)
    output = await TempOutput.open(job.target)
    const result =
      encoder.kind === 'browser'
        ? await encodeInBrowser(page, job, output)
        : encoder.kind === 'hybrid'
          ? await encodePictureWithAacSound(page, job, output, encoder.ffmpeg)
          : await encodeWithFfmpeg(page, job, output, encoder.ffmpeg)
    if (job.signal?.aborted) throw new VideoCancelled()
    await output.commit()
    output = null
    return {
      ...result,
      problems: withProxyReasons(result.problems, session.server.mediaProblems()),
    }
  } catch (error) {
    if (job.signal?.aborted) throw new VideoCancelled()
    throw error
  } finally {
    job.signal?.removeEventListener('abort', stop)
    if (output) await output.discard()
    await page.close().catch(() => undefined)
  }
}

/** Length of the scene from `fromMs` (a still lasts one second, as exportVideo makes it). */
function rangeOf(document: unknown, fromMs: number): number {
  const parsed = parseTemplateDocument(document)
  const duration = parsed.ok ? sceneDuration(parsed.value.scene) : 0
  return duration > fromMs ? duration - fromMs : 1000
}

/**
 * The page only sees a media load fail; the media proxy knows why (refused address, not media,
 * too large): its reason replaces the page's for the same URL (`<url>: <reason>`).
 */
function withProxyReasons(problems: string[], proxy: Map<string, string>): string[] {
  return problems.map((problem) => {
    for (const [url, reason] of proxy) {
      if (problem.startsWith(`${url}: `)) return `${url}: ${reason}`
    }
    return problem
  })
}

type Encoder =
  { kind: 'browser' } | { kind: 'hybrid'; ffmpeg: string } | { kind: 'ffmpeg'; ffmpeg: string }

/**
 * Which encoder writes the file:
 * - `--encoder browser`: WebCodecs only (fails naming the missing encoder);
 * - `--encoder ffmpeg`: ffmpeg from PATH only (libx264 + AAC in MP4, libvpx-vp9 + Opus in WebM);
 * - `auto` (default): WebCodecs when this Chromium encodes the format's codecs — MP4: H.264 and
 *   (with --audio-codec aac) AAC, else AAC or Opus; WebM: VP9 and Opus. When only AAC is missing
 *   (Chromium on Linux), the picture is still WebCodecs' and ffmpeg encodes the sound alone
 *   (`hybrid`); when a picture encoder is missing, ffmpeg encodes everything from raw frames.
 */
export async function chooseEncoder(
  job: Pick<VideoJob, 'encoder' | 'audioCodec' | 'request'>,
  support: VideoEncoderSupport,
): Promise<Encoder> {
  const missing = missingInBrowser(job, support)
  if (job.encoder === 'browser') {
    if (missing.length === 0) return { kind: 'browser' }
    throw new Error(`this Chromium cannot encode ${missing.join(' or ')} (--encoder browser)`)
  }
  if (job.encoder === 'auto' && missing.length === 0) return { kind: 'browser' }
  const ffmpeg = await findFfmpeg()
  const onlyAac = missing.length === 1 && missing[0] === 'AAC audio'
  if (ffmpeg) return { kind: job.encoder === 'auto' && onlyAac ? 'hybrid' : 'ffmpeg', ffmpeg }
  const why =
    job.encoder === 'ffmpeg'
      ? '--encoder ffmpeg needs ffmpeg'
      : `this Chromium cannot encode ${missing.join(' or ')}, and ffmpeg`
  throw new Error(
    `${why} was not found on PATH: install ffmpeg (Debian: apt-get install ffmpeg)` +
      (job.audioCodec === 'aac' ? ' or leave out --audio-codec aac (Opus in MP4)' : ''),
  )
}

function missingInBrowser(
  job: Pick<VideoJob, 'audioCodec' | 'request'>,
  support: VideoEncoderSupport,
): string[] {
  if (!support.webCodecs) return ['anything (no WebCodecs)']
  const missing: string[] = []
  if (job.request.format === 'webm') {
    if (!support.vp9) missing.push('VP9 video')
    if (!support.opus) missing.push('Opus audio')
  } else {
    if (!support.h264) missing.push('H.264 video')
    if (job.audioCodec === 'aac' && !support.aac) missing.push('AAC audio')
    if (job.audioCodec === 'auto' && !support.aac && !support.opus)
      missing.push('AAC or Opus audio')
  }
  return missing
}

async function encodeInBrowser(
  page: Page,
  job: VideoJob,
  output: TempOutput,
): Promise<RenderedVideo> {
  let writes = Promise.resolve()
  await page.exposeFunction(VIDEO_BINDINGS.write, (position: number, base64: string) => {
    // In order: the page awaits each piece, and the muxer's header rewrite comes last.
    writes = writes.then(() => output.write(Buffer.from(base64, 'base64'), position))
    return writes
  })
  const response: VideoRenderResponse = await page.evaluate(
    (r) => window.podsceneVideo!(r),
    job.request,
  )
  await writes
  if (!response.ok) throw new Error(response.message)
  return {
    target: job.target,
    encoder: 'browser',
    container: job.request.format,
    videoCodec: response.videoCodec,
    audioCodec: response.audioCodec,
    width: response.width,
    height: response.height,
    fps: response.fps,
    frames: response.frames,
    durationMs: response.durationMs,
    problems: response.problems,
  }
}

/** WebCodecs' picture (MP4, no sound) into a scratch file, the mix as PCM, AAC muxed by ffmpeg. */
async function encodePictureWithAacSound(
  page: Page,
  job: VideoJob,
  output: TempOutput,
  ffmpeg: string,
): Promise<RenderedVideo> {
  const scratch = await mkdtemp(join(tmpdir(), 'podscene-video-'))
  const picturePath = join(scratch, 'picture.mp4')
  const pcmPath = join(scratch, 'mix.f32le')
  const picture = await openFile(picturePath, 'w')
  const pcm = await openFile(pcmPath, 'w')
  try {
    let writes = Promise.resolve()
    await page.exposeFunction(VIDEO_BINDINGS.write, (position: number, base64: string) => {
      const bytes = Buffer.from(base64, 'base64')
      writes = writes.then(async () => void (await picture.write(bytes, 0, bytes.length, position)))
      return writes
    })
    await page.exposeFunction(VIDEO_BINDINGS.rawAudio, async (base64: string) => {
      await pcm.write(Buffer.from(base64, 'base64'))
    })
    // The mix is rendered while the picture encodes (the offline audio render runs off the
    // page's main thread); it covers the asked range, and ffmpeg pads or cuts it to the picture.
    const fromMs = job.request.fromMs ?? 0
    const soundDone = page.evaluate((r) => window.podsceneVideoSound!(r), {
      ...job.request,
      fromMs,
      toMs: job.request.toMs ?? fromMs + rangeOf(job.request.document, fromMs),
    })
    soundDone.catch(() => undefined) // awaited below; a closed page rejects both
    const response: VideoRenderResponse = await page.evaluate((r) => window.podsceneVideo!(r), {
      ...job.request,
      audio: false,
    })
    await writes
    await picture.close()
    if (!response.ok) throw new Error(response.message)
    const sound = await soundDone
    await pcm.close()
    if (!sound.ok) throw new Error(sound.message)
    await output.release()
    if (sound.audio) {
      await muxWithAac({
        ffmpeg,
        picture: picturePath,
        audio: { file: pcmPath, ...sound.audio },
        outPath: output.path,
      })
    } else {
      await copyFile(picturePath, output.path)
    }
    return {
      target: job.target,
      encoder: sound.audio ? 'browser+ffmpeg' : 'browser',
      container: 'mp4',
      videoCodec: response.videoCodec,
      audioCodec: sound.audio ? 'aac' : null,
      width: response.width,
      height: response.height,
      fps: response.fps,
      frames: response.frames,
      durationMs: response.durationMs,
      problems: response.problems,
    }
  } finally {
    await picture.close().catch(() => undefined)
    await pcm.close().catch(() => undefined)
    await rm(scratch, { recursive: true, force: true })
  }
}

async function encodeWithFfmpeg(
  page: Page,
  job: VideoJob,
  output: TempOutput,
  ffmpeg: string,
): Promise<RenderedVideo> {
  await output.release() // ffmpeg writes the temporary file itself
  const scratch = await mkdtemp(join(tmpdir(), 'podscene-pcm-'))
  const pcmPath = join(scratch, 'mix.f32le')
  const pcm = await openFile(pcmPath, 'w')
  let pcmBytes = 0
  let encoder: FfmpegEncoder | null = null
  let size: { width: number; height: number } | null = null
  try {
    await page.exposeFunction(VIDEO_BINDINGS.rawAudio, async (base64: string) => {
      const bytes = Buffer.from(base64, 'base64')
      await pcm.write(bytes)
      pcmBytes += bytes.byteLength
    })
    await page.exposeFunction(
      VIDEO_BINDINGS.rawFrame,
      async (_index: number, base64: string, width: number, height: number) => {
        if (!encoder) {
          await pcm.close()
          size = { width, height }
          encoder = startFfmpeg({
            ffmpeg,
            format: job.request.format,
            width,
            height,
            fps: job.request.fps,
            audio: pcmBytes > 0 ? { file: pcmPath, sampleRate: 48000, channels: 2 } : null,
            outPath: output.path,
          })
        }
        await encoder.frame(Buffer.from(base64, 'base64'))
      },
    )
    const response: VideoRawResponse = await page.evaluate(
      (r) => window.podsceneVideoRaw!(r),
      job.request,
    )
    if (!response.ok) throw new Error(response.message)
    if (!encoder || !size) throw new Error('the page produced no frames')
    await (encoder as FfmpegEncoder).finish()
    const codecs = FFMPEG_CODECS[job.request.format]
    return {
      target: job.target,
      encoder: 'ffmpeg',
      container: job.request.format,
      videoCodec: codecs.video,
      audioCodec: response.audio ? codecs.audio : null,
      width: response.width,
      height: response.height,
      fps: response.fps,
      frames: response.frames,
      durationMs: response.durationMs,
      problems: response.problems,
    }
  } catch (error) {
    ;(encoder as FfmpegEncoder | null)?.kill()
    throw error
  } finally {
    await pcm.close().catch(() => undefined)
    await rm(scratch, { recursive: true, force: true })
  }
}
