import {
  ALL_FORMATS,
  AudioBufferSink,
  BlobSource,
  EncodedPacketSink,
  Input,
  VideoSampleSink,
} from 'mediabunny'

export interface DecodedFrame {
  /** Presentation time, ms. */
  timeMs: number
  /** The picture, drawn at the track's size. */
  pixels: ImageData
}

export interface DecodedVideo {
  mimeType: string
  durationMs: number
  width: number
  height: number
  videoCodec: string | null
  /** Encoded video packets (one per frame). */
  packets: number
  frames: DecodedFrame[]
  audio: {
    codec: string | null
    sampleRate: number
    channels: number
    /** Channel 0 from the start of the file, and where its first sample plays (ms). */
    samples: Float32Array
    startMs: number
  } | null
}

/** Decodes a produced file with mediabunny's reader: container facts, every frame, the sound. */
export async function decodeVideo(
  file: Blob,
  { keepFrames = true }: { keepFrames?: boolean } = {},
): Promise<DecodedVideo> {
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS })
  try {
    const video = await input.getPrimaryVideoTrack()
    if (!video) throw new Error('the file has no video track')
    const width = await video.getDisplayWidth()
    const height = await video.getDisplayHeight()
    let packets = 0
    for await (const packet of new EncodedPacketSink(video).packets()) {
      void packet
      packets++
    }
    const frames: DecodedFrame[] = []
    if (keepFrames) {
      const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true })!
      for await (const sample of new VideoSampleSink(video).samples()) {
        sample.draw(ctx, 0, 0, width, height)
        frames.push({
          timeMs: sample.timestamp * 1000,
          pixels: ctx.getImageData(0, 0, width, height),
        })
        sample.close()
      }
    }
    const audioTrack = await input.getPrimaryAudioTrack()
    let audio: DecodedVideo['audio'] = null
    if (audioTrack) {
      const chunks: Float32Array[] = []
      let startMs: number | null = null
      for await (const { buffer, timestamp } of new AudioBufferSink(audioTrack).buffers()) {
        startMs ??= timestamp * 1000
        chunks.push(buffer.getChannelData(0).slice())
      }
      const samples = new Float32Array(chunks.reduce((n, c) => n + c.length, 0))
      let at = 0
      for (const chunk of chunks) {
        samples.set(chunk, at)
        at += chunk.length
      }
      audio = {
        codec: await audioTrack.getCodec(),
        sampleRate: audioTrack.sampleRate,
        channels: audioTrack.numberOfChannels,
        samples,
        startMs: startMs ?? 0,
      }
    }
    return {
      mimeType: await input.getMimeType(),
      durationMs: (await input.computeDuration()) * 1000,
      width,
      height,
      videoCodec: await video.getCodec(),
      packets,
      frames,
      audio,
    }
  } finally {
    input.dispose()
  }
}

/** Mean of the R, G, B channels over the picture, 0–255. */
export function meanBrightness(pixels: ImageData): number {
  let sum = 0
  for (let i = 0; i < pixels.data.length; i += 4)
    sum += pixels.data[i]! + pixels.data[i + 1]! + pixels.data[i + 2]!
  return sum / ((pixels.data.length / 4) * 3)
}

/** RGBA at (x, y). */
export function pixelAt(pixels: ImageData, x: number, y: number): [number, number, number, number] {
  const i = (Math.floor(y) * pixels.width + Math.floor(x)) * 4
  return [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!, pixels.data[i + 3]!]
}
