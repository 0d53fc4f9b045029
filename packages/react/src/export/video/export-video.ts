import type * as Mediabunny from 'mediabunny'
import { createVideoFrameSource } from './frame-source.tsx'
import { frameTime, frameTimesOf } from './frame-layout.ts'
import { createSceneAudioMixer } from './scene-audio.ts'
import { abortError, throwIfAborted, VideoExportUnsupportedError } from './errors.ts'
import type {
  ExportVideoOptions,
  ExportVideoResult,
  VideoContainer,
  VideoDocument,
  VideoTarget,
} from './types.ts'

/** Sound is mixed and encoded in chunks of this length, ms (see AudioFeed). */
const AUDIO_CHUNK_MS = 1000
const SAMPLE_RATE = 48_000
const CHANNELS = 2
/** Streamed output is written in pieces of this size at most. */
const STREAM_CHUNK_BYTES = 1024 * 1024

const VIDEO_CODEC: Record<VideoContainer, { codec: Mediabunny.VideoCodec; name: string }> = {
  mp4: { codec: 'avc', name: 'H.264 (avc)' },
  webm: { codec: 'vp9', name: 'VP9' },
}

/**
 * Exports a scene, template or project as a video file with its sound, in the browser:
 * frames from `createVideoFrameSource` (what the canvas and `podscene render --at` draw), sound
 * from the offline mix (`createSceneAudioMixer`), encoded with WebCodecs and muxed by mediabunny
 * (loaded on first use). One frame at a time: each is drawn, handed to the encoder and awaited
 * (encoder and writer back-pressure), so memory does not grow with the length.
 */
export async function exportVideo(
  document: VideoDocument,
  options: ExportVideoOptions = {},
): Promise<ExportVideoResult> {
  const { signal } = options
  throwIfAborted(signal)
  const format = options.format ?? 'mp4'
  if (format !== 'mp4' && format !== 'webm')
    throw new RangeError(`exportVideo: format must be 'mp4' or 'webm', got ${String(format)}`)
  const fps = options.fps ?? 30
  if (typeof VideoEncoder === 'undefined')
    throw new VideoExportUnsupportedError(
      'exportVideo needs WebCodecs (VideoEncoder), which this browser does not offer here; ' +
        'browsers expose it only to secure pages (https:, or http://127.0.0.1 and localhost)',
      'WebCodecs',
    )
  const mb = await import('mediabunny')
  throwIfAborted(signal)

  const frames = createVideoFrameSource(document, {
    scale: options.scale,
    width: options.width,
    height: options.height,
    resolveMediaUrl: options.resolveMediaUrl,
    mediaTimeoutMs: options.mediaTimeoutMs,
    background: options.background,
    renderers: options.renderers,
  })
  let output: Mediabunny.Output | null = null
  let target: VideoTarget | undefined = options.target
  try {
    const times = frameTimesOf(frames.durationMs, fps, options)
    const { width, height } = frames
    const mixer = createSceneAudioMixer(document, {
      sampleRate: SAMPLE_RATE,
      channels: CHANNELS,
      resolveMediaUrl: options.resolveMediaUrl,
      signal,
    })
    const withAudio = options.audio ?? mixer.hasSound

    const video = VIDEO_CODEC[format]
    const quality = { low: mb.QUALITY_LOW, medium: mb.QUALITY_MEDIUM, high: mb.QUALITY_HIGH }[
      options.quality ?? 'high'
    ]
    const rate = options.bitrate === undefined ? { quality } : { bitrate: options.bitrate }
    if (!(await mb.canEncodeVideo(video.codec, { width, height, ...rate })))
      throw new VideoExportUnsupportedError(
        `exportVideo: this browser has no ${video.name} video encoder for ${width}×${height} (${format.toUpperCase()} needs it)`,
        video.name,
      )
    let audioCodec: Mediabunny.AudioCodec | null = null
    if (withAudio) {
      const candidates: Mediabunny.AudioCodec[] = format === 'mp4' ? ['aac', 'opus'] : ['opus']
      audioCodec = await mb.getFirstEncodableAudioCodec(candidates, {
        numberOfChannels: CHANNELS,
        sampleRate: SAMPLE_RATE,
      })
      if (!audioCodec)
        throw new VideoExportUnsupportedError(
          `exportVideo: this browser has no ${format === 'mp4' ? 'AAC or Opus' : 'Opus'} audio encoder for the sound (export with audio: false to leave it out)`,
          format === 'mp4' ? 'AAC or Opus' : 'Opus',
        )
    }

    const streamed = target !== undefined
    const outTarget = streamed ? streamTarget(mb, target!) : new mb.BufferTarget()
    output = new mb.Output({
      format:
        format === 'mp4'
          ? new mb.Mp4OutputFormat(streamed ? { fastStart: 'fragmented' } : {})
          : new mb.WebMOutputFormat(),
      target: outTarget,
    })
    let videoCodecString: string = video.codec
    let audioCodecString: string | null = audioCodec
    const videoSource = new mb.VideoSampleSource({
      codec: video.codec,
      ...rate,
      keyFrameInterval: 2,
      onEncoderConfig: (config) => (videoCodecString = config.codec),
    })
    output.addVideoTrack(videoSource, { frameRate: fps })
    const audioSource = audioCodec
      ? new mb.AudioBufferSource({
          codec: audioCodec,
          quality: mb.QUALITY_HIGH,
          onEncoderConfig: (config) => (audioCodecString = config.codec),
        })
      : null
    if (audioSource) output.addAudioTrack(audioSource)
    await output.start()
    if (audioSource) await mixer.load()
    throwIfAborted(signal)

    const durationMs = (times.frames * 1000) / fps
    const sound = audioSource
      ? new AudioFeed(mixer, audioSource, times.fromMs, durationMs, signal)
      : null

    const began = performance.now()
    for (let i = 0; i < times.frames; i++) {
      throwIfAborted(signal)
      const atMs = (i * 1000) / fps
      // The sound is mixed (on the audio rendering thread) while this frame is drawn.
      await sound?.keepAhead(atMs)
      const canvas = await frames.frameAt(frameTime(times, fps, i))
      throwIfAborted(signal)
      // A VideoFrame copies the canvas at once; the encoder works on the copy off this thread.
      const sample = new mb.VideoSample(canvas, { timestamp: i / fps, duration: 1 / fps })
      try {
        await videoSource.add(sample)
      } finally {
        sample.close()
      }
      const done = i + 1
      const elapsedMs = performance.now() - began
      options.onProgress?.({
        framesDone: done,
        framesTotal: times.frames,
        fraction: done / times.frames,
        elapsedMs,
        etaMs: done >= 3 ? (elapsedMs / done) * (times.frames - done) : null,
      })
    }
    await sound?.finish()
    throwIfAborted(signal)
    await output.finalize()
    throwIfAborted(signal)
    if (target) await target.close?.()
    target = undefined
    const blob = streamed
      ? null
      : new Blob([(outTarget as Mediabunny.BufferTarget).buffer!], {
          type: output.format.mimeType,
        })
    return {
      blob,
      container: format,
      mimeType: output.format.mimeType,
      videoCodec: videoCodecString,
      audioCodec: audioCodecString,
      width,
      height,
      fps,
      frames: times.frames,
      durationMs,
      problems: [...frames.problems(), ...(audioSource ? mixer.problems() : [])],
    }
  } catch (error) {
    if (output && output.state !== 'finalized' && output.state !== 'canceled')
      await output.cancel().catch(() => undefined)
    const reason = signal?.aborted ? abortError(signal) : explainEncoderError(error, format, frames)
    if (target) await Promise.resolve(target.abort?.(reason)).catch(() => undefined)
    throw reason
  } finally {
    frames.dispose()
  }
}

/**
 * mediabunny's "This specific encoder configuration (…) is not supported" (found only when the
 * encoder is configured) as a VideoExportUnsupportedError naming the codec.
 */
function explainEncoderError(
  error: unknown,
  format: VideoContainer,
  size: { width: number; height: number },
): unknown {
  const message = error instanceof Error ? error.message : ''
  if (!message.startsWith('This specific encoder configuration')) return error
  if (/audio parameters/.test(message)) {
    const name = format === 'mp4' ? 'AAC or Opus' : 'Opus'
    return new VideoExportUnsupportedError(
      `exportVideo: this browser has no ${name} audio encoder for the sound (export with audio: false to leave it out): ${message}`,
      name,
    )
  }
  const { name } = VIDEO_CODEC[format]
  return new VideoExportUnsupportedError(
    `exportVideo: this browser has no ${name} video encoder for ${size.width}×${size.height} (${format.toUpperCase()} needs it): ${message}`,
    name,
  )
}

/** mediabunny's StreamTarget over a `VideoTarget`'s positioned writes. */
function streamTarget(mb: typeof Mediabunny, target: VideoTarget): Mediabunny.StreamTarget {
  const writable = new WritableStream<Mediabunny.StreamTargetChunk>({
    write: (chunk) => target.write(chunk.data, chunk.position),
  })
  return new mb.StreamTarget(writable, { chunked: true, chunkSize: STREAM_CHUNK_BYTES })
}

/**
 * The sound track fed alongside the picture: the mix of the next AUDIO_CHUNK_MS is rendered
 * (an OfflineAudioContext renders on its own thread) and encoded while frames are drawn, one
 * chunk in flight at a time, between one chunk behind and two chunks ahead of the picture, so
 * the muxer stays interleaved and only a few seconds of sound are ever held.
 */
class AudioFeed {
  private samplesDone = 0
  private readonly totalSamples: number
  private pending: Promise<void> | null = null
  private failure: { error: unknown } | null = null

  constructor(
    private readonly mixer: ReturnType<typeof createSceneAudioMixer>,
    private readonly source: Mediabunny.AudioBufferSource,
    private readonly originMs: number,
    durationMs: number,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.totalSamples = Math.round((durationMs / 1000) * SAMPLE_RATE)
  }

  /**
   * Before the frame at `atMs` (from the range's start): the sound is at most one chunk behind
   * the picture (else this waits for it) and the next chunk is being mixed if it is less than two
   * chunks ahead.
   */
  async keepAhead(atMs: number): Promise<void> {
    this.rethrow()
    const needed = Math.min(this.totalSamples, samplesAt(atMs - AUDIO_CHUNK_MS))
    while (this.samplesDone < needed) await this.step()
    const wanted = Math.min(this.totalSamples, samplesAt(atMs + 2 * AUDIO_CHUNK_MS))
    if (!this.pending && this.samplesDone < wanted)
      this.pending = this.next().then(
        () => void (this.pending = null),
        (error: unknown) => {
          this.pending = null
          this.failure = { error }
        },
      )
  }

  /** The rest of the sound, to the end of the range. */
  async finish(): Promise<void> {
    while (this.samplesDone < this.totalSamples) await this.step()
    this.rethrow()
  }

  private async step(): Promise<void> {
    if (this.pending) await this.pending
    else await this.next()
    this.rethrow()
  }

  private async next(): Promise<void> {
    const count = Math.min(this.totalSamples - this.samplesDone, samplesAt(AUDIO_CHUNK_MS))
    if (count <= 0) return
    const buffer = await this.mixer.render(this.originMs, this.samplesDone, count)
    throwIfAborted(this.signal)
    await this.source.add(buffer)
    this.samplesDone += count
  }

  private rethrow(): void {
    if (this.failure) throw this.failure.error
  }
}

function samplesAt(ms: number): number {
  return Math.round((ms / 1000) * SAMPLE_RATE)
}
