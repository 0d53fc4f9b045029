import { describe, expect, it } from 'vitest'
import { boxPointToCanvas, layerBox } from '../../src/semantics/index.ts'

describe('geometry', () => {
  it('scale multiplies w and h about the centre', () => {
    expect(layerBox({ x: 100, y: 50, w: 200, h: 100, r: 0, scale: 2 })).toEqual({
      x: 0,
      y: 0,
      w: 400,
      h: 200,
      centerX: 200,
      centerY: 100,
      rotation: 0,
    })
    expect(layerBox({ x: 10, y: 10, w: 20, h: 20, r: 0, scale: 0.5 })).toMatchObject({
      x: 15,
      y: 15,
      w: 10,
      h: 10,
    })
  })

  it('r rotates clockwise about the centre (y points down)', () => {
    const box = layerBox({ x: 0, y: 0, w: 100, h: 100, r: 90, scale: 1 })
    const topLeft = boxPointToCanvas(box, 0, 0)
    // Clockwise on screen, the top-left corner swings to the top-right.
    expect(topLeft.x).toBeCloseTo(100)
    expect(topLeft.y).toBeCloseTo(0)
    const centre = boxPointToCanvas(box, 50, 50)
    expect([centre.x, centre.y]).toEqual([50, 50])
  })
})
