import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serialize } from '../../src/document/serialize.ts'
import { animatedValuesAt, planTransform } from '../../src/editor/commands/transform-plan.ts'
import { KEYFRAME_TOLERANCE_MS } from '../../src/semantics/keyframe-rules.ts'
import type { Layer } from '../../src/schema/layer.ts'
import { TestEditor } from '../../src/testing/index.ts'

/** A layer starting at 1000 ms with x keyframes at 0, 1000 and 2000 ms (local) and an alpha one. */
const animated = () =>
  TestEditor.of([
    {
      x: 10,
      y: 20,
      w: 100,
      h: 50,
      timeline: {
        start: 1000,
        end: 5000,
        key_frames: [
          { timestamp: 0, func: 'linear', properties: { x: 0 }, unknownField: 'kept' },
          { timestamp: 1000, func: 'ease-in', properties: { x: 100, alpha: 0.5 } },
          { timestamp: 2000, func: 'linear', properties: { x: 300 } },
        ],
      },
    },
  ] as never)

const shown = (editor: TestEditor, key: string, atMs: number) =>
  animatedValuesAt(editor.layer(key), atMs)

describe('transformLayers (the keyframe-value rule)', () => {
  it('on a keyframe sets that keyframe, leaving the others and the layer alone', () => {
    const editor = animated()
    editor.transformLayers([{ layer: 'l0', x: 150 }], 2000)
    const frames = editor.layer('l0').timeline!.key_frames!
    expect(frames.map((k) => k.properties?.x)).toEqual([0, 150, 300])
    expect(frames).toHaveLength(3)
    expect(editor.layer('l0').x).toBe(10)
    expect(shown(editor, 'l0', 2000).x).toBe(150)
  })

  it('counts the playhead within half a frame (16.67 ms at 30 fps) as on the keyframe, solving its value exactly', () => {
    expect(KEYFRAME_TOLERANCE_MS).toBeCloseTo(1000 / 30 / 2, 9)
    for (const at of [2016.6, 1983.4]) {
      const editor = animated()
      editor.transformLayers([{ layer: 'l0', x: 150 }], at)
      expect(editor.layer('l0').timeline!.key_frames).toHaveLength(3)
      expect(shown(editor, 'l0', at).x).toBeCloseTo(150, 9)
    }
    const editor = animated()
    editor.transformLayers([{ layer: 'l0', x: 150 }], 2016.7)
    expect(editor.layer('l0').timeline!.key_frames).toHaveLength(4)
  })

  it('between keyframes adds one at the playhead with the easing of the segment it splits', () => {
    const editor = animated()
    editor.transformLayers([{ layer: 'l0', x: 500, y: 40 }], 2500)
    const frames = editor.layer('l0').timeline!.key_frames!
    expect(frames).toHaveLength(4)
    expect(frames[2]).toEqual({ func: 'ease-in', timestamp: 1500, properties: { x: 500 } })
    // y has no keyframes: the layer's own y is set.
    expect(editor.layer('l0').y).toBe(40)
    const at = shown(editor, 'l0', 2500)
    expect([at.x, at.y]).toEqual([500, 40])
    // The other keyframes are untouched (unknown fields too).
    expect(frames[0]).toEqual({
      timestamp: 0,
      func: 'linear',
      properties: { x: 0 },
      unknownField: 'kept',
    })
    expect(frames[3]).toEqual({ timestamp: 2000, func: 'linear', properties: { x: 300 } })
  })

  it('after the last keyframe and before the layer start keys at the playhead / at 0', () => {
    const editor = animated()
    editor.transformLayers([{ layer: 'l0', x: 42 }], 4000)
    expect(editor.layer('l0').timeline!.key_frames!.at(-1)).toEqual({
      func: 'linear',
      timestamp: 3000,
      properties: { x: 42 },
    })
    // Before the start the first keyframe holds: the keyframe at 0 gets the value.
    editor.transformLayers([{ layer: 'l0', x: -5 }], 200)
    expect(editor.layer('l0').timeline!.key_frames![0]!.properties).toEqual({ x: -5 })
    expect(shown(editor, 'l0', 200).x).toBe(-5)
  })

  it('writes into a keyframe at the playhead that did not animate the property yet', () => {
    const editor = animated()
    editor.transformLayers([{ layer: 'l0', x: 100, alpha: 0.25 }], 2000)
    // x is already 100 there: left alone; alpha is keyed on that keyframe.
    const frames = editor.layer('l0').timeline!.key_frames!
    expect(frames[1]!.properties).toEqual({ x: 100, alpha: 0.25 })
    expect(frames).toHaveLength(3)
  })

  it('sets static values on a layer without keyframes; refuses scale there', () => {
    const editor = TestEditor.of([{ x: 1, y: 2, w: 3, h: 4 }])
    editor.transformLayers([{ layer: 'l0', x: 5, w: 7, r: 45, alpha: 0.5 }], 300)
    const l0 = editor.layer('l0')
    expect([l0.x, l0.y, l0.w, l0.h, l0.r, l0.alpha]).toEqual([5, 2, 7, 4, 45, 0.5])
    expect(l0.timeline?.key_frames ?? []).toEqual([])
    expect(() => editor.transformLayers([{ layer: 'l0', scale: 2 }], 0)).toThrow(
      'transformLayers: changes[0].scale: the layer has no scale keyframes',
    )
  })

  it('records nothing when every value is already shown', () => {
    const editor = animated()
    editor.transformLayers([{ layer: 'l0', x: 100, y: 20 }], 2000)
    expect(editor.canUndo()).toBe(false)
  })

  it('is one undo step that restores the document exactly', () => {
    const editor = animated()
    const before = serialize(editor.document)
    editor.transformLayers([{ layer: 'l0', x: 1, y: 2, w: 3, alpha: 0.1 }], 2700)
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
    expect(editor.canUndo()).toBe(false)
  })

  it.each([
    [
      { changes: [{ layer: 'l0', x: Number.NaN }], atMs: 0 },
      'changes[0].x must be a finite number',
    ],
    [{ changes: [{ layer: 'l0', w: -1 }], atMs: 0 }, 'changes[0].w must be in 0..∞, got -1'],
    [{ changes: [{ layer: 'l0', alpha: 2 }], atMs: 0 }, 'changes[0].alpha must be in 0..1, got 2'],
    [{ changes: [{ layer: 'l0', z: 1 }], atMs: 0 }, 'changes[0]: unknown property "z"'],
    [{ changes: [{ layer: 'l0' }], atMs: 0 }, 'changes[0]: give at least one property'],
    [{ changes: [{ layer: 'nope', x: 1 }], atMs: 0 }, 'changes[0].layer "nope" not found'],
    [{ changes: [{ layer: 'l0', x: 1 }], atMs: -1 }, 'atMs must be a finite number ≥ 0'],
    [{ changes: 'l0', atMs: 0 }, 'changes must be an array'],
    [
      {
        changes: [
          { layer: 'l0', x: 1 },
          { layer: 'l0', y: 1 },
        ],
        atMs: 0,
      },
      'changes[1]: the layer is changed twice',
    ],
  ])('rejects %j without changing anything', (args, message) => {
    const editor = animated()
    const before = editor.document
    expect(() => editor.run('transformLayers', args as never)).toThrow(message)
    expect(editor.document).toBe(before)
    expect(editor.canUndo()).toBe(false)
  })
})

const EASINGS = [
  'linear',
  'ease',
  'ease-in',
  'ease-out',
  'ease-in-out',
  'step',
  'cubic-bezier(0.3,1.4,0.6,-0.4)',
]
const PROPS = ['x', 'y', 'w', 'h', 'r', 'alpha', 'scale'] as const

const keyframeArb = fc.record({
  timestamp: fc.integer({ min: 0, max: 3000 }),
  func: fc.constantFrom(...EASINGS),
  properties: fc.record(
    {
      x: fc.integer({ min: -500, max: 2000 }),
      y: fc.integer({ min: -500, max: 2000 }),
      w: fc.integer({ min: 0, max: 1000 }),
      h: fc.integer({ min: 0, max: 1000 }),
      r: fc.integer({ min: -360, max: 360 }),
      alpha: fc.double({ min: 0, max: 1, noNaN: true }),
      scale: fc.double({ min: 0.1, max: 3, noNaN: true }),
    },
    { requiredKeys: [] },
  ),
})

const layerArb = fc.record({
  x: fc.integer({ min: -500, max: 2000 }),
  y: fc.integer({ min: -500, max: 2000 }),
  w: fc.integer({ min: 0, max: 1000 }),
  h: fc.integer({ min: 0, max: 1000 }),
  r: fc.integer({ min: -90, max: 90 }),
  alpha: fc.double({ min: 0, max: 1, noNaN: true }),
  timeline: fc.record({
    start: fc.integer({ min: 0, max: 2000 }),
    end: fc.constant(0),
    key_frames: fc.array(keyframeArb, { maxLength: 5 }),
  }),
})

const targetArb = fc.record(
  {
    x: fc.double({ min: -1000, max: 3000, noNaN: true }),
    y: fc.double({ min: -1000, max: 3000, noNaN: true }),
    w: fc.double({ min: 0, max: 2000, noNaN: true }),
    h: fc.double({ min: 0, max: 2000, noNaN: true }),
    r: fc.double({ min: -720, max: 720, noNaN: true }),
    alpha: fc.double({ min: 0, max: 1, noNaN: true }),
    scale: fc.double({ min: 0, max: 4, noNaN: true }),
  },
  { requiredKeys: [] },
)

/** A playhead on a keyframe (exactly or within the tolerance) or anywhere. */
const timeArb = (layer: { timeline: { start: number; key_frames: { timestamp: number }[] } }) =>
  fc.oneof(
    fc.double({ min: 0, max: 6000, noNaN: true }),
    ...layer.timeline.key_frames.map((k) =>
      fc
        .double({ min: -0.5, max: 0.5, noNaN: true })
        .map((d) => Math.max(0, layer.timeline.start + k.timestamp + d)),
    ),
  )

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b))

describe('transformLayers properties', () => {
  it('evaluation at t then shows exactly the given values; untouched keyframes stay; undo is exact', () => {
    fc.assert(
      fc.property(
        layerArb.chain((layer) => fc.tuple(fc.constant(layer), timeArb(layer), targetArb)),
        ([layer, atMs, target]) => {
          const editor = TestEditor.of([layer as Partial<Layer>])
          const before = serialize(editor.document)
          const beforeFrames = structuredClone(editor.layer('l0').timeline!.key_frames!)
          const hasScaleKeys = beforeFrames.some((k) => typeof k.properties?.scale === 'number')
          const values = { ...target }
          if (!hasScaleKeys) delete values.scale
          if (Object.keys(values).length === 0) return
          editor.transformLayers([{ layer: 'l0', ...values }], atMs)
          const after = animatedValuesAt(editor.layer('l0'), atMs)
          for (const p of PROPS) {
            const want = values[p]
            if (want !== undefined && !close(after[p], want)) {
              throw new Error(`${p} at ${atMs}: want ${want}, got ${after[p]}`)
            }
          }
          // The old keyframes keep their times, easings and every property not given; at most
          // one keyframe is added, holding only given properties.
          const frames = editor.layer('l0').timeline!.key_frames!
          const others = (k: (typeof frames)[number]) => ({
            timestamp: k.timestamp,
            func: k.func,
            rest: Object.entries(k.properties ?? {}).filter(([name]) => !(name in values)),
          })
          const old = beforeFrames.map(others)
          if (frames.length === beforeFrames.length) {
            expect(frames.map(others)).toEqual(old)
          } else {
            expect(frames).toHaveLength(beforeFrames.length + 1)
            const added = frames.findIndex(
              (_, j) =>
                JSON.stringify(frames.filter((_, i) => i !== j).map(others)) ===
                JSON.stringify(old),
            )
            expect(added).toBeGreaterThanOrEqual(0)
            for (const name of Object.keys(frames[added]!.properties ?? {})) {
              expect(name in values).toBe(true)
            }
          }
          if (editor.canUndo()) editor.undo()
          expect(serialize(editor.document)).toBe(before)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('planning one layer again with other values (a drag) gives what planning a fresh copy gives', () => {
    // planTransform keeps what it computed for a layer object and time (transform-plan.ts).
    const plan = (layer: Layer, atMs: number, values: Record<string, number>) => {
      try {
        return planTransform(layer, atMs, values)
      } catch (error) {
        return (error as Error).message
      }
    }
    fc.assert(
      fc.property(
        layerArb.chain((layer) =>
          fc.tuple(fc.constant(layer), timeArb(layer), fc.array(targetArb, { maxLength: 4 })),
        ),
        ([layer, atMs, targets]) => {
          for (const values of targets) {
            const fresh = plan(structuredClone(layer) as Layer, atMs, values)
            expect(plan(layer as Layer, atMs, values)).toEqual(fresh)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
