import { describe, expect, it } from 'vitest'
import { parseEasing } from '../../src/semantics/index.ts'
import type { Keyframe, Layer } from '../../src/schema/index.ts'
import { layerAt, sceneOf } from './scene-helpers.ts'

const animated = (keyframes: Keyframe[], extra: Layer = {}): Layer => ({
  type: 'image',
  x: 5,
  y: 6,
  w: 100,
  h: 50,
  timeline: { start: 1000, end: 5000, key_frames: keyframes },
  ...extra,
})

describe('keyframe interpolation', () => {
  const scene = sceneOf(
    animated([
      { timestamp: 0, func: 'linear', properties: { x: 0, alpha: 0 } },
      { timestamp: 1000, func: 'linear', properties: { x: 100, alpha: 1 } },
    ]),
  )

  it('timestamps are relative to timeline.start; values are absolute', () => {
    expect(layerAt(scene, 1000).x).toBe(0)
    expect(layerAt(scene, 1500).x).toBe(50)
    expect(layerAt(scene, 1250).alpha).toBe(0.25)
    expect(layerAt(scene, 2000).x).toBe(100)
  })

  it('holds before the first and after the last keyframe', () => {
    expect(layerAt(scene, 0).x).toBe(0)
    expect(layerAt(scene, 999).alpha).toBe(0)
    expect(layerAt(scene, 3000).x).toBe(100)
    expect(layerAt(scene, 4999).alpha).toBe(1)
  })

  it('properties no keyframe gives keep the layer values', () => {
    const at = layerAt(scene, 1500)
    expect([at.y, at.w, at.h, at.r, at.scale]).toEqual([6, 100, 50, 0, 1])
  })

  it("the earlier keyframe's func eases the segment", () => {
    const eased = sceneOf(
      animated([
        { timestamp: 0, func: 'ease-in', properties: { x: 0 } },
        { timestamp: 1000, func: 'step', properties: { x: 100 } },
        { timestamp: 2000, func: 'linear', properties: { x: 200 } },
      ]),
    )
    const easeIn = parseEasing('ease-in').fn
    expect(layerAt(eased, 1250).x).toBeCloseTo(100 * easeIn(0.25), 9)
    expect(layerAt(eased, 1500).x).toBeCloseTo(100 * easeIn(0.5), 9)
    // step: the earlier keyframe's value until the next one
    expect(layerAt(eased, 2000).x).toBe(100)
    expect(layerAt(eased, 2999).x).toBe(100)
    expect(layerAt(eased, 3000).x).toBe(200)
  })

  it.each(['ease', 'ease-out', 'ease-in-out', 'cubic-bezier(0.1,0.7,1,0.1)'])(
    '%s between keyframes',
    (func) => {
      const s = sceneOf(
        animated([
          { timestamp: 0, func, properties: { y: 10 } },
          { timestamp: 2000, func: 'linear', properties: { y: 30 } },
        ]),
      )
      const fn = parseEasing(func).fn
      for (const p of [0.1, 0.5, 0.8])
        expect(layerAt(s, 1000 + 2000 * p).y).toBeCloseTo(10 + 20 * fn(p), 9)
    },
  )

  it('hold is the same as step', () => {
    const s = sceneOf(
      animated([
        { timestamp: 0, func: 'hold', properties: { r: 10 } },
        { timestamp: 100, func: 'linear', properties: { r: 90 } },
      ]),
    )
    expect(layerAt(s, 1099).r).toBe(10)
    expect(layerAt(s, 1100).r).toBe(90)
  })

  it('unknown easing is linear', () => {
    const s = sceneOf(
      animated([
        { timestamp: 0, func: 'bounce', properties: { x: 0 } },
        { timestamp: 1000, func: 'linear', properties: { x: 10 } },
      ]),
    )
    expect(layerAt(s, 1300).x).toBeCloseTo(3, 9)
  })

  it('unsorted keyframes are evaluated in timestamp order without reordering the stored array', () => {
    const keyframes: Keyframe[] = [
      { timestamp: 2000, func: 'linear', properties: { x: 200 } },
      { timestamp: 0, func: 'linear', properties: { x: 0 } },
      { timestamp: 1000, func: 'step', properties: { x: 100 } },
    ]
    const stored = JSON.stringify(keyframes)
    const s = sceneOf(animated(keyframes))
    expect(layerAt(s, 1500).x).toBe(50)
    expect(layerAt(s, 2500).x).toBe(100)
    expect(layerAt(s, 3000).x).toBe(200)
    expect(JSON.stringify(keyframes)).toBe(stored)
  })

  it('equal timestamps jump: the later keyframe wins from that instant', () => {
    const s = sceneOf(
      animated([
        { timestamp: 0, func: 'linear', properties: { x: 0 } },
        { timestamp: 1000, func: 'linear', properties: { x: 10 } },
        { timestamp: 1000, func: 'linear', properties: { x: 50 } },
        { timestamp: 2000, func: 'linear', properties: { x: 60 } },
      ]),
    )
    expect(layerAt(s, 1500).x).toBe(5)
    expect(layerAt(s, 2000).x).toBe(50)
    expect(layerAt(s, 2500).x).toBe(55)
  })

  it('a property missing from a keyframe is not animated by that keyframe', () => {
    const s = sceneOf(
      animated([
        { timestamp: 0, func: 'linear', properties: { x: 0, y: 0 } },
        { timestamp: 1000, func: 'step', properties: { y: 100 } },
        { timestamp: 2000, func: 'linear', properties: { x: 200, y: null as unknown as number } },
      ]),
    )
    // x eases 0 → 200 over [0, 2000] with the first keyframe's func (linear); y holds after 1000.
    expect(layerAt(s, 2000).x).toBe(100)
    expect(layerAt(s, 2000).y).toBe(100)
    expect(layerAt(s, 1500).y).toBe(50)
    expect(layerAt(s, 2500).x).toBe(150)
    expect(layerAt(s, 3500).y).toBe(100)
  })

  it('a single keyframe holds its values at every t', () => {
    const s = sceneOf(
      animated([{ timestamp: 500, func: 'linear', properties: { scale: 2, w: 40 } }]),
    )
    expect(layerAt(s, 0).scale).toBe(2)
    expect(layerAt(s, 4000).w).toBe(40)
  })

  it('keyframes with null properties or no timestamp do not break evaluation', () => {
    const s = sceneOf(
      animated([
        { timestamp: 0, func: 'linear', properties: null },
        { timestamp: null, func: null, properties: { h: 10 } },
      ]),
    )
    expect(layerAt(s, 1500).h).toBe(10)
  })

  it('gauss and volume keyframes animate blur and volume', () => {
    const s = sceneOf(
      animated([
        {
          timestamp: 0,
          func: 'linear',
          properties: { gauss: 0, volume: 0 } as Keyframe['properties'],
        },
        {
          timestamp: 1000,
          func: 'linear',
          properties: { gauss: 8, volume: 1 } as Keyframe['properties'],
        },
      ]),
    )
    expect(layerAt(s, 1500).blur).toBe(4)
    expect(layerAt(s, 1500).volume).toBe(0.5)
  })

  it('alpha and volume are clamped to 0–1 when a curve overshoots', () => {
    const s = sceneOf(
      animated([
        { timestamp: 0, func: 'cubic-bezier(0.3,1.8,0.7,1.8)', properties: { alpha: 0 } },
        { timestamp: 1000, func: 'linear', properties: { alpha: 1 } },
      ]),
    )
    expect(layerAt(s, 1500).alpha).toBe(1)
  })

  it('sequential and random sampling agree (cursor does not change results)', () => {
    const keyframes = Array.from({ length: 16 }, (_, i) => ({
      timestamp: i * 250,
      func: ['linear', 'ease', 'step', 'ease-in-out'][i % 4]!,
      properties: { x: (i * 37) % 101, y: i * i },
    }))
    const s = sceneOf(
      animated(keyframes, { timeline: { start: 0, end: 5000, key_frames: keyframes } }),
    )
    const forward = Array.from({ length: 300 }, (_, i) => layerAt(s, i * 16).x)
    const shuffled = Array.from({ length: 300 }, (_, i) => 299 - i).map(
      (i) => [i, layerAt(s, i * 16).x] as const,
    )
    for (const [i, x] of shuffled) expect(x).toBe(forward[i])
  })
})
