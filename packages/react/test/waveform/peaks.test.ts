import { afterAll, describe, expect, it } from 'vitest'
import type { AudioSource } from '@podscene/core'
import { PeaksStore, type AudioPeaks } from '../../src/index.ts'
import { parseAudiowaveformDat, parseAudiowaveformJson } from '../../src/media/peaks/index.ts'
import { peaksForWidth } from '../../src/waveform/index.ts'
import { PeaksLoadError, peaksBetween } from '../../src/media/peaks/index.ts'
import { quietestNear, scenePeaks } from '../../src/waveform/index.ts'
import { waveformWindow } from '../../src/layers/waveform-window.ts'
import { burstWavUrl } from '../playback/wav.ts'

const wav = burstWavUrl(2)
afterAll(() => URL.revokeObjectURL(wav))

const bbc = {
  version: 2,
  channels: 1,
  sample_rate: 8000,
  samples_per_pixel: 80, // 100 per second
  bits: 8,
  length: 4,
  data: [-64, 64, 0, 0, -128, 127, -32, 16],
}

describe('BBC audiowaveform JSON', () => {
  it('reads min/max pairs into 0–1 peaks with the duration they cover', () => {
    const peaks = parseAudiowaveformJson(bbc)
    expect(peaks.peaksPerSecond).toBe(100)
    expect(peaks.durationMs).toBe(40)
    expect([...peaks.data]).toEqual([0.5, 0, 1, 0.25])
  })

  it('merges channels by their loudest value', () => {
    const peaks = parseAudiowaveformJson({ ...bbc, channels: 2, length: 2 })
    expect([...peaks.data]).toEqual([0.5, 1])
  })

  it('names the field that is wrong', () => {
    expect(() => parseAudiowaveformJson({ ...bbc, bits: 12 })).toThrow(
      'audiowaveform JSON: bits must be 8 or 16, got 12',
    )
    expect(() => parseAudiowaveformJson({ ...bbc, data: [1, 2] })).toThrow(
      'data must hold length × 2 × channels = 8 numbers',
    )
    expect(() => parseAudiowaveformJson({ ...bbc, version: 3 })).toThrow('version must be 1 or 2')
  })
})

/** The .dat file audiowaveform writes for `bbc` (version 2 header, then int8 or int16 pairs). */
function bbcDat(bits: 8 | 16 = 8, channels = 1, length = 4): ArrayBuffer {
  const values = bbc.data.slice(0, length * 2 * channels)
  const buffer = new ArrayBuffer(24 + values.length * (bits / 8))
  const view = new DataView(buffer)
  view.setInt32(0, 2, true)
  view.setUint32(4, bits === 8 ? 1 : 0, true)
  view.setInt32(8, 8000, true)
  view.setInt32(12, 80, true)
  view.setUint32(16, length, true)
  view.setInt32(20, channels, true)
  values.forEach((v, i) =>
    bits === 8 ? view.setInt8(24 + i, v) : view.setInt16(24 + i * 2, v * 256, true),
  )
  return buffer
}

describe('BBC audiowaveform .dat', () => {
  it('reads 8- and 16-bit pairs into the same peaks as the JSON', () => {
    for (const bits of [8, 16] as const) {
      const peaks = parseAudiowaveformDat(bbcDat(bits))
      expect(peaks.peaksPerSecond).toBe(100)
      expect(peaks.durationMs).toBe(40)
      expect([...peaks.data]).toEqual([0.5, 0, 1, 0.25])
    }
    expect([...parseAudiowaveformDat(bbcDat(8, 2, 2)).data]).toEqual([0.5, 1])
  })

  it('says what is wrong with a truncated or foreign file', () => {
    expect(() => parseAudiowaveformDat(bbcDat().slice(0, 26))).toThrow(
      'audiowaveform .dat: data must hold length × 2 × channels = 8 values (32 bytes), file has 26 bytes',
    )
    expect(() => parseAudiowaveformDat(new ArrayBuffer(8))).toThrow('header needs 20 bytes')
    const wrong = bbcDat()
    new DataView(wrong).setInt32(0, 7, true)
    expect(() => parseAudiowaveformDat(wrong)).toThrow('version must be 1 or 2, got 7')
  })

  it('PeaksStore fetches a .dat or JSON peaks URL and tells them apart by content', async () => {
    const datUrl = URL.createObjectURL(new Blob([bbcDat()]))
    const jsonUrl = URL.createObjectURL(new Blob([` ${JSON.stringify(bbc)}`]))
    const badUrl = URL.createObjectURL(new Blob(['{ not json']))
    try {
      const files: Record<string, string> = { 'a.mp3': datUrl, 'b.mp3': jsonUrl, 'c.mp3': badUrl }
      const store = new PeaksStore({ persist: false, precomputed: (url) => files[url] })
      expect([...(await store.get('a.mp3')).data]).toEqual([0.5, 0, 1, 0.25])
      expect([...(await store.get('b.mp3')).data]).toEqual([0.5, 0, 1, 0.25])
      await expect(store.get('c.mp3')).rejects.toThrow(
        'peaks file is neither audiowaveform JSON nor .dat',
      )
    } finally {
      for (const url of [datUrl, jsonUrl, badUrl]) URL.revokeObjectURL(url)
    }
  })
})

describe('PeaksStore', () => {
  it('uses precomputed peaks without fetching the audio', async () => {
    const fetched: string[] = []
    const store = new PeaksStore({
      persist: false,
      precomputed: (url) => (url === 'https://x.test/a.mp3' ? bbc : undefined),
      fetch: (url) => {
        fetched.push(url)
        return fetch(url)
      },
    })
    const peaks = await store.get('https://x.test/a.mp3')
    expect([...peaks.data]).toEqual([0.5, 0, 1, 0.25])
    expect(fetched).toEqual([])
  })

  it('reports a bad precomputed file as a load error with the reason', async () => {
    const store = new PeaksStore({ persist: false, precomputed: () => ({ ...bbc, bits: 3 }) })
    await expect(store.get('https://x.test/a.mp3')).rejects.toThrow(PeaksLoadError)
    await expect(store.get('https://x.test/a.mp3')).rejects.toThrow('bits must be 8 or 16')
  })

  it('decodes once per URL and shares the result between callers', async () => {
    let fetches = 0
    const store = new PeaksStore({
      persist: false,
      fetch: (url) => {
        fetches++
        return fetch(url)
      },
    })
    const [a, b] = await Promise.all([store.get(wav), store.get(wav)])
    expect(a).toBe(b)
    expect(fetches).toBe(1)
    expect(a.durationMs).toBeCloseTo(2000, 0)
    expect(a.peaksPerSecond).toBe(100)
    // 300 ms tone, 200 ms silence: loud at 100 ms, silent at 400 ms.
    expect(a.data[10]).toBeGreaterThan(0.7)
    expect(a.data[40]).toBe(0)
    expect(store.peek(wav)).toBe(a)
  })

  it('keeps decoded peaks in IndexedDB for the next session', async () => {
    const first = new PeaksStore({ persist: true })
    const decoded = await first.get(wav)
    // Writing is fire-and-forget: give it a moment, then a new store must not fetch.
    await new Promise((r) => setTimeout(r, 200))
    let fetches = 0
    const second = new PeaksStore({
      persist: true,
      fetch: (url) => {
        fetches++
        return fetch(url)
      },
    })
    const again = await second.get(wav)
    expect(fetches).toBe(0)
    expect([...again.data]).toEqual([...decoded.data])
  })

  it('says why an audio file has no peaks', async () => {
    const store = new PeaksStore({
      persist: false,
      fetch: async () => new Response('not audio', { status: 200 }),
    })
    await expect(store.get('https://x.test/b.mp3')).rejects.toThrow('audio not decodable')
    const missing = new PeaksStore({
      persist: false,
      fetch: async () => new Response('', { status: 404 }),
    })
    await expect(missing.get('https://x.test/c.mp3')).rejects.toThrow('HTTP 404')
  })
})

const ramp: AudioPeaks = {
  durationMs: 1000,
  peaksPerSecond: 10,
  data: Float32Array.from([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
}

describe('peak windows', () => {
  it('peaksBetween takes the max of each span and 0 outside the audio', () => {
    expect([...peaksBetween(ramp, 0, 400, 2)].map((v) => +v.toFixed(2))).toEqual([0.2, 0.4])
    expect([...peaksBetween(ramp, 900, 1300, 4)].map((v) => +v.toFixed(2))).toEqual([1, 0, 0, 0])
  })

  it('a canvas waveform layer follows the audio time, held at the start for half a window', () => {
    // 4 bars of 50 ms = a 200 ms window.
    const atStart = waveformWindow(ramp, 0, 4)
    expect(waveformWindow(ramp, 100, 4)).toEqual(atStart)
    const later = waveformWindow(ramp, 600, 4)
    expect([...later].map((v) => +v.toFixed(2))).toEqual([0.6, 0.6, 0.7, 0.7])
  })

  it('scenePeaks places each source at its scene time and clip', () => {
    const source: AudioSource = {
      id: 'a',
      layerKey: 'a',
      url: 'u',
      startMs: 500,
      endMs: null,
      clipStartMs: 200,
      clipEndMs: 600,
      kind: 'audio',
    }
    const mixed = scenePeaks([source], () => ramp, 1500, 10)
    // Silent before 500 ms; then the media from 200 ms (0.3) to 600 ms; silent after 900 ms.
    expect([...mixed].map((v) => +v.toFixed(2))).toEqual([
      0, 0, 0, 0, 0, 0.3, 0.4, 0.5, 0.6, 0, 0, 0, 0, 0, 0,
    ])
  })

  it('quietestNear moves an edge into the nearby pause, and keeps it when none is quieter', () => {
    const peaks = Float32Array.from([0.9, 0.9, 0.9, 0.05, 0.9, 0.9])
    expect(quietestNear(peaks, 100, 15, 10)).toBe(15) // nothing clearly quieter within 10 ms
    expect(quietestNear(peaks, 100, 25, 20)).toBe(35)
    expect(quietestNear(peaks, 100, 999, 20)).toBe(999)
  })
})

describe('peaksForWidth', () => {
  it('keeps the loudest value of each span, at a power-of-two count', () => {
    const data = Float32Array.from({ length: 1000 }, (_, i) => (i === 777 ? 1 : 0.1))
    const shown = peaksForWidth(data, 100)
    expect(shown.length).toBe(128)
    expect(Math.max(...shown)).toBe(1)
    expect(shown[Math.floor((777 * 128) / 1000)]).toBe(1)
    expect(peaksForWidth(data, 5000)).toBe(data) // never more than there is
  })
})
