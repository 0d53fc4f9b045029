import { describe, expect, it } from 'vitest'
import { compileScene, evaluateScene } from '../../src/evaluate/index.ts'
import type { Layer } from '../../src/schema/layer.ts'
import { TestEditor } from '../../src/testing/index.ts'

const kf = (timestamp: number, x: number, func = 'linear') => ({
  func,
  timestamp,
  properties: { x },
})

describe('keyframes', () => {
  it('adds keyframes in timestamp position and returns the index', () => {
    const editor = TestEditor.of([
      { timeline: { start: 0, end: 0, key_frames: [kf(0, 0), kf(1000, 10)] } },
    ])
    expect(editor.addKeyframe('l0', { timestamp: 500, properties: { x: 5 } })).toBe(1)
    expect(editor.addKeyframe('l0', { timestamp: 2000, func: 'ease-in' })).toBe(3)
    expect(editor.layer('l0').timeline?.key_frames).toEqual([
      kf(0, 0),
      { func: 'linear', timestamp: 500, properties: { x: 5 } },
      kf(1000, 10),
      { func: 'ease-in', timestamp: 2000, properties: {} },
    ])
  })

  it('creates the timeline when the layer has none', () => {
    const editor = TestEditor.of([{ timeline: null }])
    editor.addKeyframe('l0', { timestamp: 0, properties: { alpha: 0 } })
    expect(editor.layer('l0').timeline).toEqual({
      key_frames: [{ func: 'linear', timestamp: 0, properties: { alpha: 0 } }],
    })
  })

  it('updates properties (merge, undefined removes) and func', () => {
    const editor = TestEditor.of([
      { timeline: { key_frames: [{ timestamp: 0, properties: { x: 1, y: 2 }, z: 1 }] } },
    ])
    editor.updateKeyframe('l0', 0, { properties: { x: 9, y: undefined }, func: 'step' })
    expect(editor.layer('l0').timeline?.key_frames?.[0]).toEqual({
      timestamp: 0,
      properties: { x: 9 },
      z: 1,
      func: 'step',
    })
  })

  it('removes, retimes (keeping stored order) and sets easing', () => {
    const editor = TestEditor.of([
      { timeline: { key_frames: [kf(0, 0), kf(500, 5), kf(1000, 10)] } },
    ])
    editor.removeKeyframe('l0', 1)
    editor.retimeKeyframe('l0', 0, 2000)
    editor.setKeyframeEasing('l0', 1, 'cubic-bezier(0.1, 0.7, 1, 0.1)')
    expect(editor.layer('l0').timeline?.key_frames).toEqual([
      kf(2000, 0),
      kf(1000, 10, 'cubic-bezier(0.1, 0.7, 1, 0.1)'),
    ])
  })
})

describe('setTimeline and trimLayer', () => {
  it('moves a span; keyframes move with it', () => {
    const editor = TestEditor.of([
      { timeline: { start: 1000, end: 3000, key_frames: [kf(500, 1)] } },
    ])
    editor.setTimeline('l0', { start: 2000, end: 4000 })
    expect(editor.layer('l0').timeline).toEqual({
      start: 2000,
      end: 4000,
      key_frames: [kf(500, 1)],
    })
    editor.setTimeline('l0', { end: 0 })
    expect(editor.layer('l0').timeline?.end).toBe(0)
  })

  it('trims the start keeping content in place in scene time', () => {
    const layer: Partial<Layer> = {
      type: 'video',
      timeline: { start: 1000, end: 5000, key_frames: [kf(0, 0), kf(2000, 100)] },
      prop: { clip: { start: 0, end: 4000 } },
    }
    const editor = TestEditor.of([layer])
    editor.trimLayer('l0', { start: 1500, end: 4500 })
    expect(editor.layer('l0').timeline).toEqual({
      start: 1500,
      end: 4500,
      key_frames: [kf(-500, 0), kf(1500, 100)],
    })
    expect(editor.layer('l0').prop?.clip).toEqual({ start: 500, end: 3500 })
  })
})

describe('splitLayer', () => {
  const layer: Partial<Layer> = {
    x: 0,
    timeline: {
      start: 1000,
      end: 5000,
      key_frames: [kf(0, 0), kf(2000, 100), kf(3000, 300, 'step')],
      cross: { in: ['fade'], in_time: 300, out: ['zoom-out'], out_time: 400 },
    },
    prop: {
      clip: { start: 100, end: 4100 },
      animationInfo: {
        enter: { duration: 200, effectType: 'fade' },
        leave: { duration: 200, effectType: 'fade' },
      },
    },
    subtitle: {
      word_seq: [
        { text: 'a', start: 1000, end: 1500 },
        { text: 'b', start: 1600, end: 2500 },
        { text: 'c', start: 2600, end: 3000 },
      ],
    },
  }

  it('cuts into two layers with divided, retimed keyframes and a new key', () => {
    const editor = TestEditor.of([layer])
    const key = editor.splitLayer('l0', 2000)
    expect(editor.keys(0)).toEqual(['l0', key])
    const [first, second] = [editor.layer('l0'), editor.layer(key)]
    expect(first.timeline?.start).toBe(1000)
    expect(first.timeline?.end).toBe(2000)
    expect(second.timeline?.start).toBe(2000)
    expect(second.timeline?.end).toBe(5000)
    expect(first.timeline?.key_frames).toEqual([kf(0, 0), kf(1000, 50)])
    expect(second.timeline?.key_frames).toEqual([kf(0, 50), kf(1000, 100), kf(2000, 300, 'step')])
    expect(first.timeline?.cross).toEqual({ in: ['fade'], in_time: 300, out: [], out_time: 0 })
    expect(second.timeline?.cross).toEqual({ in: [], in_time: 0, out: ['zoom-out'], out_time: 400 })
    expect(Object.keys(first.prop?.animationInfo ?? {})).toEqual(['enter'])
    expect(Object.keys(second.prop?.animationInfo ?? {})).toEqual(['leave'])
    expect(first.prop?.clip).toEqual({ start: 100, end: 1100 })
    expect(second.prop?.clip).toEqual({ start: 1100, end: 4100 })
    // Words before the cut stay; from the cut on they move, the word it cuts starting at it.
    expect(first.subtitle?.word_seq).toEqual([{ text: 'a', start: 1000, end: 1500 }])
    expect(second.subtitle?.word_seq).toEqual([
      { text: 'b', start: 2000, end: 2500 },
      { text: 'c', start: 2600, end: 3000 },
    ])
  })

  it('looks the same as before at every time (evaluated)', () => {
    const editor = TestEditor.of([{ ...layer, prop: null, subtitle: null }])
    const before = compileScene(editor.document.scene)
    const key = editor.splitLayer('l0', 2500)
    const after = compileScene(editor.document.scene)
    for (const t of [1000, 1700, 2400, 2500, 2600, 3900, 4100, 4999]) {
      const was = evaluateScene(before, t).find((l) => l.visible)!
      const now = evaluateScene(after, t).find((l) => l.visible)!
      expect(now.key).toBe(t < 2500 ? 'l0' : key)
      expect(now.x).toBeCloseTo(was.x, 6)
    }
  })

  it('splits an open-ended layer; the second part stays open-ended', () => {
    const editor = TestEditor.of([{ timeline: { start: 0, end: 0 } }])
    const key = editor.splitLayer('l0', 700)
    expect(editor.layer('l0').timeline).toEqual({ start: 0, end: 700 })
    expect(editor.layer(key).timeline).toEqual({ start: 700, end: 0 })
  })
})
