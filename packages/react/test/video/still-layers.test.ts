import { afterEach, describe, expect, it, vi } from 'vitest'
import Konva from 'konva'
import {
  compileScene,
  createLayer,
  createTrack,
  evaluateScene,
  type EditorDocument,
  type Scene,
} from '@podscene/core'
import { createVideoFrameSource } from '../../src/index.ts'
import { LayerGroup } from '../../src/layers/layer-group.ts'
import { referenceFrame } from './reference-frame.tsx'
import { showcaseScene } from '../render/showcase-scene.ts'
import { StageDrawing } from '../../src/export/video/stage-drawing.ts'
import { layerStaysStill, stillLayerNodes } from '../../src/export/video/still-layers.ts'
import { LAYER_NODE_NAME } from '../../src/layers/layer-node.tsx'
import { imageDataOf, mismatchRatio } from './reference-frame.tsx'

/** A 1×1 stage as the frame source mounts it, its one content layer holding `groups`. */
function stageWith(groups: Konva.Group[]): { stage: Konva.Stage; layer: Konva.Layer } {
  const container = document.createElement('div')
  document.body.append(container)
  const stage = new Konva.Stage({ container, width: 1, height: 1 })
  const layer = new Konva.Layer({ clipX: 0, clipY: 0, clipWidth: 960, clipHeight: 540 })
  stage.add(layer)
  layer.add(new Konva.Rect({ width: 960, height: 540, fill: '#203040' }))
  for (const group of groups) layer.add(group)
  return { stage, layer }
}

/** A layer group at a fractional place, turned and faded, with a clipped, rotated picture. */
function portrait(fill: string): Konva.Group {
  const group = new Konva.Group({
    name: LAYER_NODE_NAME,
    id: 'portrait',
    x: 133.37,
    y: 146.71,
    rotation: 7,
    opacity: 0.6,
  })
  const clipped = new Konva.Group({
    clipFunc: (ctx) => {
      ctx.beginPath()
      ctx.arc(140, 140, 140, 0, Math.PI * 2)
      ctx.closePath()
    },
  })
  clipped.add(
    new Konva.Rect({
      width: 280,
      height: 280,
      fillLinearGradientStartPoint: { x: 0, y: 0 },
      fillLinearGradientEndPoint: { x: 280, y: 280 },
      fillLinearGradientColorStops: [0, fill, 1, '#ffe066'],
    }),
  )
  group.add(clipped)
  group.add(
    new Konva.Text({ x: 20, y: 240, text: 'Still layer · Übergröße', fontSize: 31, fill: '#fff' }),
  )
  return group
}

/**
 * Channel difference allowed between a copied layer and the layer drawn in place: compositing a
 * semi-transparent layer drawn on its own rounds its 8-bit premultiplied pixels once more (up to
 * 2 of 255 here); everything else is the same.
 */
const ROUNDING = 2

const stages: Konva.Stage[] = []
afterEach(() => {
  for (const stage of stages.splice(0)) stage.destroy()
})

describe('still layers in video frames', () => {
  it('a layer still since the previous frame is copied from kept pixels: the same pixels as drawing it', async () => {
    const group = portrait('#e04040')
    const { stage } = stageWith([group])
    stages.push(stage)
    const canvas = { width: 960, height: 540 }
    const ratio = 2 / 3
    const fresh = new StageDrawing()
    const kept = new StageDrawing()
    try {
      const drawn = await imageDataOf(fresh.draw(stage, canvas, ratio))
      // First still frame: the pixels are captured, then copied; the next ones only copied.
      const first = await imageDataOf(kept.draw(stage, canvas, ratio, new Set([group])))
      const second = await imageDataOf(kept.draw(stage, canvas, ratio, new Set([group])))
      expect(mismatchRatio(first, drawn, ROUNDING)).toBe(0)
      expect(mismatchRatio(second, drawn, ROUNDING)).toBe(0)

      // Changed behind the cache's back: a still layer shows its kept pixels, so it is the
      // caller's word (stillLayerNodes) that decides; not still, it is drawn anew.
      const gradient = group.findOne<Konva.Rect>('Rect')!
      gradient.fillLinearGradientColorStops([0, '#40e040', 1, '#ffe066'])
      const stale = await imageDataOf(kept.draw(stage, canvas, ratio, new Set([group])))
      expect(mismatchRatio(stale, drawn, ROUNDING)).toBe(0)
      const redrawn = await imageDataOf(kept.draw(stage, canvas, ratio))
      expect(mismatchRatio(redrawn, drawn, ROUNDING)).toBeGreaterThan(0.01)
      expect(mismatchRatio(redrawn, await imageDataOf(fresh.draw(stage, canvas, ratio)), 1)).toBe(0)
    } finally {
      fresh.dispose()
      kept.dispose()
    }
  })

  it('names still the layers whose content and placement are the same at two times', () => {
    const scene: Scene = {
      tracks: [
        createTrack({
          index: 0,
          layers: [
            createLayer('color', { key: 'plain', x: 10, y: 10, w: 100, h: 100 }),
            createLayer('color', {
              key: 'moving',
              x: 10,
              y: 10,
              w: 100,
              h: 100,
              timeline: {
                start: 0,
                end: 2000,
                key_frames: [
                  { func: 'linear', timestamp: 0, properties: { x: 0 } },
                  { func: 'linear', timestamp: 1000, properties: { x: 500 } },
                ],
              },
            }),
            createLayer('waveform', { key: 'wave', x: 10, y: 300, w: 300, h: 60 }),
          ],
        }),
      ],
    } as Scene
    const compiled = compileScene(scene)
    const at = (t: number) => evaluateScene(compiled, t)
    const [a, b, c] = [at(100), at(133), at(1500)]
    const still = (before: typeof a, now: typeof a) =>
      now.filter((layer, i) => layerStaysStill(before[i]!, layer)).map((layer) => layer.key)
    // Moving while its keyframes run, still after the last one; the waveform follows the clock.
    expect(still(a, b)).toEqual(['plain'])
    expect(still(c, at(1533))).toEqual(['plain', 'moving'])

    // Paired with a content layer's groups in drawing order; no pairing, nothing still.
    const groups = b.map((layer) => new Konva.Group({ name: LAYER_NODE_NAME, id: layer.key }))
    const { stage, layer } = stageWith(groups)
    stages.push(stage)
    expect([...stillLayerNodes(layer, a, b)].map((g) => g.id())).toEqual(['plain'])
    expect(stillLayerNodes(layer, null, b).size).toBe(0)
    expect(stillLayerNodes(layer, a.slice(1), b.slice(1)).size).toBe(0)
    void c
  })

  it('the frame source draws a still layer once, then copies it; its frames stay those of the canvas', async () => {
    // The showcase scene (pictures, text, fonts, every kind) and a square that moves all along.
    const scene = showcaseScene()
    scene.tracks!.push(
      createTrack({
        index: 98,
        layers: [
          createLayer('color', {
            key: 'mover',
            x: 0,
            y: 900,
            w: 120,
            h: 120,
            color: '#00ff88',
            timeline: {
              start: 0,
              end: 2000,
              key_frames: [
                { func: 'linear', timestamp: 0, properties: { x: 0 } },
                { func: 'linear', timestamp: 2000, properties: { x: 1800 } },
              ],
            },
          }),
        ],
      }),
    )
    const doc = scene as EditorDocument
    const drawn = new Map<string, number>()
    const draw = LayerGroup.prototype.drawScene
    const spy = vi.spyOn(LayerGroup.prototype, 'drawScene').mockImplementation(function (
      this: LayerGroup,
      ...args
    ) {
      drawn.set(this.id(), (drawn.get(this.id()) ?? 0) + 1)
      return draw.apply(this, args)
    })
    const source = createVideoFrameSource(doc, { width: 640 })
    const times = [1000, 1033, 1067, 1100, 1133, 1167]
    try {
      let last: ImageData | null = null
      for (const t of times) last = await imageDataOf(await source.frameAt(t))
      // The mover is drawn on every frame (and by the mount's own first layer draws); a still
      // layer is drawn in place at the first frame, captured at the second and copied at the
      // four others: four draws fewer.
      const mover = drawn.get('mover') ?? 0
      expect(mover).toBeGreaterThanOrEqual(times.length)
      const still = [...drawn].filter(
        ([key, n]) => key !== 'mover' && n <= mover - (times.length - 2),
      )
      expect(still.length).toBeGreaterThan(3)
      spy.mockRestore()
      const reference = await referenceFrame(doc, times.at(-1)!, 1 / 3)
      expect(mismatchRatio(last!, reference)).toBeLessThanOrEqual(0.001)
    } finally {
      spy.mockRestore()
      source.dispose()
    }
  })
})
