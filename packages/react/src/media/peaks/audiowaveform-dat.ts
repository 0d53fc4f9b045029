import type { AudioPeaks } from './audio-peaks.ts'
import { PeaksFormatError } from './audiowaveform-json.ts'
import { peaksTiming } from './peaks-timing.ts'

/**
 * Reads the binary .dat file BBC audiowaveform writes (`audiowaveform -i in.wav -o out.dat`),
 * version 1 or 2, into AudioPeaks (the max |value| of every channel per pixel). Little-endian
 * header: int32 version, uint32 flags (bit 0: 8-bit samples, else 16-bit), int32 sample_rate,
 * int32 samples_per_pixel, uint32 length, and in version 2 int32 channels; then `length` min/max
 * pairs per channel, interleaved by channel. A third of the JSON's size for 8-bit data, and no
 * text to parse: what lets an hour of peaks arrive and draw within the first-paint budget.
 */
export function parseAudiowaveformDat(bytes: ArrayBuffer): AudioPeaks {
  const fail = (what: string) => new PeaksFormatError(`audiowaveform .dat: ${what}`)
  if (bytes.byteLength < 20) throw fail(`header needs 20 bytes, file has ${bytes.byteLength}`)
  const view = new DataView(bytes)
  const version = view.getInt32(0, true)
  if (version !== 1 && version !== 2) throw fail(`version must be 1 or 2, got ${version}`)
  const headerSize = version === 2 ? 24 : 20
  if (bytes.byteLength < headerSize) throw fail(`version 2 header needs 24 bytes`)
  const eightBit = (view.getUint32(4, true) & 1) === 1
  const sampleRate = view.getInt32(8, true)
  const samplesPerPixel = view.getInt32(12, true)
  const length = view.getUint32(16, true)
  const channels = version === 2 ? view.getInt32(20, true) : 1
  if (sampleRate <= 0) throw fail(`sample_rate must be positive, got ${sampleRate}`)
  if (samplesPerPixel <= 0) throw fail(`samples_per_pixel must be positive, got ${samplesPerPixel}`)
  if (channels <= 0 || channels > 24) throw fail(`channels must be 1–24, got ${channels}`)
  const timing = peaksTiming('audiowaveform .dat', sampleRate, samplesPerPixel, length)
  const values = length * 2 * channels
  const expected = headerSize + values * (eightBit ? 1 : 2)
  if (bytes.byteLength < expected) {
    throw fail(
      `data must hold length × 2 × channels = ${values} values (${expected} bytes), file has ${bytes.byteLength} bytes`,
    )
  }
  const data = eightBit
    ? new Int8Array(bytes, headerSize, values)
    : readInt16(view, headerSize, values)
  const scale = eightBit ? 128 : 32768
  const out = new Float32Array(length)
  const stride = 2 * channels
  for (let i = 0; i < length; i++) {
    let max = 0
    for (let j = i * stride, end = j + stride; j < end; j++) {
      const v = Math.abs(data[j]!)
      if (v > max) max = v
    }
    out[i] = Math.min(1, max / scale)
  }
  return { ...timing, data: out }
}

function readInt16(view: DataView, offset: number, count: number): Int16Array {
  const out = new Int16Array(count)
  for (let i = 0; i < count; i++) out[i] = view.getInt16(offset + i * 2, true)
  return out
}

/** Whether fetched peak bytes are JSON (first non-blank byte `{`) rather than a .dat file. */
export function looksLikeJson(bytes: ArrayBuffer): boolean {
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 64))
  for (const b of head) {
    if (
      b === 0x20 ||
      b === 0x09 ||
      b === 0x0a ||
      b === 0x0d ||
      b === 0xef ||
      b === 0xbb ||
      b === 0xbf
    )
      continue
    return b === 0x7b
  }
  return false
}
