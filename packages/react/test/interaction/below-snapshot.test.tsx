import { describe, expect, it } from 'vitest'
import type Konva from 'konva'
import type { Layer } from '@podscene/core'
import { CONTENT_LAYER_NAME } from '../../src/canvas/scene-canvas.tsx'
import { MIN_LAYERS_BELOW } from '../../src/canvas-editing/below-snapshot.ts'
import { loadBelowSnapshot } from '../../src/canvas-editing/below-snapshot-loader.ts'
import {
  frames,
  mountEditor,
  nextFrame,
  pointer,
  template,
  untilStill,
  type Harness,
} from './harness.tsx'

/**
 * While a move lasts, the layers below the moving one are drawn from a bitmap taken at its start
 * (below-snapshot.ts). A frame drawn that way must have exactly the pixels of a full draw, and any
 * other change in the layer must bring back full draws.
 */
const COUNT = MIN_LAYERS_BELOW + 28
const MOVED = MIN_LAYERS_BELOW + 8

/** Overlapping, rotated, half-transparent layers of three kinds (antialiased edges everywhere). */
function layers(): Layer[] {
  return Array.from({ length: COUNT }, (_, i): Layer => {
    // The moved layer at the bottom right, where only layers below it lie.
    const base = {
      key: `l${i}`,
      x: i === MOVED ? 1450 : 40 + ((i * 97) % (i > MOVED ? 900 : 1600)),
      y: i === MOVED ? 800 : 30 + ((i * 53) % 800),
      w: 90 + (i % 5) * 17,
      h: 60 + (i % 7) * 11,
      r: (i * 13) % 40,
      alpha: 0.45 + (i % 3) * 0.2,
    }
    const color = `hsl(${(i * 47) % 360}, 70%, 55%)`
    if (i % 3 === 0) return { ...base, type: 'color', color }
    if (i % 3 === 1)
      return { ...base, type: 'shape', prop: { shapeInfo: { type: 'ellipse', color } } }
    return {
      ...base,
      type: 'text',
      prop: { textInfo: { content: `Layer ${i}`, fontSize: 28, color } },
    }
  })
}

const contentOf = (h: Harness) => h.stage.findOne<Konva.Layer>(`.${CONTENT_LAYER_NAME}`)!

function pixels(layer: Konva.Layer): Uint8ClampedArray {
  const canvas = layer.getCanvas()._canvas
  return canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
}

/** The layer drawn now, and drawn in full (the class's drawScene), with the draws of `watched`. */
function drawBoth(layer: Konva.Layer, watched: Konva.Node) {
  let calls = 0
  const own = watched as unknown as { drawScene: (...args: unknown[]) => unknown }
  const original = own.drawScene
  own.drawScene = (...args: unknown[]) => {
    calls++
    return original.apply(watched, args)
  }
  try {
    layer.draw()
    const now = { pixels: pixels(layer), drewBelow: calls > 0 }
    const shadow = (layer as unknown as { drawScene?: unknown }).drawScene
    const patched = Object.hasOwn(layer, 'drawScene')
    if (patched) delete (layer as unknown as { drawScene?: unknown }).drawScene
    layer.draw()
    const full = pixels(layer)
    if (patched) (layer as unknown as { drawScene?: unknown }).drawScene = shadow
    return { now, full }
  } finally {
    own.drawScene = original
  }
}

/** Waits until `layer` has not drawn for 10 frames in a row. */
async function quietLayer(layer: Konva.Layer): Promise<void> {
  let draws = 0
  layer.on('draw.quiet', () => draws++)
  await untilStill(() => draws, 10)
  layer.off('draw.quiet')
}

const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
  a.length === b.length && a.every((v, i) => v === b[i])

describe('the layers below a move drawn from a bitmap', () => {
  it('draws the same pixels as a full draw, and full draws again after any other change', async () => {
    const h = await mountEditor(template(layers()))
    // Loaded on demand (prefetched when idle): a move before that draws every layer.
    await loadBelowSnapshot()
    // A fractional view: the layer's clip edges fall inside pixels.
    await h.setView(0.437, 13.3, 7.6)
    const content = contentOf(h)
    // Fonts, media and code loaded on first use redraw the layer once when they arrive, which
    // (rightly) drops the bitmap: let them settle before the move.
    await document.fonts.ready
    await quietLayer(content)
    const below = content.getChildren()[5]!
    const moved = h.canvas.getNodeByKey(`l${MOVED}`)!
    const box = moved.getClientRect()
    const rect = h.stage.container().getBoundingClientRect()
    // The centre of layer MOVED: the topmost layer there is it.
    const at = { x: rect.left + box.x + box.width / 2, y: rect.top + box.y + box.height / 2 }
    const hit = h.stage.getIntersection({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
    let top: Konva.Node | null = hit
    while (top && top.getParent() !== content) top = top.getParent()
    expect(top).toBe(moved)

    pointer(h.target, 'pointerdown', at)
    // The press selects the layer; React draws that before the next input arrives.
    await frames(2)
    for (let i = 1; i <= 6; i++) {
      pointer(h.target, 'pointermove', { x: at.x + i * 7.3, y: at.y + i * 3.1 }, { altKey: true })
      await nextFrame()
    }
    expect(h.interaction.interaction.state).toBe('moving')
    const during = drawBoth(content, below)
    expect(during.now.drewBelow).toBe(false)
    expect(same(during.now.pixels, during.full)).toBe(true)

    // A change below (here a fill set on a node, as a media load or a video frame does).
    const lowest = (below as Konva.Group).findOne<Konva.Shape>(
      (n: Konva.Node) => typeof (n as Konva.Shape).fill === 'function',
    )!
    lowest.fill('#00ff00')
    pointer(h.target, 'pointermove', { x: at.x + 50, y: at.y + 20 }, { altKey: true })
    await nextFrame()
    const after = drawBoth(content, below)
    expect(after.now.drewBelow).toBe(true)
    expect(same(after.now.pixels, after.full)).toBe(true)

    pointer(h.target, 'pointerup', { x: at.x + 50, y: at.y + 20 }, { altKey: true })
    await frames(2)
    expect(Object.hasOwn(content, 'drawScene')).toBe(false)
    expect(Object.hasOwn(content, 'batchDraw')).toBe(false)
  })
})
