import { describe, expect, it } from 'vitest'
import { animatedValuesAt } from '../../src/editor/commands/transform-plan.ts'
import { EditorCommandError } from '../../src/editor/errors.ts'
import type { Keyframe, Layer } from '../../src/schema/layer.ts'
import {
  adjacentKeyframeTime,
  KEYFRAME_TOLERANCE_MS,
  keyframeSceneTimes,
  keyframeTime,
  PROPERTY_RANGES,
  TIMELINE_FRAME_MS,
} from '../../src/semantics/keyframe-rules.ts'
import { TestEditor } from '../../src/testing/index.ts'
import { lintLayers } from '../lint/lint-helpers.ts'
import { layerAt, sceneOf } from '../evaluate/scene-helpers.ts'

const still = () =>
  TestEditor.of([{ x: 10, y: 20, w: 100, h: 50, r: 5, alpha: 0.8, timeline: { start: 1000 } }])

const animated = () =>
  TestEditor.of([
    {
      x: 10,
      y: 20,
      w: 100,
      h: 50,
      timeline: {
        start: 1000,
        key_frames: [
          { timestamp: 0, func: 'linear', properties: { x: 0 } },
          { timestamp: 1000, func: 'linear', properties: { x: 100, alpha: 0.5 } },
        ],
      },
    },
  ] as never)

describe('addKeyframeAtPlayhead (the one keyframe rule)', () => {
  it('records x, y, w, h, r, alpha and scale as shown when the layer has no keyframe', () => {
    const editor = still()
    const index = editor.addKeyframeAtPlayhead('l0', 1500)
    expect(index).toBe(0)
    expect(editor.layer('l0').timeline!.key_frames).toEqual([
      {
        func: 'linear',
        timestamp: 500,
        properties: { x: 10, y: 20, w: 100, h: 50, r: 5, alpha: 0.8, scale: 1 },
      },
    ])
  })

  it('records only the animated properties, at their shown values, so nothing drawn changes', () => {
    const editor = animated()
    const before = animatedValuesAt(editor.layer('l0'), 1500)
    const index = editor.addKeyframeAtPlayhead('l0', 1500)
    expect(index).toBe(1)
    const added = editor.layer('l0').timeline!.key_frames![1]!
    expect(added).toEqual({ func: 'linear', timestamp: 500, properties: { x: 50, alpha: 0.5 } })
    expect(animatedValuesAt(editor.layer('l0'), 1500)).toEqual(before)
  })

  it('uses the playhead by default and is one undo step', () => {
    const editor = animated()
    editor.setPlayhead(1250)
    const doc = editor.document
    editor.addKeyframeAtPlayhead('l0')
    expect(editor.layer('l0').timeline!.key_frames![1]!.timestamp).toBe(250)
    editor.undo()
    expect(editor.document).toEqual(doc)
  })

  it('refuses within half a frame of a keyframe and before the layer starts, changing nothing', () => {
    const editor = animated()
    const doc = editor.document
    for (const at of [2000 + 16.6, 2000 - 16.6, 1000 + 16]) {
      expect(() => editor.addKeyframeAtPlayhead('l0', at)).toThrow(
        /already at .* within half a frame/,
      )
    }
    expect(() => editor.addKeyframeAtPlayhead('l0', 900)).toThrow(/before the layer's start/)
    expect(editor.document).toBe(doc)
    expect(editor.addKeyframeAtPlayhead('l0', 2017)).toBe(2)
  })
})

describe('the property range table', () => {
  it('is what updateKeyframe and addKeyframe check, with a message naming the property', () => {
    expect(PROPERTY_RANGES.alpha).toEqual({ min: 0, max: 1 })
    const editor = animated()
    const doc = editor.document
    const refused = (f: () => void) => {
      try {
        f()
      } catch (e) {
        expect(e).toBeInstanceOf(EditorCommandError)
        return (e as Error).message
      }
      throw new Error('not refused')
    }
    expect(refused(() => editor.updateKeyframe('l0', 0, { properties: { alpha: 2 } }))).toMatch(
      /properties\.alpha must be 0–1, got 2/,
    )
    expect(refused(() => editor.updateKeyframe('l0', 0, { properties: { w: -1 } }))).toMatch(
      /properties\.w must be ≥ 0, got -1/,
    )
    expect(
      refused(() => editor.addKeyframe('l0', { timestamp: 5, properties: { scale: -0.5 } })),
    ).toMatch(/properties\.scale must be ≥ 0/)
    expect(editor.document).toBe(doc)
    editor.updateKeyframe('l0', 0, { properties: { alpha: 1, x: -50 } })
    expect(editor.layer('l0').timeline!.key_frames![0]!.properties).toEqual({ x: -50, alpha: 1 })
  })
})

describe('a keyframe without a timestamp sits at 0 (one rule: evaluation, lint, prev/next)', () => {
  const noTimestamp: Keyframe[] = [
    { func: 'linear', properties: { x: 0 } } as Keyframe,
    { timestamp: 1000, func: 'linear', properties: { x: 100 } },
  ]

  it('keyframeTime gives 0 for missing, null and non-finite timestamps', () => {
    expect(keyframeTime({})).toBe(0)
    expect(keyframeTime({ timestamp: null } as never)).toBe(0)
    expect(keyframeTime({ timestamp: Number.NaN })).toBe(0)
    expect(keyframeTime({ timestamp: 40 })).toBe(40)
  })

  it('evaluation interpolates from it at the layer start', () => {
    const scene = sceneOf({
      type: 'image',
      x: 5,
      w: 10,
      h: 10,
      timeline: { start: 1000, end: 5000, key_frames: noTimestamp },
    })
    expect(layerAt(scene, 1500).x).toBe(50)
  })

  it('lint samples the segment that starts at it (an overshooting curve shrinks the layer to nothing)', () => {
    const layer: Layer = {
      key: 'img',
      type: 'image',
      x: 100,
      y: 100,
      w: 400,
      h: 300,
      path: 'https://cdn.example.com/a.png',
      timeline: {
        start: 0,
        end: 2000,
        key_frames: [
          { func: 'cubic-bezier(0.3,-3,0.7,-3)', properties: { scale: 1 } } as Keyframe,
          { timestamp: 1000, func: 'linear', properties: { scale: 2 } },
        ],
      },
    }
    expect(lintLayers([layer]).some((p) => p.endsWith(': zero-size'))).toBe(true)
  })

  it('Previous / Next keyframe times count it at the layer start', () => {
    const layer: Layer = { timeline: { start: 300, key_frames: noTimestamp } }
    expect(keyframeSceneTimes([layer])).toEqual([300, 1300])
  })
})

describe('Previous / Next keyframe', () => {
  const layers: Layer[] = [
    { timeline: { start: 1000, key_frames: [{ timestamp: 0 }, { timestamp: 500 }] } },
    { timeline: { start: 0, key_frames: [{ timestamp: 1500 }, { timestamp: 200 }] } },
  ]
  const times = keyframeSceneTimes(layers)

  it('scene time is layer start + timestamp, merged over the selected layers', () => {
    expect(times).toEqual([200, 1000, 1500])
  })

  it('moves to the nearest keyframe strictly before or after the playhead', () => {
    expect(adjacentKeyframeTime(times, 1000, 1)).toBe(1500)
    expect(adjacentKeyframeTime(times, 1000, -1)).toBe(200)
    expect(adjacentKeyframeTime(times, 1200, -1)).toBe(1000)
    expect(adjacentKeyframeTime(times, 1500, 1)).toBeNull()
    expect(adjacentKeyframeTime(times, 200, -1)).toBeNull()
    expect(adjacentKeyframeTime(times, 0, 1)).toBe(200)
  })
})

describe('the half-frame tolerance', () => {
  it('is half of the timeline frame at 30 fps', () => {
    expect(TIMELINE_FRAME_MS).toBeCloseTo(1000 / 30, 9)
    expect(KEYFRAME_TOLERANCE_MS).toBeCloseTo(16.667, 3)
  })

  it('an edit 16 ms from a keyframe edits it; 17 ms adds another', () => {
    const editor = animated()
    editor.transformLayers([{ layer: 'l0', x: 150 }], 2016)
    expect(editor.layer('l0').timeline!.key_frames).toHaveLength(2)
    editor.transformLayers([{ layer: 'l0', x: 200 }], 2017)
    expect(editor.layer('l0').timeline!.key_frames).toHaveLength(3)
  })
})
