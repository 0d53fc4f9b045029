import {
  BARE_SCENE_ASPECT_RATIO,
  canvasSizeForAspectRatio,
  parseTemplateDocument,
  proxiedMediaUrl,
  VIDEO_BINDINGS,
  type TemplateDocument,
  type VideoEncoderSupport,
  type VideoRawResponse,
  type VideoRenderRequest,
  type VideoRenderResponse,
  type VideoSoundResponse,
} from '@podscene/core'
import {
  createVideoFrameSource,
  exportVideo,
  frameTime,
  frameTimesOf,
  createSceneAudioMixer,
} from '../video/index.ts'
import { progressSender, type Progress } from './progress-sender.ts'
import { errorMessage } from '../../lib/error-message.ts'

/**
 * The render page's video entry points, driven by `podscene render --video`
 * (packages/cli/src/video). The bytes leave through bindings the CLI exposes (VIDEO_BINDINGS),
 * in pieces of at most CHUNK bytes, never as one message:
 * - `podsceneVideo`: exportVideo (WebCodecs + muxer) with a streaming target;
 * - `podsceneVideoRaw`: frames (RGBA) and the mix (float32 PCM) for ffmpeg, when the browser
 *   lacks the encoder the user asked for;
 * - `podsceneVideoSupport`: which encoders this browser has.
 */

const CHUNK = 4 * 1024 * 1024

interface VideoBindings {
  podsceneVideoWrite(position: number, base64: string): Promise<void>
  podsceneVideoProgress(progress: Progress): void
  podsceneRawFrame(index: number, base64: string, width: number, height: number): Promise<void>
  podsceneRawAudio(base64: string): Promise<void>
}

declare global {
  interface Window {
    podsceneVideo?: (request: VideoRenderRequest) => Promise<VideoRenderResponse>
    podsceneVideoRaw?: (request: VideoRenderRequest) => Promise<VideoRawResponse>
    podsceneVideoSupport?: (width: number, height: number) => Promise<VideoEncoderSupport>
    podsceneVideoSound?: (
      request: VideoRenderRequest & { fromMs: number; toMs: number },
    ) => Promise<VideoSoundResponse>
  }
}

const bindings = window as unknown as VideoBindings
void VIDEO_BINDINGS // the names above, kept in one place (core)

/** Puts the video entry points on `window` (called by main.tsx; the package has no side effects). */
export function installVideoEntryPoints(): void {
  window.podsceneVideoSupport = videoSupport
  window.podsceneVideo = renderVideo
  window.podsceneVideoRaw = renderRaw
  window.podsceneVideoSound = renderSound
}

async function videoSupport(width: number, height: number): Promise<VideoEncoderSupport> {
  const webCodecs = typeof VideoEncoder !== 'undefined' && typeof AudioEncoder !== 'undefined'
  if (!webCodecs) return { webCodecs, h264: false, vp9: false, aac: false, opus: false }
  const video = async (codec: string) =>
    (await VideoEncoder.isConfigSupported({ codec, width, height }).catch(() => null))
      ?.supported === true
  const audio = async (codec: string) =>
    (
      await AudioEncoder.isConfigSupported({ codec, sampleRate: 48000, numberOfChannels: 2 }).catch(
        () => null,
      )
    )?.supported === true
  return {
    webCodecs,
    h264: (await video('avc1.640028')) || (await video('avc1.42001f')),
    vp9: await video('vp09.00.10.08'),
    aac: await audio('mp4a.40.2'),
    opus: await audio('opus'),
  }
}

async function renderVideo(request: VideoRenderRequest): Promise<VideoRenderResponse> {
  try {
    const document = parsed(request)
    const { width, height } = outputSize(document, request.scale)
    const target = new ChunkedTarget()
    const result = await exportVideo(document.document, {
      format: request.format,
      width,
      height,
      fps: request.fps,
      fromMs: request.fromMs,
      toMs: request.toMs,
      background: request.background,
      audio: request.audio,
      onProgress: progressSender((p) => bindings.podsceneVideoProgress(p)),
      target,
      // http(s) media through the render server's same-origin proxy, as for frames.
      resolveMediaUrl: proxiedMediaUrl,
      mediaTimeoutMs: request.mediaTimeoutMs,
    })
    await target.flush()
    return {
      ok: true,
      container: result.container,
      mimeType: result.mimeType,
      videoCodec: result.videoCodec,
      audioCodec: result.audioCodec ?? null,
      width: result.width,
      height: result.height,
      fps: result.fps,
      frames: result.frames,
      durationMs: result.durationMs,
      problems: result.problems,
    }
  } catch (error) {
    return { ok: false, message: errorMessage(error) }
  }
}

async function renderRaw(request: VideoRenderRequest): Promise<VideoRawResponse> {
  try {
    const document = parsed(request)
    const { width, height } = outputSize(document, request.scale)
    const source = createVideoFrameSource(document.document, {
      width,
      height,
      background: request.background,
      resolveMediaUrl: proxiedMediaUrl,
      mediaTimeoutMs: request.mediaTimeoutMs,
    })
    try {
      return await streamRaw(request, source, width, height)
    } finally {
      source.dispose()
    }
  } catch (error) {
    return { ok: false, message: errorMessage(error) }
  }
}

/** The mix of [fromMs, toMs) alone, to the rawAudio binding (for ffmpeg's AAC encoder). */
async function renderSound(
  request: VideoRenderRequest & { fromMs: number; toMs: number },
): Promise<VideoSoundResponse> {
  try {
    const document = parsed(request)
    return { ok: true, audio: await sendMix(document, request.fromMs, request.toMs) }
  } catch (error) {
    return { ok: false, message: errorMessage(error) }
  }
}

/** The mix, then every frame as RGBA, to the CLI's bindings (which feed ffmpeg). */
async function streamRaw(
  request: VideoRenderRequest,
  source: ReturnType<typeof createVideoFrameSource>,
  width: number,
  height: number,
): Promise<VideoRawResponse> {
  const document = parsed(request)
  // The same frames and range as exportVideo (frame i at fromMs + i × 1000 / fps).
  const times = frameTimesOf(source.durationMs, request.fps, request)
  const started = performance.now()

  const audio = await sendMix(
    document,
    times.fromMs,
    times.fromMs + (times.frames * 1000) / request.fps,
  )

  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  const frames = times.frames
  const progress = progressSender((p) => bindings.podsceneVideoProgress(p))
  for (let index = 0; index < frames; index++) {
    const frame = await source.frameAt(frameTime(times, request.fps, index))
    context.clearRect(0, 0, width, height)
    context.drawImage(frame, 0, 0, width, height)
    const rgba = context.getImageData(0, 0, width, height).data
    await bindings.podsceneRawFrame(index, toBase64(new Uint8Array(rgba.buffer)), width, height)
    const elapsedMs = performance.now() - started
    const done = index + 1
    progress({
      framesDone: done,
      framesTotal: frames,
      fraction: done / frames,
      elapsedMs,
      etaMs: (elapsedMs / done) * (frames - done),
    })
  }
  return {
    ok: true,
    width,
    height,
    fps: request.fps,
    frames: times.frames,
    durationMs: (times.frames * 1000) / request.fps,
    audio,
    problems: source.problems(),
  }
}

function parsed(request: VideoRenderRequest): TemplateDocument {
  const result = parseTemplateDocument(request.document)
  if (!result.ok) throw new Error(`invalid document: ${result.problems[0]?.message ?? 'unknown'}`)
  return result.value
}

/** The canvas of the aspect ratio times `scale`, rounded to even sizes (4:2:0 video needs them). */
function outputSize(document: TemplateDocument, scale: number) {
  const aspectRatio = document.kind === 'template' ? (document.document.aspect_ratio ?? null) : null
  const size = canvasSizeForAspectRatio(aspectRatio, BARE_SCENE_ASPECT_RATIO)
  const even = (n: number) => Math.max(2, Math.round((n * scale) / 2) * 2)
  return { width: even(size.width), height: even(size.height) }
}

/** Contiguous writes gathered into pieces of up to CHUNK bytes; others sent as they come. */
class ChunkedTarget {
  private buffer = new Uint8Array(CHUNK)
  private start = 0
  private length = 0
  private sending: Promise<void> = Promise.resolve()

  write(chunk: Uint8Array, position: number): Promise<void> | void {
    if (this.length > 0 && position === this.start + this.length) {
      if (this.length + chunk.byteLength <= CHUNK) {
        this.buffer.set(chunk, this.length)
        this.length += chunk.byteLength
        return
      }
    }
    const sent = this.send()
    if (chunk.byteLength >= CHUNK) {
      const text = toBase64(chunk) // now: the writer may reuse the chunk's memory
      this.sending = this.sending.then(() => bindings.podsceneVideoWrite(position, text))
      return this.sending
    }
    this.buffer.set(chunk, 0)
    this.start = position
    this.length = chunk.byteLength
    return sent
  }

  close(): Promise<void> {
    return this.flush()
  }

  flush(): Promise<void> {
    return this.send()
  }

  private send(): Promise<void> {
    if (this.length > 0) {
      const text = toBase64(this.buffer.subarray(0, this.length))
      const position = this.start
      this.sending = this.sending.then(() => bindings.podsceneVideoWrite(position, text))
      this.length = 0
    }
    return this.sending
  }
}

/** Frames of sound mixed and sent at a time: a few seconds, never the whole range's mix. */
const MIX_PIECE_FRAMES = 5 * 48000

/**
 * The document's mix of [fromMs, toMs) at 48 kHz stereo to the rawAudio binding, rendered a
 * piece at a time (float32, interleaved); null when the document plays no sound.
 */
async function sendMix(
  document: ReturnType<typeof parsed>,
  fromMs: number,
  toMs: number,
): Promise<{ sampleRate: number; channels: number } | null> {
  const mixer = createSceneAudioMixer(document.document, {
    sampleRate: 48000,
    channels: 2,
    resolveMediaUrl: proxiedMediaUrl,
  })
  if (!mixer.hasSound) return null
  if (!(toMs > fromMs))
    throw new RangeError(`the sound's end (${toMs} ms) must be after its start (${fromMs} ms)`)
  await mixer.load()
  const total = Math.round(((toMs - fromMs) / 1000) * mixer.sampleRate)
  for (let at = 0; at < total; at += MIX_PIECE_FRAMES) {
    const buffer = await mixer.render(fromMs, at, Math.min(MIX_PIECE_FRAMES, total - at))
    for (const piece of interleavedPcm(buffer)) await bindings.podsceneRawAudio(toBase64(piece))
  }
  return { sampleRate: mixer.sampleRate, channels: mixer.channels }
}

/** The mix as interleaved float32 little-endian samples, in pieces of about CHUNK bytes. */
function* interleavedPcm(buffer: AudioBuffer): Generator<Uint8Array> {
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, c) =>
    buffer.getChannelData(c),
  )
  const framesPerPiece = Math.floor(CHUNK / 4 / channels.length)
  for (let start = 0; start < buffer.length; start += framesPerPiece) {
    const count = Math.min(framesPerPiece, buffer.length - start)
    const out = new Float32Array(count * channels.length)
    for (let i = 0; i < count; i++) {
      for (let c = 0; c < channels.length; c++)
        out[i * channels.length + c] = channels[c]![start + i]!
    }
    yield new Uint8Array(out.buffer)
  }
}

function toBase64(bytes: Uint8Array): string {
  const native = (bytes as Uint8Array & { toBase64?: () => string }).toBase64
  if (native) return native.call(bytes)
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(text)
}
