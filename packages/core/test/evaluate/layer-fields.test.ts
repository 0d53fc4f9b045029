import { describe, expect, it } from 'vitest'
import type { Layer } from '../../src/schema/index.ts'
import { layerAt, sceneOf } from './scene-helpers.ts'

describe('static layer fields', () => {
  it('null means absent: defaults x,y,w,h,r 0, alpha/volume/scale 1, blur 0', () => {
    const at = layerAt(
      sceneOf({ type: 'image', x: null, alpha: null, volume: null, gauss: null }),
      0,
    )
    expect([at.x, at.y, at.w, at.h, at.r, at.alpha, at.scale, at.blur, at.volume]).toEqual([
      0, 0, 0, 0, 0, 1, 1, 0, 1,
    ])
    expect(at.flip).toBe('none')
    expect(at.crop).toBeNull()
    expect(at.camera).toBeNull()
    expect(at.transitions).toEqual([])
    expect(at.subtitle).toBeUndefined()
  })

  it('copies geometry, gauss as blur, volume, and clamps out-of-range alpha/volume', () => {
    const layer: Layer = {
      type: 'video',
      x: 10,
      y: 20,
      w: 300,
      h: 200,
      r: 45,
      alpha: 0.5,
      gauss: 6,
      volume: 0.3,
    }
    const at = layerAt(sceneOf(layer), 0)
    expect([at.x, at.y, at.w, at.h, at.r, at.alpha, at.blur, at.volume]).toEqual([
      10, 20, 300, 200, 45, 0.5, 6, 0.3,
    ])
    const wild = layerAt(sceneOf({ alpha: 3, volume: -1, gauss: -2 }), 0)
    expect([wild.alpha, wild.volume, wild.blur]).toEqual([1, 0, 0])
  })

  it.each([
    ['x', 'horizontal'],
    ['xy', 'both'],
    ['vertical', 'vertical'],
    ['sideways', 'none'],
  ])('flip %j evaluates to %s', (flip, mode) => {
    expect(layerAt(sceneOf({ flip }), 0).flip).toBe(mode)
  })

  it('crop: fractions kept, w = 0 or h = 0 → null', () => {
    expect(layerAt(sceneOf({ crop: { x: 0.1, y: 0.2, w: 0.5, h: 0.5 } }), 0).crop).toEqual({
      x: 0.1,
      y: 0.2,
      w: 0.5,
      h: 0.5,
    })
    expect(layerAt(sceneOf({ crop: { x: 0.1, y: 0.2, w: 0, h: 0.5 } }), 0).crop).toBeNull()
    expect(layerAt(sceneOf({ crop: { x: 0, y: 0, w: 1, h: 0 } }), 0).crop).toBeNull()
  })

  it('unknown layer types are kept as written', () => {
    const at = layerAt(sceneOf({ type: 'sticker', x: 4 }), 0)
    expect(at.type).toBe('sticker')
    expect(at.x).toBe(4)
  })
})
