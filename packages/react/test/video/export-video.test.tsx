import { describe, expect, it } from 'vitest'
import type { EditorDocument } from '@podscene/core'
import { exportVideo } from '../../src/index.ts'
import { pcmWavUrl } from '../playback/wav.ts'
import { decodeVideo, meanBrightness } from './decode-video.ts'

/** A 16:9 scene (1920×1080 canvas) of coloured boxes, `ms` long. */
function boxesScene(ms: number, extra: object[] = []): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: {
      tracks: [
        {
          index: 0,
          key: 'boxes',
          type: 'color',
          layers: [
            { key: 'bg', type: 'color', x: 0, y: 0, w: 1920, h: 1080, color: '#203040' },
            {
              key: 'mover',
              type: 'color',
              x: 0,
              y: 400,
              w: 300,
              h: 300,
              color: '#e04040',
              timeline: {
                start: 0,
                end: ms,
                key_frames: [
                  { timestamp: 0, properties: { x: 0 }, func: 'linear' },
                  { timestamp: ms, properties: { x: 1600 } },
                ],
              },
            },
            ...extra,
          ],
        },
      ],
    },
  } as unknown as EditorDocument
}

describe('exportVideo', () => {
  it('WebM: VP9, the size, fps, frame count and duration asked for; no sound track without sound', async () => {
    const progress: number[] = []
    const result = await exportVideo(boxesScene(1000), {
      format: 'webm',
      scale: 1 / 6,
      fps: 30,
      onProgress: (p) => progress.push(p.framesDone),
    })
    expect(result).toMatchObject({
      container: 'webm',
      mimeType: 'video/webm',
      audioCodec: null,
      width: 320,
      height: 180,
      fps: 30,
      frames: 30,
      durationMs: 1000,
    })
    expect(result.videoCodec).toMatch(/^vp09\./)
    const decoded = await decodeVideo(result.blob!)
    expect(decoded).toMatchObject({ width: 320, height: 180, packets: 30, videoCodec: 'vp9' })
    expect(decoded.durationMs).toBeCloseTo(1000, -1)
    expect(decoded.frames).toHaveLength(30)
    expect(decoded.audio).toBeNull()
    expect(progress).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
  })

  it('MP4: H.264 with the sound as Opus (no AAC encoder here), as long as the picture', async () => {
    const wav = pcmWavUrl(2, (i, rate) => Math.sin((2 * Math.PI * 440 * i) / rate) * 0.5, 48000)
    const doc = boxesScene(1500, [
      { key: 'voice', type: 'audio', path: wav, timeline: { start: 0, end: 1500 } },
    ])
    const result = await exportVideo(doc, { format: 'mp4', width: 256, fps: 25 })
    expect(result).toMatchObject({
      container: 'mp4',
      mimeType: 'video/mp4',
      width: 256,
      height: 144,
      fps: 25,
      frames: 38,
    })
    expect(result.videoCodec).toMatch(/^avc1\./)
    expect(result.audioCodec).toBe('opus')
    const decoded = await decodeVideo(result.blob!)
    expect(decoded).toMatchObject({ width: 256, height: 144, packets: 38, videoCodec: 'avc' })
    expect(decoded.audio).toMatchObject({ codec: 'opus', sampleRate: 48000, channels: 2 })
    const heardMs = (decoded.audio!.samples.length / 48000) * 1000
    expect(heardMs).toBeGreaterThan(1500 - 30)
    expect(heardMs).toBeLessThan(1520 + 30)
    // The tone is there (Opus keeps a 440 Hz sine's level).
    const middle = decoded.audio!.samples.subarray(24000, 48000)
    const rms = Math.sqrt(middle.reduce((s, v) => s + v * v, 0) / middle.length)
    expect(rms).toBeGreaterThan(0.3)
    expect(rms).toBeLessThan(0.4)
  })

  it('keeps picture and sound in sync: a flash frame and a click land within one frame', async () => {
    // The click is 700 ms into the file; the audio layer starts at 300 ms and plays the file from
    // 100 ms (prop.clip), so it is heard at 900 ms — when the white flash is drawn.
    const wav = pcmWavUrl(
      2,
      (i, rate) => (Math.abs(i - 0.7 * rate) < rate * 0.002 ? 0.9 : 0),
      48000,
    )
    const doc = boxesScene(2000, [
      {
        key: 'flash',
        type: 'color',
        x: 0,
        y: 0,
        w: 1920,
        h: 1080,
        color: '#ffffff',
        timeline: { start: 900, end: 933 },
      },
      {
        key: 'click',
        type: 'audio',
        path: wav,
        timeline: { start: 300, end: 2000 },
        prop: { clip: { start: 100, end: 0 } },
      },
    ])
    for (const format of ['webm', 'mp4'] as const) {
      const result = await exportVideo(doc, { format, scale: 1 / 8, fps: 30 })
      const decoded = await decodeVideo(result.blob!)
      const brightest = decoded.frames.reduce((a, b) =>
        meanBrightness(b.pixels) > meanBrightness(a.pixels) ? b : a,
      )
      expect(meanBrightness(brightest.pixels)).toBeGreaterThan(240)
      const { samples, sampleRate, startMs } = decoded.audio!
      let peak = 0
      for (let i = 1; i < samples.length; i++)
        if (Math.abs(samples[i]!) > Math.abs(samples[peak]!)) peak = i
      const clickMs = startMs + (peak / sampleRate) * 1000
      expect(Math.abs(brightest.timeMs - 900)).toBeLessThan(1)
      expect(
        Math.abs(clickMs - brightest.timeMs),
        `${format}: click at ${clickMs} ms`,
      ).toBeLessThanOrEqual(1000 / 30)
    }
  })
})
