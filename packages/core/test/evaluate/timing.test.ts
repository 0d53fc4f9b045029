import { describe, expect, it } from 'vitest'
import {
  compileScene,
  evaluateScene,
  layerExtents,
  sceneDuration,
  visibleLayersAt,
} from '../../src/evaluate/index.ts'
import type { Layer } from '../../src/schema/index.ts'
import { layerAt, sceneOf } from './scene-helpers.ts'

const span = (start: number, end: number, extra: Layer = {}): Layer => ({
  type: 'image',
  timeline: { start, end },
  ...extra,
})

const visibleKeys = (scene: ReturnType<typeof sceneOf>, t: number) =>
  visibleLayersAt(compileScene(scene), t).map((l) => l.key)

describe('visibility on [start, end)', () => {
  const scene = sceneOf(span(1000, 2000), span(0, 3000))

  it('start is visible, end is not', () => {
    expect(layerAt(scene, 999).visible).toBe(false)
    expect(layerAt(scene, 1000).visible).toBe(true)
    expect(layerAt(scene, 1999).visible).toBe(true)
    expect(layerAt(scene, 2000).visible).toBe(false)
  })

  it('visibleLayersAt agrees with the visible flag', () => {
    expect(visibleKeys(scene, 500)).toEqual(['l1'])
    expect(visibleKeys(scene, 1500)).toEqual(['l0', 'l1'])
    expect(visibleKeys(scene, 3000)).toEqual([])
    expect(visibleKeys(scene, -1)).toEqual([])
  })

  it('visibleOnly evaluates the visible layers only', () => {
    const only = evaluateScene(compileScene(scene), 2500, { visibleOnly: true })
    expect(only.map((l) => l.key)).toEqual(['l1'])
  })
})

describe('end = 0', () => {
  const scene = sceneOf(span(500, 0), span(0, 4000), { type: 'text' })

  it('lasts as long as the scene: visible at every t ≥ start', () => {
    expect(layerAt(scene, 499).visible).toBe(false)
    expect(layerAt(scene, 500).visible).toBe(true)
    expect(layerAt(scene, 10_000).visible).toBe(true)
    expect(layerAt(scene, 0, 'l2').visible).toBe(true)
    expect(layerAt(scene, 1e9, 'l2').visible).toBe(true)
  })

  it('does not extend the duration', () => {
    expect(sceneDuration(scene)).toBe(4000)
    expect(compileScene(scene).durationMs).toBe(4000)
  })
})

describe('still scenes', () => {
  const still = sceneOf(span(0, 0), span(300, 0), { type: 'shape', timeline: null })

  it('every end 0: duration 0 and every layer visible at any t', () => {
    expect(sceneDuration(still)).toBe(0)
    expect(compileScene(still).still).toBe(true)
    for (const t of [0, 100, 5000]) {
      expect(evaluateScene(compileScene(still), t).every((l) => l.visible)).toBe(true)
      expect(visibleKeys(still, t)).toEqual(['l0', 'l1', 'l2'])
    }
  })

  it('an empty scene is a still with no layers', () => {
    expect(sceneDuration({})).toBe(0)
    expect(evaluateScene(compileScene({ tracks: null }), 0)).toEqual([])
  })
})

describe('duration and extents', () => {
  it('counts positive ends, word ends and clip lengths of open-ended layers', () => {
    const words = {
      type: 'subtitle',
      timeline: { start: 0, end: 0 },
      subtitle: { word_seq: [{ text: 'a', start: 0, end: 6500 }] },
    }
    expect(sceneDuration(sceneOf(span(0, 3000), words))).toBe(6500)
    const clip = {
      type: 'audio',
      timeline: { start: 1000, end: 0 },
      prop: { clip: { start: 500, end: 8500 } },
    }
    expect(sceneDuration(sceneOf(span(0, 3000), clip))).toBe(9000)
    const cut = { ...clip, timeline: { start: 1000, end: 2000 } }
    expect(sceneDuration(sceneOf(cut))).toBe(2000)
    const propWords = {
      type: 'person',
      prop: { word_seq: [{ text: 'hi', start: 100, end: 7000 }] },
    }
    expect(sceneDuration(sceneOf(propWords))).toBe(7000)
  })

  it('lists per-layer extents in stored order', () => {
    const extents = layerExtents(sceneOf(span(100, 900), span(200, 0)))
    expect(extents).toEqual([
      {
        trackIndex: 0,
        layerIndex: 0,
        trackKey: 't0',
        key: 'l0',
        start: 100,
        end: 900,
        contentEnd: 900,
      },
      {
        trackIndex: 0,
        layerIndex: 1,
        trackKey: 't0',
        key: 'l1',
        start: 200,
        end: null,
        contentEnd: 0,
      },
    ])
  })

  it('the interval index matches a scan on many layers', () => {
    const layers = Array.from({ length: 500 }, (_, i) =>
      span((i * 97) % 20_000, i % 7 === 0 ? 0 : ((i * 97) % 20_000) + 100 + ((i * 31) % 9000)),
    )
    const scene = sceneOf(...layers)
    const compiled = compileScene(scene)
    for (let t = -50; t < 31_000; t += 333) {
      const scan = evaluateScene(compiled, t)
        .filter((l) => l.visible)
        .map((l) => l.key)
      expect(visibleLayersAt(compiled, t).map((l) => l.key)).toEqual(scan)
    }
  })
})

describe('bad times', () => {
  it('a time that is not a finite number is refused with a clear error', () => {
    const compiled = compileScene(sceneOf(span(0, 1000)))
    expect(() => evaluateScene(compiled, Number.NaN)).toThrow(
      'scene time must be a finite number of milliseconds, got NaN',
    )
    expect(() => visibleLayersAt(compiled, Infinity)).toThrow(RangeError)
  })
})
