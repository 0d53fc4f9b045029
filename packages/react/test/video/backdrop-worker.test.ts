import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLayer, createTrack, type EditorDocument, type SceneContainer } from '@podscene/core'
import { createVideoFrameSource } from '../../src/index.ts'
import { BackdropWorker } from '../../src/export/video/backdrop-worker.ts'
import { showcaseScene } from '../render/showcase-scene.ts'
import { imageDataOf } from './reference-frame.tsx'

/**
 * The showcase scene (every kind, pictures, text, fonts) with its background picture under a
 * moving camera and a plain square moving over it, as the bottom of the frame: what the backdrop
 * worker paints while the page draws the rest.
 */
function movingBackdropScene(): EditorDocument {
  const scene = showcaseScene() as SceneContainer & { tracks: { index: number; layers: unknown[] }[] }
  const bg = scene.tracks[0]!.layers[0] as { moving_camera?: unknown }
  bg.moving_camera = { type: 'pan-left' }
  scene.tracks[0]!.layers.push(
    createLayer('color', {
      key: 'slider',
      x: 0,
      y: 700,
      w: 300,
      h: 200,
      alpha: 0.7,
      color: '#00ff88',
      timeline: {
        start: 0,
        end: 2000,
        key_frames: [
          { func: 'linear', timestamp: 0, properties: { x: 0, r: 0 } },
          { func: 'linear', timestamp: 2000, properties: { x: 1700, r: 30 } },
        ],
      },
    }),
  )
  scene.tracks.push(
    createTrack({
      index: 97,
      layers: [
        createLayer('color', {
          key: 'top',
          x: 900,
          y: 500,
          w: 200,
          h: 200,
          alpha: 0.5,
          color: '#ff00ff',
        }),
      ],
    }),
  )
  return scene as EditorDocument
}

afterEach(() => vi.restoreAllMocks())

describe('backdrop painted in a worker', () => {
  it('frames with the bottom painted in the worker are the same pixels as frames drawn on the page', { timeout: 60_000 }, async () => {
    const doc = movingBackdropScene()
    const paint = vi.spyOn(BackdropWorker.prototype, 'paint')
    const times = [0, 33, 67, 100, 500, 533, 1000, 1033, 1067, 1500, 1533]
    // The worker starts with the source; frames before it runs are drawn on the page. Both
    // sources are then asked for the same times in the same order (still layers alike).
    const warmUp: number[] = []
    const offThread = createVideoFrameSource(doc, { width: 640 })
    const got: ImageData[] = []
    try {
      await vi.waitFor(
        async () => {
          warmUp.push(warmUp.length * 10)
          await offThread.frameAt(warmUp.at(-1)!)
          expect(paint).toHaveBeenCalled()
        },
        { timeout: 15_000, interval: 10 },
      )
      paint.mockClear()
      for (const [i, t] of times.entries())
        got.push(await imageDataOf(await offThread.frameAt(t, times[i + 1])))
      // Every frame's backdrop (background under its camera and the moving square) was painted
      // by the worker: one paint a frame, the next frame's started while this one was read.
      expect(paint.mock.calls.length).toBeGreaterThanOrEqual(times.length)
    } finally {
      offThread.dispose()
    }
    paint.mockClear()
    const inPlace = createVideoFrameSource(doc, { width: 640, offThread: false })
    try {
      for (const t of warmUp) await inPlace.frameAt(t)
      for (const [i, t] of times.entries()) {
        const want = await imageDataOf(await inPlace.frameAt(t))
        let differing = 0
        for (let p = 0; p < want.data.length; p++) if (got[i]!.data[p] !== want.data[p]) differing++
        expect(differing, `channels differing at ${t} ms`).toBe(0)
      }
    } finally {
      inPlace.dispose()
    }
    expect(paint).not.toHaveBeenCalled()
  })
})
