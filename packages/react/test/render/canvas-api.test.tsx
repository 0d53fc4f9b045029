import { describe, expect, it } from 'vitest'
import type Konva from 'konva'
import { Rect } from 'react-konva'
import { createLayer, createScene, createTrack } from '@podscene/core'
import { drawCanvas, evaluated, isBlack, isBlue, isRed } from './helpers.tsx'

const box = (key: string, x: number, y: number, color = '#ff0000') =>
  evaluated({ key, type: 'color', x, y, w: 20, h: 20, source: { type: 'color', color } })

describe('SceneCanvas API', () => {
  it('finds a layer node by key; Konva holds only the key (id) and a name', async () => {
    const canvas = await drawCanvas({ layers: [box('a', 10, 10), box('b', 50, 10)] })
    const node = canvas.handle.getNodeByKey('b')!
    expect(node.id()).toBe('b')
    expect(Object.keys(node.getAttrs()).sort()).toEqual(
      [
        'id',
        'name',
        'offsetX',
        'offsetY',
        'opacity',
        'rotation',
        'scaleX',
        'scaleY',
        'x',
        'y',
      ].sort(),
    )
    expect(canvas.handle.getNodeByKey('missing')).toBeUndefined()
  })

  it('reports pointer-down on a layer with its key', async () => {
    const hits: string[] = []
    const canvas = await drawCanvas({
      layers: [box('a', 10, 10), box('b', 50, 10)],
      onLayerPointerDown: (key) => hits.push(key),
    })
    canvas.handle
      .getNodeByKey('b')!
      .fire('pointerdown', { evt: new PointerEvent('pointerdown') }, true)
    expect(hits).toEqual(['b'])
  })

  it('draws the overlay in a top layer that export leaves out', async () => {
    const canvas = await drawCanvas({
      layers: [box('a', 0, 0)],
      overlay: <Rect name="overlay-box" x={100} y={50} width={10} height={10} fill="#00ff00" />,
    })
    const layers = canvas.stage.getLayers()
    expect(layers[layers.length - 1]!.findOne('.overlay-box')).toBeDefined()
    const bitmap = await createImageBitmap(await canvas.handle.exportPng())
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!
    ctx.drawImage(bitmap, 0, 0)
    expect([...ctx.getImageData(105, 55, 1, 1).data]).toEqual([0, 0, 0, 255])
  })

  it('shows the audio marker while editing but leaves it out of the exported frame', async () => {
    const audio = evaluated({ key: 'sound', type: 'audio', x: 10, y: 10, w: 160, h: 40 })
    const canvas = await drawCanvas({ layers: [audio], editing: true })
    expect(canvas.texts()).toContain('♪ audio')
    const [r, g, b] = canvas.pixel(15, 30)
    expect(r + g + b).toBeGreaterThan(60) // the marker's grey-blue box, not the black canvas
    const bitmap = await createImageBitmap(await canvas.handle.exportPng())
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!
    ctx.drawImage(bitmap, 0, 0)
    expect([...ctx.getImageData(15, 30, 1, 1).data]).toEqual([0, 0, 0, 255])
    expect(canvas.texts()).toContain('♪ audio') // still shown on the canvas afterwards
  })

  it('exports the frame at exactly the canvas size at a zoom whose float product falls short', async () => {
    // 1080 × 0.41 × (1 / 0.41) is 1079.9999999999998, which a canvas size truncates to 1079.
    const canvas = await drawCanvas({
      layers: [box('a', 0, 0)],
      canvasSize: { width: 1920, height: 1080 },
      view: { zoom: 0.41, x: 0, y: 0 },
    })
    const bitmap = await createImageBitmap(await canvas.handle.exportPng())
    expect([bitmap.width, bitmap.height]).toEqual([1920, 1080])
  })

  it('hands the stage to onStageReady', async () => {
    let ready: Konva.Stage | null = null
    const canvas = await drawCanvas({ layers: [], onStageReady: (stage) => (ready = stage) })
    expect(ready).toBe(canvas.stage)
  })

  it('culls layers outside the viewport but keeps those that move into it', async () => {
    const inside = createLayer('color', {
      key: 'inside',
      x: 10,
      y: 10,
      w: 20,
      h: 20,
      color: '#ff0000',
    })
    const far = createLayer('color', {
      key: 'far',
      x: 1500,
      y: 900,
      w: 20,
      h: 20,
      color: '#ff0000',
    })
    const arriving = createLayer('color', {
      key: 'arriving',
      x: 1500,
      y: 50,
      w: 20,
      h: 20,
      color: '#ff0000',
      timeline: {
        start: 0,
        end: 2000,
        key_frames: [
          { timestamp: 0, func: 'linear', properties: { x: 1500 } },
          { timestamp: 1000, func: 'linear', properties: { x: 100 } },
        ],
      },
    })
    const scene = createScene([createTrack({ layers: [inside, far, arriving] })])
    const canvas = await drawCanvas({ scene, canvasSize: { width: 1920, height: 1080 }, timeMs: 0 })
    // Culling starts once the spatial index has loaded (until then every layer is drawn).
    await expect
      .poll(() => canvas.stage.find('.podscene-layer').map((n) => n.id()))
      .toEqual(['inside'])
    await canvas.rerender({ timeMs: 1000 })
    expect(canvas.stage.find('.podscene-layer').map((n) => n.id())).toEqual(['inside', 'arriving'])
    expect(isRed(canvas.pixel(110, 60))).toBe(true)
    await canvas.rerender({ cull: false })
    expect(canvas.stage.find('.podscene-layer')).toHaveLength(3)
  })

  it('does not cull a layer that grows or turns into view', async () => {
    const keyframes = (from: Record<string, number>, to: Record<string, number>) => ({
      start: 0,
      end: 2000,
      key_frames: [
        { timestamp: 0, func: 'linear', properties: from },
        { timestamp: 1000, func: 'ease-in-out', properties: to },
      ],
    })
    // Outside the 200×100 view until scaled ×4 (grow, centred at (260, 50)) or turned 90° (turn).
    const growing = createLayer('color', {
      key: 'grow',
      x: 230,
      y: 40,
      w: 60,
      h: 20,
      color: '#ff0000',
      timeline: keyframes({ scale: 1 }, { scale: 4 }),
    })
    const turning = createLayer('color', {
      key: 'turn',
      x: 50,
      y: 140,
      w: 200,
      h: 20,
      color: '#0000ff',
      timeline: keyframes({ r: 0 }, { r: 90 }),
    })
    const scene = createScene([createTrack({ layers: [growing, turning] })])
    const canvas = await drawCanvas({ scene, canvasSize: { width: 1920, height: 1080 }, timeMs: 0 })
    expect(canvas.stage.find('.podscene-layer')).toHaveLength(0)
    await canvas.rerender({ timeMs: 1000 })
    expect(canvas.stage.find('.podscene-layer').map((n) => n.id())).toEqual(['grow', 'turn'])
    expect(isRed(canvas.pixel(195, 50))).toBe(true)
    expect(isBlue(canvas.pixel(150, 80))).toBe(true)
  })

  it('keeps drawing when layer keys repeat or are empty', async () => {
    const canvas = await drawCanvas({
      layers: [box('same', 10, 10), box('same', 60, 10), box('', 110, 10), box('', 160, 10)],
    })
    expect(canvas.stage.find('.podscene-layer')).toHaveLength(4)
    for (const x of [15, 65, 115, 165]) expect(isRed(canvas.pixel(x, 15))).toBe(true)
    expect(isBlack(canvas.pixel(40, 15))).toBe(true)
  })

  it('re-renders a layer only when its content changes, and moves it without re-rendering', async () => {
    let renders = 0
    const Counting = ({ layer }: { layer: { w: number; h: number } }) => {
      renders++
      return <Rect width={layer.w} height={layer.h} fill="#ff0000" />
    }
    const source = { type: 'counted' }
    const layer = (x: number, w = 20) => ({
      ...evaluated({ key: 'c', type: 'counted', x, y: 10, w, h: 20 }),
      source,
    })
    const renderers = { counted: Counting }
    const canvas = await drawCanvas({ layers: [layer(10)], renderers })
    const first = renders
    await canvas.rerender({ layers: [layer(100)] })
    expect(renders).toBe(first)
    expect(isRed(canvas.pixel(105, 15))).toBe(true)
    expect(isBlack(canvas.pixel(15, 15))).toBe(true)
    await canvas.rerender({ layers: [layer(100, 40)] })
    expect(renders).toBe(first + 1)
    expect(isRed(canvas.pixel(135, 15))).toBe(true)
  })
})
