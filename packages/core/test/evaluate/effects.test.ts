import { describe, expect, it } from 'vitest'
import { CAMERA_ZOOM } from '../../src/semantics/index.ts'
import type { Layer } from '../../src/schema/index.ts'
import { layerAt, sceneOf } from './scene-helpers.ts'

const crossLayer: Layer = {
  type: 'image',
  timeline: {
    start: 1000,
    end: 5000,
    cross: { in: ['fade', 'zoom-in', 'spin'], in_time: 500, out: ['slide-left'], out_time: 1000 },
  },
}

const effectsAt = (layer: Layer, t: number, extra: Layer[] = []) =>
  layerAt(sceneOf(layer, ...extra), t).transitions.map(
    (tr) => `${tr.source}:${tr.effect}@${+tr.progress.toFixed(4)}`,
  )

describe('cross transitions', () => {
  it('in applies during the first in_time ms, progress 0 → 1; unknown names are ignored', () => {
    expect(effectsAt(crossLayer, 1000)).toEqual(['cross-in:fade@0', 'cross-in:zoom-in@0'])
    expect(effectsAt(crossLayer, 1250)).toEqual(['cross-in:fade@0.5', 'cross-in:zoom-in@0.5'])
    expect(effectsAt(crossLayer, 1500)).toEqual([])
  })

  it('out applies during the last out_time ms', () => {
    expect(effectsAt(crossLayer, 3999)).toEqual([])
    expect(effectsAt(crossLayer, 4000)).toEqual(['cross-out:slide-left@0'])
    expect(effectsAt(crossLayer, 4750)).toEqual(['cross-out:slide-left@0.75'])
  })

  it('nothing applies while the layer is not visible', () => {
    expect(effectsAt(crossLayer, 999)).toEqual([])
    expect(effectsAt(crossLayer, 5000)).toEqual([])
  })

  it('an open-ended layer leaves at the scene end', () => {
    const open: Layer = {
      type: 'image',
      timeline: { start: 0, end: 0, cross: { out: ['fade'], out_time: 200 } },
    }
    const other: Layer = { type: 'image', timeline: { start: 0, end: 1000 } }
    expect(effectsAt(open, 900, [other])).toEqual(['cross-out:fade@0.5'])
    expect(effectsAt(open, 700, [other])).toEqual([])
    // still visible after the scene's end, with the leave transition over
    expect(effectsAt(open, 1500, [other])).toEqual([])
  })

  it('still scenes have no transitions', () => {
    const still: Layer = {
      type: 'image',
      timeline: { start: 0, end: 0, cross: { in: ['fade'], in_time: 500 } },
    }
    expect(effectsAt(still, 100)).toEqual([])
  })
})

describe('animationInfo presets', () => {
  const animatedLayer: Layer = {
    type: 'text',
    timeline: { start: 0, end: 10_000 },
    prop: {
      animationInfo: {
        enter: { duration: 1000, effectType: 'slide-up' },
        leave: { duration: 2000, effectType: 'fade' },
        cycle: { duration: 1500, effectType: 'zoom-in' },
      },
    },
  }

  it('enter at the start, leave at the end, cycle repeating between', () => {
    expect(effectsAt(animatedLayer, 0)).toEqual(['enter:slide-up@0'])
    expect(effectsAt(animatedLayer, 400)).toEqual(['enter:slide-up@0.4'])
    expect(effectsAt(animatedLayer, 1000)).toEqual(['cycle:zoom-in@0'])
    expect(effectsAt(animatedLayer, 1750)).toEqual(['cycle:zoom-in@0.5'])
    expect(effectsAt(animatedLayer, 2500)).toEqual(['cycle:zoom-in@0'])
    expect(effectsAt(animatedLayer, 7999)).toEqual([
      'cycle:zoom-in@' + +(((7999 - 1000) % 1500) / 1500).toFixed(4),
    ])
    expect(effectsAt(animatedLayer, 8000)).toEqual(['leave:fade@0'])
    expect(effectsAt(animatedLayer, 9500)).toEqual(['leave:fade@0.75'])
  })

  it('unknown or empty effect types are ignored', () => {
    const layer: Layer = {
      timeline: { start: 0, end: 1000 },
      prop: {
        animationInfo: {
          enter: { duration: 500, effectType: 'wobble' },
          leave: { duration: 0, effectType: 'fade' },
          cycle: { duration: 100, effectType: '' },
        },
      },
    }
    expect(effectsAt(layer, 100)).toEqual([])
    expect(effectsAt(layer, 999)).toEqual([])
  })
})

describe('moving camera over the visible span', () => {
  const cam = (type: string): Layer => ({
    type: 'video',
    w: 200,
    h: 100,
    moving_camera: { type },
    timeline: { start: 1000, end: 3000 },
  })

  it('zoom-in progresses with the span', () => {
    expect(layerAt(sceneOf(cam('zoom-in')), 1000).camera).toEqual({
      type: 'zoom-in',
      scale: 1,
      offsetX: 0,
      offsetY: 0,
    })
    expect(layerAt(sceneOf(cam('zoom-in')), 2000).camera?.scale).toBeCloseTo((1 + CAMERA_ZOOM) / 2)
    expect(layerAt(sceneOf(cam('zoom-out')), 3500).camera?.scale).toBeCloseTo(1)
  })

  it('pans use the evaluated size', () => {
    const slack = (200 * (CAMERA_ZOOM - 1)) / 2
    expect(layerAt(sceneOf(cam('pan-left')), 1000).camera?.offsetX).toBeCloseTo(slack)
    expect(layerAt(sceneOf(cam('pan-left')), 2500).camera?.offsetX).toBeCloseTo(-slack / 2)
  })

  it('none and unknown types give no camera', () => {
    expect(layerAt(sceneOf(cam('none')), 2000).camera).toBeNull()
    expect(layerAt(sceneOf(cam('orbit')), 2000).camera).toBeNull()
    expect(layerAt(sceneOf({ type: 'video' }), 2000).camera).toBeNull()
  })

  it('a still layer keeps the start of its move', () => {
    const still: Layer = { type: 'image', w: 100, h: 100, moving_camera: { type: 'zoom-out' } }
    expect(layerAt(sceneOf(still), 500).camera?.scale).toBeCloseTo(CAMERA_ZOOM)
  })
})
