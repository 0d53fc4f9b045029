import type { AudioPeaks } from './audio-peaks.ts'
import { peaksTiming, positiveInt32 } from './peaks-timing.ts'

/**
 * The JSON that BBC audiowaveform writes (`audiowaveform -i in.wav -o out.json`), version 1 or 2:
 * `{version, channels?, sample_rate, samples_per_pixel, bits, length, data}` where `data` holds
 * `length` min/max pairs per channel, interleaved by channel.
 */
export interface AudiowaveformJson {
  version: number
  channels?: number
  sample_rate: number
  samples_per_pixel: number
  bits: number
  length: number
  data: number[]
}

/** Says what is wrong with a precomputed peaks file, naming the field. */
export class PeaksFormatError extends Error {
  override name = 'PeaksFormatError'
}

const WHAT = 'audiowaveform JSON'

function positiveInteger(json: Record<string, unknown>, key: string): number {
  return positiveInt32(WHAT, key, json[key])
}

/** Reads audiowaveform JSON into AudioPeaks (the max |value| of every channel per pixel). */
export function parseAudiowaveformJson(input: unknown): AudioPeaks {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new PeaksFormatError('audiowaveform JSON: expected an object')
  }
  const json = input as Record<string, unknown>
  const version = json.version
  if (version !== 1 && version !== 2) {
    throw new PeaksFormatError(`audiowaveform JSON: version must be 1 or 2, got ${String(version)}`)
  }
  const channels =
    version === 2 && json.channels !== undefined ? positiveInteger(json, 'channels') : 1
  const sampleRate = positiveInteger(json, 'sample_rate')
  const samplesPerPixel = positiveInteger(json, 'samples_per_pixel')
  const bits = json.bits
  if (bits !== 8 && bits !== 16) {
    throw new PeaksFormatError(`audiowaveform JSON: bits must be 8 or 16, got ${String(bits)}`)
  }
  const length = json.length
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) {
    throw new PeaksFormatError('audiowaveform JSON: length must be an integer ≥ 0')
  }
  const timing = peaksTiming(WHAT, sampleRate, samplesPerPixel, length)
  const data = json.data
  if (!Array.isArray(data) || data.length !== length * 2 * channels) {
    throw new PeaksFormatError(
      `audiowaveform JSON: data must hold length × 2 × channels = ${length * 2 * channels} numbers`,
    )
  }
  const scale = bits === 8 ? 128 : 32768
  const out = new Float32Array(length)
  for (let i = 0; i < length; i++) {
    let max = 0
    for (let c = 0; c < channels; c++) {
      const at = (i * channels + c) * 2
      const lo = data[at]
      const hi = data[at + 1]
      if (typeof lo !== 'number' || typeof hi !== 'number') {
        throw new PeaksFormatError(`audiowaveform JSON: data[${at}] is not a number`)
      }
      if (!Number.isFinite(lo) || !Number.isFinite(hi)) {
        const bad = Number.isFinite(lo) ? at + 1 : at
        throw new PeaksFormatError(
          `audiowaveform JSON: data[${bad}] must be a finite number, got ${String(data[bad])}`,
        )
      }
      max = Math.max(max, Math.abs(lo), Math.abs(hi))
    }
    out[i] = Math.min(1, max / scale)
  }
  return { ...timing, data: out }
}
