import { describe, expect, it } from 'vitest'
import { drawCanvas, evaluated, isBlack, isBlue, isRed, twoColourImage } from './helpers.tsx'
import { MediaCache } from '../../src/index.ts'
import { pcmWavUrl } from '../playback/wav.ts'
import { encodeCanvasVideo } from './recorded-video.ts'

/** 1 s of WAV: silent for 0.5 s, then a loud square wave. */
function halfSilentWav(): string {
  return pcmWavUrl(1, (i, rate) =>
    i < rate / 2 ? 0 : i % 20 < 10 ? 30000 / 32767 : -30000 / 32767,
  )
}

/** A short WebM whose frames are red for 0.5 s, then blue, encoded from a canvas. */
const redThenBlueVideo = () =>
  encodeCanvasVideo(1000, (ctx, t) => {
    ctx.fillStyle = t < 500 ? '#ff0000' : '#0000ff'
    ctx.fillRect(0, 0, 64, 32)
  })

describe('media-backed kinds', () => {
  it('waveform: bars follow the decoded audio around t (silent half flat, loud half tall, then nothing)', async () => {
    const path = halfSilentWav()
    const canvas = await drawCanvas({
      mediaCache: new MediaCache(),
      layers: [
        evaluated({
          type: 'waveform',
          w: 200,
          h: 100,
          source: {
            type: 'waveform',
            prop: { audioPath: path, waveformConfig: { color: '#ff0000', barWidth: 4, gap: 2 } },
          },
        }),
      ],
    })
    expect(canvas.texts()).toEqual([])
    const column = (x: number) =>
      Array.from({ length: 100 }, (_, y) => canvas.pixel(x, y)).filter(isRed).length
    // At t = 0 the layer shows the first 33 bars × 50 ms of the 1 s file, from x = 2 in steps
    // of 6 px: 0–500 ms silent (x 20 is bar 3), 500–1000 ms loud (x 80 is bar 13), then past
    // the end of the audio (x 150 is bar 24, 1.2 s).
    const quiet = Math.max(column(20), column(21), column(22), column(23))
    const loud = Math.max(column(80), column(81), column(82), column(83))
    const after = Math.max(column(150), column(151), column(152), column(153))
    expect(quiet).toBeLessThan(5)
    expect(loud).toBeGreaterThan(80)
    expect(after).toBeLessThan(5)
  })

  it('waveform: a labelled stand-in pattern when the audio cannot be decoded', async () => {
    const canvas = await drawCanvas({
      mediaCache: new MediaCache(),
      layers: [
        evaluated({
          type: 'waveform',
          w: 200,
          h: 100,
          source: { type: 'waveform', prop: { audioPath: 'ftp://x/a.mp3' } },
        }),
      ],
    })
    expect(canvas.texts().join()).toContain('blocked: ftp: URL not allowed')
  })

  it('video: shows the frame of the scene time within the clip', async () => {
    const path = await redThenBlueVideo()
    const video = (clipStart: number) =>
      evaluated({
        type: 'video',
        key: 'v',
        w: 200,
        h: 100,
        source: {
          type: 'video',
          path,
          fit_mode: 'fill',
          timeline: { start: 1000, end: 0 },
          prop: { clip: { start: clipStart, end: 0 } },
        },
      })
    const canvas = await drawCanvas({
      mediaCache: new MediaCache(),
      layers: [video(0)],
      timeMs: 1100,
    })
    // On failure, say what was drawn instead (a placeholder's text, or which colour).
    const seen = () => `pixel ${canvas.pixel(100, 50).join(',')}, texts [${canvas.texts().join()}]`
    expect(isRed(canvas.pixel(100, 50)), seen()).toBe(true)
    await canvas.rerender({ timeMs: 1800 })
    expect(isBlue(canvas.pixel(100, 50)), seen()).toBe(true)
    await canvas.rerender({ layers: [video(700)], timeMs: 1100 })
    expect(isBlue(canvas.pixel(100, 50)), seen()).toBe(true)
  })

  it('person: the preview video when there is no cover, masked to a circle', async () => {
    const path = await redThenBlueVideo()
    const canvas = await drawCanvas({
      mediaCache: new MediaCache(),
      timeMs: 100,
      layers: [
        evaluated({
          type: 'person',
          x: 50,
          w: 100,
          h: 100,
          source: {
            type: 'person',
            person_preview_url: path,
            fit_mode: 'fill',
            prop: { show_type: 'circle' },
          },
        }),
      ],
    })
    expect(isRed(canvas.pixel(100, 50))).toBe(true)
    expect(isBlack(canvas.pixel(53, 3))).toBe(true)
  })

  it('waveform: type line draws one line through the peaks', async () => {
    const canvas = await drawCanvas({
      mediaCache: new MediaCache(),
      layers: [
        evaluated({
          type: 'waveform',
          w: 200,
          h: 100,
          source: {
            type: 'waveform',
            prop: {
              audioPath: halfSilentWav(),
              waveformConfig: { type: 'line', color: '#00ff00', lineWidth: 2 },
            },
          },
        }),
      ],
    })
    expect(canvas.stage.find('Line')).toHaveLength(1)
    const green = (x: number) =>
      Array.from({ length: 100 }, (_, y) => canvas.pixel(x, y)).filter(
        ([r, g]) => g > 150 && r < 100,
      ).length
    expect(green(20)).toBeLessThan(6)
    expect(Math.max(green(150), green(151), green(152))).toBeGreaterThan(0)
  })

  it('blur softens an edge', async () => {
    const half = (blur: number) =>
      evaluated({
        type: 'image',
        w: 200,
        h: 100,
        blur,
        source: {
          type: 'image',
          path: twoColourImage(200, 100, '#ff0000', '#0000ff'),
          fit_mode: 'fill',
        },
      })
    const sharp = await drawCanvas({ layers: [half(0)] })
    expect(isRed(sharp.pixel(97, 50))).toBe(true)
    const blurred = await drawCanvas({ layers: [half(10)] })
    const [r, , b] = blurred.pixel(100, 50)
    expect(r).toBeGreaterThan(60)
    expect(b).toBeGreaterThan(60)
  })

  it('moving camera scales the media inside the layer box, clipped to it', async () => {
    const path = twoColourImage(100, 50, '#ff0000', '#0000ff')
    const canvas = await drawCanvas({
      layers: [
        evaluated({
          type: 'image',
          x: 50,
          y: 25,
          w: 100,
          h: 50,
          camera: { type: 'pan-left', scale: 2, offsetX: 40, offsetY: 0 },
          source: { type: 'image', path, fit_mode: 'fill' },
        }),
      ],
    })
    // Scaled ×2 about the centre then moved 40 px right: red spans canvas x 40..140, blue beyond.
    expect(isRed(canvas.pixel(60, 50))).toBe(true)
    expect(isRed(canvas.pixel(135, 50))).toBe(true)
    expect(isBlue(canvas.pixel(145, 50))).toBe(true)
    expect(isBlack(canvas.pixel(45, 50))).toBe(true)
    expect(isBlack(canvas.pixel(155, 50))).toBe(true)
  })
})
