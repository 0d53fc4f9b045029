// Long sources are mixed from windows of the file (sound-reader.ts), not decoded whole: the mix
// must be the same as the whole decode's, across the mixer's 1-s chunks and the reader's 10-s
// windows, at the mix's rate and at another one (resampled by the same decoder).
import { describe, expect, it } from 'vitest'
import { commands } from 'vitest/browser'
import type { EditorDocument } from '@podscene/core'
import { createSceneAudioMixer } from '../../src/export/video/scene-audio.ts'
import { pcmWavUrl } from '../playback/wav.ts'

const RATE = 48000

/** A rising chirp (200 → 1,200 Hz over 25 s): any shift or gap between windows shows. */
const chirp = (sampleRate: number) =>
  pcmWavUrl(
    25,
    (i, rate) => {
      const t = i / rate
      return 0.6 * Math.sin(2 * Math.PI * (200 * t + 20 * t * t))
    },
    sampleRate,
  )

function sceneWith(path: string): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: {
      tracks: [
        {
          index: 0,
          key: 'sound',
          type: 'audio',
          layers: [
            {
              key: 'a',
              type: 'audio',
              path,
              volume: 1,
              timeline: { start: 500, end: 24000 },
              prop: { clip: { start: 300, end: 0 } },
            },
          ],
        },
      ],
    },
  } as unknown as EditorDocument
}

/** The mix of [0, ms) rendered in 1-s chunks, as the video export renders it. */
async function mixInChunks(doc: EditorDocument, ms: number, wholeDecodeMaxS: number) {
  const mixer = createSceneAudioMixer(doc, { sampleRate: RATE, channels: 1, wholeDecodeMaxS })
  await mixer.load()
  expect(mixer.problems()).toEqual([])
  const total = (ms / 1000) * RATE
  const out = new Float32Array(total)
  for (let at = 0; at < total; at += RATE) {
    const chunk = await mixer.render(0, at, Math.min(RATE, total - at))
    out.set(chunk.getChannelData(0), at)
  }
  return out
}

function largestDifference(a: Float32Array, b: Float32Array): { at: number; by: number } {
  let worst = { at: -1, by: 0 }
  for (let i = 0; i < a.length; i++) {
    const by = Math.abs(a[i]! - b[i]!)
    if (by > worst.by) worst = { at: i, by }
  }
  return worst
}

describe('a long source is mixed a window at a time', () => {
  it('at the mix rate: the same samples as decoding it whole, across chunks and windows', async () => {
    const doc = sceneWith(chirp(RATE))
    const whole = await mixInChunks(doc, 24000, Infinity)
    const windowed = await mixInChunks(doc, 24000, 1)
    // 16-bit samples made float by two decoders: equal to within their scaling (1/32768).
    expect(largestDifference(whole, windowed).by).toBeLessThan(1e-4)
    // It is sound, not silence: the chirp is heard from 500 ms on.
    expect(Math.max(...whole.subarray(RATE, 2 * RATE))).toBeGreaterThan(0.5)
  })

  it('at 44.1 kHz: resampled by the same decoder, the same samples as the whole decode', async () => {
    const doc = sceneWith(chirp(44100))
    const whole = await mixInChunks(doc, 24000, Infinity)
    const windowed = await mixInChunks(doc, 24000, 1)
    const worst = largestDifference(whole, windowed)
    expect(worst.by, `largest difference at sample ${worst.at}`).toBeLessThan(1e-4)
    expect(Math.max(...whole.subarray(RATE, 2 * RATE))).toBeGreaterThan(0.5)
  })

  it('a source that cannot be read is left out and named, as before', async () => {
    const mixer = createSceneAudioMixer(sceneWith('blob:http://127.0.0.1/missing'), {
      sampleRate: RATE,
      wholeDecodeMaxS: 1,
    })
    await mixer.load()
    expect(mixer.problems()).toHaveLength(1)
    expect(mixer.problems()[0]).toMatch(/^blob:http:\/\/127\.0\.0\.1\/missing: sound left out \(/)
  })
})

describe('compressed long sources start where decodeAudioData puts them', () => {
  /** Where the loudest sample of the mix of [19 s, 21 s) lies on the line, s. */
  async function clickTime(url: string, wholeDecodeMaxS: number): Promise<number> {
    const doc = sceneWith(url)
    // The layer starts at 500 ms and its clip at 300 ms: media time t is at line time t + 0.2 s.
    const mixer = createSceneAudioMixer(doc, { sampleRate: RATE, channels: 1, wholeDecodeMaxS })
    await mixer.load()
    expect(mixer.problems()).toEqual([])
    const data = (await mixer.render(0, 19 * RATE, 2 * RATE)).getChannelData(0)
    let at = 0
    for (let i = 1; i < data.length; i++) if (Math.abs(data[i]!) > Math.abs(data[at]!)) at = i
    return 19 + at / RATE
  }

  for (const [format, cover] of [
    ['mp3', false],
    ['mp3', true],
    ['m4a', false],
    ['flac', false],
  ] as const) {
    it(`${format}${cover ? ' behind an ID3 tag with a cover' : ''}: the click at the same sample, windowed or whole`, async () => {
      const base64 = await commands.encodeClickSound({ format, seconds: 25, clickAtS: 19.8, cover })
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const url = URL.createObjectURL(new Blob([bytes]))
      const whole = await clickTime(url, Infinity)
      const windowed = await clickTime(url, 1)
      expect(whole).toBeCloseTo(20, 2)
      // The MP3 encoder's and decoder's delay (25 ms at 44.1 kHz) dropped as decodeAudioData drops it.
      expect(Math.abs(windowed - whole) * RATE).toBeLessThan(1)
    })
  }
})
