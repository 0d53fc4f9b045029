import { describe, expect, it } from 'vitest'
import type { EditorDocument } from '@podscene/core'
import { renderSceneAudio } from '../../src/index.ts'
import { pcmWavUrl } from '../playback/wav.ts'

const RATE = 48000
/** A 1 kHz sine of amplitude 0.8 (RMS 0.566), `seconds` long, at the mix's rate. */
const tone = (seconds: number) =>
  pcmWavUrl(seconds, (i, rate) => Math.sin((2 * Math.PI * 1000 * i) / rate) * 0.8, RATE)
const TONE_RMS = 0.8 / Math.SQRT2

function sceneWith(layers: object[], extra: object = {}): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: { tracks: [{ index: 0, key: 'sound', type: 'audio', layers }], ...extra },
  } as unknown as EditorDocument
}

/** RMS of channel 0 over [fromMs, toMs). */
function rms(buffer: AudioBuffer, fromMs: number, toMs: number): number {
  const data = buffer.getChannelData(0)
  const a = Math.round((fromMs / 1000) * buffer.sampleRate)
  const b = Math.round((toMs / 1000) * buffer.sampleRate)
  let sum = 0
  for (let i = a; i < b; i++) sum += data[i]! * data[i]!
  return Math.sqrt(sum / (b - a))
}

describe('renderSceneAudio', () => {
  it('places a sound by its layer start and prop.clip, stops at its clip end, scales by volume', async () => {
    const doc = sceneWith([
      {
        key: 'a',
        type: 'audio',
        path: tone(2),
        volume: 0.5,
        timeline: { start: 400, end: 1800 },
        prop: { clip: { start: 200, end: 700 } },
      },
    ])
    const buffer = (await renderSceneAudio(doc, { sampleRate: RATE, channels: 2, toMs: 1800 }))!
    expect([buffer.sampleRate, buffer.numberOfChannels, buffer.length]).toEqual([
      RATE,
      2,
      1800 * 48,
    ])
    expect(rms(buffer, 0, 390)).toBeLessThan(0.001) // before the layer starts
    expect(rms(buffer, 420, 880)).toBeCloseTo(TONE_RMS * 0.5, 2) // 500 ms of clip at half volume
    expect(rms(buffer, 920, 1800)).toBeLessThan(0.001) // after the clip's end (700 − 200 ms)
    // Both channels carry the mono file.
    expect(buffer.getChannelData(1)[600 * 48]).toBeCloseTo(buffer.getChannelData(0)[600 * 48]!, 5)
  })

  it('follows keyframed volume as playback evaluates it (linear 1 → 0 over a second)', async () => {
    const doc = sceneWith([
      {
        key: 'a',
        type: 'audio',
        path: tone(1.2),
        timeline: {
          start: 0,
          end: 1000,
          key_frames: [
            { timestamp: 0, properties: { volume: 1 }, func: 'linear' },
            { timestamp: 1000, properties: { volume: 0 } },
          ],
        },
      },
    ])
    const buffer = (await renderSceneAudio(doc, { sampleRate: RATE }))!
    for (const at of [200, 500, 800]) {
      const expected = TONE_RMS * (1 - at / 1000)
      expect(rms(buffer, at - 20, at + 20), `at ${at} ms`).toBeCloseTo(expected, 2)
    }
  })

  it('mixes a range only, and the scene audio script; null when nothing sounds', async () => {
    const doc = sceneWith(
      [{ key: 'box', type: 'color', x: 0, y: 0, w: 10, h: 10, timeline: { start: 0, end: 3000 } }],
      { audio_script: { url: tone(3) } },
    )
    const buffer = (await renderSceneAudio(doc, { fromMs: 1000, toMs: 1500, sampleRate: RATE }))!
    expect(buffer.length).toBe(500 * 48)
    expect(rms(buffer, 0, 500)).toBeCloseTo(TONE_RMS, 2)
    expect(await renderSceneAudio(sceneWith([]))).toBeNull()
  })

  it("plays a project's scenes one after another, each cut at its end", async () => {
    const scene = (ms: number, path: string) => ({
      tracks: [
        {
          index: 0,
          key: 't',
          type: 'audio',
          layers: [{ key: 'v', type: 'audio', path, volume: 1, timeline: { start: 0, end: ms } }],
        },
      ],
    })
    const silent = pcmWavUrl(2, () => 0, RATE)
    const project = { aspect_ratio: 1, scenes: [scene(600, silent), scene(800, tone(2))] }
    const buffer = (await renderSceneAudio(project, { sampleRate: RATE }))!
    expect(buffer.length).toBe(1400 * 48)
    expect(rms(buffer, 0, 590)).toBeLessThan(0.001)
    expect(rms(buffer, 620, 1390)).toBeCloseTo(TONE_RMS, 2)
  })
})
