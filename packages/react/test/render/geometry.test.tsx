import { describe, expect, it } from 'vitest'
import { createLayer, createScene, createTrack } from '@podscene/core'
import { drawCanvas, evaluated, isBlack, isBlue, isRed, twoColourImage } from './helpers.tsx'

const redShape = (fields: Parameters<typeof evaluated>[0] = {}) =>
  evaluated({
    type: 'shape',
    source: { type: 'shape', prop: { shapeInfo: { type: 'rect', color: '#ff0000' } } },
    ...fields,
  })

describe('geometry in canvas pixels', () => {
  it('draws a red shape exactly where x, y, w, h put it', async () => {
    const canvas = await drawCanvas({ layers: [redShape({ x: 40, y: 20, w: 30, h: 10 })] })
    expect(isRed(canvas.pixel(41, 21))).toBe(true)
    expect(isRed(canvas.pixel(68, 28))).toBe(true)
    expect(isBlack(canvas.pixel(38, 21))).toBe(true)
    expect(isBlack(canvas.pixel(72, 25))).toBe(true)
    expect(isBlack(canvas.pixel(50, 32))).toBe(true)
  })

  it('rotates about the centre of the layer', async () => {
    // 100×20 bar centred at (100, 50); at 90° it stands 20 wide and 100 tall about the same centre.
    const canvas = await drawCanvas({ layers: [redShape({ x: 50, y: 40, w: 100, h: 20, r: 90 })] })
    expect(isRed(canvas.pixel(100, 50))).toBe(true)
    expect(isRed(canvas.pixel(100, 5))).toBe(true)
    expect(isRed(canvas.pixel(100, 95))).toBe(true)
    expect(isBlack(canvas.pixel(60, 50))).toBe(true)
    expect(isBlack(canvas.pixel(140, 50))).toBe(true)
  })

  it('scales about the centre', async () => {
    const canvas = await drawCanvas({
      layers: [redShape({ x: 80, y: 30, w: 40, h: 40, scale: 0.5 })],
    })
    expect(isRed(canvas.pixel(100, 50))).toBe(true)
    expect(isBlack(canvas.pixel(85, 35))).toBe(true)
    expect(isRed(canvas.pixel(91, 41))).toBe(true)
  })

  it('applies alpha', async () => {
    const canvas = await drawCanvas({
      layers: [
        evaluated({
          type: 'color',
          w: 200,
          h: 100,
          alpha: 0.5,
          source: { type: 'color', color: '#ffffff' },
        }),
      ],
    })
    const [r, g, b] = canvas.pixel(100, 50)
    for (const channel of [r, g, b]) expect(Math.abs(channel - 128)).toBeLessThanOrEqual(2)
  })

  it('flips media horizontally and vertically about the centre', async () => {
    const path = twoColourImage(40, 20, '#ff0000', '#0000ff')
    const image = (flip: 'none' | 'horizontal' | 'vertical') =>
      evaluated({
        type: 'image',
        w: 200,
        h: 100,
        flip,
        source: { type: 'image', path, fit_mode: 'fill' },
      })
    const plain = await drawCanvas({ layers: [image('none')] })
    expect(isRed(plain.pixel(20, 50))).toBe(true)
    expect(isBlue(plain.pixel(180, 50))).toBe(true)
    await plain.rerender({ layers: [image('horizontal')] })
    expect(isBlue(plain.pixel(20, 50))).toBe(true)
    expect(isRed(plain.pixel(180, 50))).toBe(true)
    await plain.rerender({ layers: [image('vertical')] })
    expect(isRed(plain.pixel(20, 50))).toBe(true)
  })

  it('crops by fractions of the source', async () => {
    const path = twoColourImage(40, 20, '#ff0000', '#0000ff')
    const canvas = await drawCanvas({
      layers: [
        evaluated({
          type: 'image',
          w: 200,
          h: 100,
          crop: { x: 0.5, y: 0, w: 0.5, h: 1 },
          source: { type: 'image', path, fit_mode: 'fill' },
        }),
      ],
    })
    expect(isBlue(canvas.pixel(5, 50))).toBe(true)
    expect(isBlue(canvas.pixel(195, 50))).toBe(true)
  })

  it('fits media: contain letterboxes, cover trims evenly', async () => {
    const path = twoColourImage(40, 40, '#ff0000', '#0000ff')
    const image = (fit_mode: string) =>
      evaluated({ type: 'image', w: 200, h: 100, source: { type: 'image', path, fit_mode } })
    const canvas = await drawCanvas({ layers: [image('contain')] })
    expect(isBlack(canvas.pixel(20, 50))).toBe(true)
    expect(isRed(canvas.pixel(60, 50))).toBe(true)
    expect(isBlue(canvas.pixel(140, 50))).toBe(true)
    await canvas.rerender({ layers: [image('cover')] })
    expect(isRed(canvas.pixel(5, 5))).toBe(true)
    expect(isBlue(canvas.pixel(195, 95))).toBe(true)
  })

  it('rounds corners from radius "50%"', async () => {
    const canvas = await drawCanvas({
      layers: [
        evaluated({
          type: 'color',
          x: 50,
          y: 0,
          w: 100,
          h: 100,
          source: { type: 'color', color: '#ff0000', radius: '50%' },
        }),
      ],
    })
    expect(isRed(canvas.pixel(100, 50))).toBe(true)
    expect(isBlack(canvas.pixel(53, 3))).toBe(true)
  })

  it('draws tracks by ascending index, then layers in array order', async () => {
    const blueTop = createLayer('color', {
      key: 'blue',
      x: 0,
      y: 0,
      w: 120,
      h: 100,
      color: '#0000ff',
    })
    const red = createLayer('color', { key: 'red', x: 80, y: 0, w: 120, h: 100, color: '#ff0000' })
    const green = createLayer('color', {
      key: 'green',
      x: 90,
      y: 0,
      w: 20,
      h: 100,
      color: '#00ff00',
    })
    // The track listed first has the higher index, so it draws last (on top).
    const scene = createScene([
      createTrack({ index: 2, layers: [blueTop] }),
      createTrack({ index: 1, layers: [red, green] }),
    ])
    const canvas = await drawCanvas({ scene })
    expect(isBlue(canvas.pixel(100, 50))).toBe(true)
    expect(isRed(canvas.pixel(150, 50))).toBe(true)
    const lower = await drawCanvas({
      scene: createScene([createTrack({ index: 1, layers: [red, green] })]),
    })
    const [r, g] = lower.pixel(100, 50)
    expect(g).toBeGreaterThan(200)
    expect(r).toBeLessThan(60)
  })

  it('places the canvas by zoom and pan', async () => {
    const canvas = await drawCanvas({
      layers: [redShape({ x: 40, y: 20, w: 20, h: 20 })],
      view: { zoom: 2, x: -50, y: 0 },
    })
    // canvas (40..60, 20..40) → screen (30..70, 40..80)
    expect(isRed(canvas.pixel(35, 45))).toBe(true)
    expect(isRed(canvas.pixel(65, 75))).toBe(true)
    expect(isBlack(canvas.pixel(25, 45))).toBe(true)
  })
})
