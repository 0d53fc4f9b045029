import type * as Mediabunny from 'mediabunny'
import { resampleThroughDecoder } from './resample-pcm.ts'
import { id3TagLength, mp3StartSkip, readHead } from './mp3-start-skip.ts'

/**
 * Sources up to this long are decoded whole by `decodeAudioData` (exactly as before windows
 * existed); longer ones are read a window at a time, so an hour of sound never sits decoded in
 * memory (48 kHz stereo float: 23 MB a minute).
 */
export const WHOLE_DECODE_MAX_S = 120
/** How much of a long source one window decodes, s (the mixer asks for about 1 s at a time). */
const WINDOW_S = 10
/** What mediabunny may keep of a long source's file in memory (its default is 64 MiB). */
const URL_CACHE_BYTES = 4 * 2 ** 20
/** Decoded on each side of a window and dropped, so resampling has no edge in the part used, s. */
const MARGIN_S = 0.05

/** Part of a source's sound at the mix's rate: sample 0 of `buffer` is `startSec` into the media. */
export interface SoundWindow {
  buffer: AudioBuffer
  startSec: number
}

/** One sound source, read whole or in windows; either way at the mix's sample rate. */
export interface SoundReader {
  /** The sound over at least [fromSec, toSec) of the media (less where the media ends). */
  window(fromSec: number, toSec: number): Promise<SoundWindow | null>
  /** Media length, s (after the first window for a whole-decoded source: the decoded length). */
  duration(): number
  /** Frees what it holds (decoded sound, the open file). */
  dispose(): void
}

export interface SoundReaderOptions {
  sampleRate: number
  /** Channels of the mix (the decoded file keeps its own; the mix up/down-mixes). */
  channels: number
  signal?: AbortSignal
  /** Longest source decoded whole, s (default WHOLE_DECODE_MAX_S). */
  wholeDecodeMaxS?: number
}

/**
 * Opens `url` for mixing: a source the container reader cannot open, or no longer than
 * `wholeDecodeMaxS`, is fetched and decoded whole (decodeAudioData resamples it once to the
 * mix's rate); a longer one through mediabunny (range requests where the server allows them),
 * one window at a time. Rejects with the reason when the sound cannot be read at all.
 */
export async function openSound(url: string, options: SoundReaderOptions): Promise<SoundReader> {
  const long = await openLongSound(url, options)
  return long ?? (await decodeWhole(url, options))
}

async function decodeWhole(url: string, options: SoundReaderOptions): Promise<SoundReader> {
  const response = await fetch(url, { signal: options.signal })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const bytes = await response.arrayBuffer()
  // Decoding through a context of the output rate resamples once, here.
  const context = new OfflineAudioContext(options.channels, 1, options.sampleRate)
  let buffer: AudioBuffer | null = await context.decodeAudioData(bytes)
  const duration = buffer.duration
  return {
    window: async () => (buffer ? { buffer, startSec: 0 } : null),
    duration: () => duration,
    dispose: () => void (buffer = null),
  }
}

/** A reader of windows when `url` opens as a container with sound longer than the limit; else null. */
async function openLongSound(
  url: string,
  options: SoundReaderOptions,
): Promise<SoundReader | null> {
  const mb = await import('mediabunny')
  const input = new mb.Input({
    source: new mb.UrlSource(url, { maxCacheSize: URL_CACHE_BYTES }),
    // Containers whose windows start where decodeAudioData puts the sound, sample for sample
    // (MP3 once its LAME delay is dropped, below). Ogg and WebM (Opus, Vorbis) came out 1.5–23 ms
    // off (pre-skip, codec delay), so they are still decoded whole.
    formats: [mb.MP3, mb.MP4, mb.QTFF, mb.WAVE, mb.FLAC, mb.ADTS],
  })
  let keep = false
  try {
    const track = await input.getPrimaryAudioTrack()
    if (!track || !(await track.canDecode())) return null
    const duration = await track.computeDuration()
    if (!(duration > (options.wholeDecodeMaxS ?? WHOLE_DECODE_MAX_S))) return null
    // MP3: the packets decode with the encoder's and decoder's delay in front, which
    // decodeAudioData drops (the LAME tag); drop the same so both place the sound alike.
    const format = await input.getFormat()
    const skipFrames = format === mb.MP3 ? mp3StartSkip(await mp3Head(url, options.signal)) : 0
    keep = true
    const shift = skipFrames / track.sampleRate
    return new WindowedSound(input, new mb.AudioBufferSink(track), duration, shift, options)
  } catch {
    // Not a container mediabunny reads (or not reachable this way): decode it whole.
    return null
  } finally {
    if (!keep) input.dispose()
  }
}

/** The start of an MP3 up to its first frame after the ID3v2 tag (which may hold a picture). */
async function mp3Head(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  const head = await readHead(url, 16 * 1024, signal)
  const firstFrame = id3TagLength(head)
  return firstFrame + 4096 <= head.length ? head : readHead(url, firstFrame + 4096, signal)
}

/** A long source decoded WINDOW_S at a time; holds only the last window. */
class WindowedSound implements SoundReader {
  private last: (SoundWindow & { validFrom: number; validTo: number }) | null = null
  constructor(
    private readonly input: Mediabunny.Input,
    private readonly sink: Mediabunny.AudioBufferSink,
    /** The media's length, s (mediabunny's `computeDuration`). */
    private readonly length: number,
    /** How far the packets' decode runs ahead of the media's time (the decoder's delay), s. */
    private readonly shift: number,
    private readonly options: SoundReaderOptions,
  ) {}

  duration(): number {
    return this.length
  }

  async window(fromSec: number, toSec: number): Promise<SoundWindow | null> {
    const last = this.last
    if (last && last.validFrom <= fromSec && Math.min(toSec, this.length) <= last.validTo)
      return last
    const start = Math.max(0, fromSec - MARGIN_S)
    const end = Math.min(this.length, Math.max(toSec, fromSec + WINDOW_S) + MARGIN_S)
    const pieces: Mediabunny.WrappedAudioBuffer[] = []
    const shift = this.shift
    for await (const piece of this.sink.buffers(start + shift, end + shift)) {
      this.options.signal?.throwIfAborted()
      pieces.push(piece)
    }
    const first = pieces[0]
    if (!first) return null
    const sourceRate = first.buffer.sampleRate
    const channels = first.buffer.numberOfChannels
    const t0 = first.timestamp - shift
    const lastPiece = pieces[pieces.length - 1]!
    const frames = Math.round((lastPiece.timestamp - shift + lastPiece.duration - t0) * sourceRate)
    const data = Array.from({ length: channels }, () => new Float32Array(frames))
    for (const piece of pieces) {
      const at = Math.round((piece.timestamp - shift - t0) * sourceRate)
      const count = Math.min(piece.buffer.length, frames - at)
      if (at < 0 || count <= 0) continue
      for (let c = 0; c < channels; c++)
        data[c]!.set(piece.buffer.getChannelData(c).subarray(0, count), at)
    }
    // Start on a sample both rates share, so the mix's offsets into the window fall on whole
    // samples of the resampled buffer (a fractional one would be interpolated linearly).
    const shared = sourceRate / gcd(sourceRate, this.options.sampleRate)
    const first0 = Math.round(t0 * sourceRate)
    const skip = Math.ceil(first0 / shared) * shared - first0
    const aligned = data.map((channel) => channel.subarray(Math.min(skip, channel.length)))
    const startSec = (first0 + skip) / sourceRate
    const buffer = await resampleThroughDecoder(aligned, sourceRate, this.options.sampleRate)
    const t1 = t0 + frames / sourceRate
    this.last = {
      buffer,
      startSec,
      // The edges of a window that is not the media's own edge may carry resampling ripple.
      validFrom: start <= 0 ? startSec : startSec + MARGIN_S,
      validTo: end >= this.length ? Infinity : t1 - MARGIN_S,
    }
    return this.last
  }

  dispose(): void {
    this.last = null
    this.input.dispose()
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b)
}
