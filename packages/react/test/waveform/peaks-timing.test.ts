import { describe, expect, it } from 'vitest'
import { PeaksStore } from '../../src/index.ts'
import {
  parseAudiowaveformDat,
  parseAudiowaveformJson,
  PeaksLoadError,
} from '../../src/media/peaks/index.ts'

const bbc = {
  version: 2,
  channels: 1,
  sample_rate: 8000,
  samples_per_pixel: 80,
  bits: 8,
  length: 4,
  data: [-64, 64, 0, 0, -128, 127, -32, 16],
}

/** A version 2, 8-bit .dat header with the given timing and `length` zero pairs. */
function dat(sampleRate: number, samplesPerPixel: number, length: number): ArrayBuffer {
  const buffer = new ArrayBuffer(24 + length * 2)
  const view = new DataView(buffer)
  view.setInt32(0, 2, true)
  view.setUint32(4, 1, true)
  view.setInt32(8, sampleRate, true)
  view.setInt32(12, samplesPerPixel, true)
  view.setUint32(16, length, true)
  view.setInt32(20, 1, true)
  return buffer
}

describe('peak files with absurd timing or values are refused (issue 26, item 14)', () => {
  it('JSON: samples_per_pixel 1e308 (an infinite duration) names the field', () => {
    expect(() => parseAudiowaveformJson({ ...bbc, samples_per_pixel: 1e308 })).toThrow(
      'audiowaveform JSON: samples_per_pixel must be an integer from 1 to 2147483647, got 1e+308',
    )
    expect(() => parseAudiowaveformJson({ ...bbc, sample_rate: 1e300 })).toThrow(
      'audiowaveform JSON: sample_rate must be an integer from 1 to 2147483647, got 1e+300',
    )
  })

  it('JSON and .dat: timing that covers more than 24 hours is refused', () => {
    // 4 pixels of 2³¹−1 samples at 1 Hz: 272 years.
    expect(() =>
      parseAudiowaveformJson({ ...bbc, sample_rate: 1, samples_per_pixel: 2 ** 31 - 1 }),
    ).toThrow(
      'audiowaveform JSON: length 4 × samples_per_pixel 2147483647 / sample_rate 1 covers 2.39e+6 h, more than the limit of 24 h',
    )
    expect(() => parseAudiowaveformDat(dat(1, 2 ** 31 - 1, 4))).toThrow(
      'audiowaveform .dat: length 4 × samples_per_pixel 2147483647 / sample_rate 1 covers 2.39e+6 h, more than the limit of 24 h',
    )
    // An hour at 100 peaks per second is fine.
    expect(parseAudiowaveformDat(dat(8000, 80, 360_000)).durationMs).toBe(3_600_000)
  })

  it('JSON: NaN and Infinity in data (a parsed object handed over as is) are refused', () => {
    expect(() => parseAudiowaveformJson({ ...bbc, data: [0, 0, 1, NaN, 0, 0, 0, 0] })).toThrow(
      'audiowaveform JSON: data[3] must be a finite number, got NaN',
    )
    expect(() => parseAudiowaveformJson({ ...bbc, data: [Infinity, 0, 0, 0, 0, 0, 0, 0] })).toThrow(
      'audiowaveform JSON: data[0] must be a finite number, got Infinity',
    )
  })

  it('PeaksStore refuses precomputed AudioPeaks with NaN data or an infinite duration', async () => {
    const given = {
      nan: { durationMs: 1000, peaksPerSecond: 2, data: Float32Array.from([0.5, NaN]) },
      infinite: { durationMs: Infinity, peaksPerSecond: 1e-308, data: new Float32Array(1) },
      nanRate: { durationMs: 1000, peaksPerSecond: NaN, data: new Float32Array(1) },
      json: { ...bbc, samples_per_pixel: 1e308 },
    }
    const store = new PeaksStore({
      persist: false,
      precomputed: (url) => given[url as keyof typeof given],
    })
    await expect(store.get('nan')).rejects.toThrow(PeaksLoadError)
    await expect(store.get('nan')).rejects.toThrow(
      'peaks: data[1] must be a finite number, got NaN',
    )
    await expect(store.get('infinite')).rejects.toThrow(
      'peaks: durationMs must be a finite number from 0 to 86400000 (24 h), got Infinity',
    )
    await expect(store.get('nanRate')).rejects.toThrow(
      'peaks: peaksPerSecond must be a finite number above 0, got NaN',
    )
    await expect(store.get('json')).rejects.toThrow('samples_per_pixel must be an integer')
  })
})
