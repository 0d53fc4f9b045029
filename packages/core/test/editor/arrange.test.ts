import { describe, expect, it } from 'vitest'
import { Editor } from '../../src/editor/index.ts'
import { TestEditor } from '../../src/testing/index.ts'

const five = () => TestEditor.of([{}, {}, {}, {}, {}])

describe('z-order', () => {
  it('brings the selection forward one step, keeping relative order', () => {
    const editor = five().selectKeys('l1', 'l2')
    editor.bringForward()
    expect(editor.keys(0)).toEqual(['l0', 'l3', 'l1', 'l2', 'l4'])
  })

  it('sends backward one step and stops at the bottom', () => {
    const editor = five()
    editor.sendBackward(['l0', 'l3'])
    expect(editor.keys(0)).toEqual(['l0', 'l1', 'l3', 'l2', 'l4'])
  })

  it('brings to front and sends to back', () => {
    const editor = five()
    editor.bringToFront(['l3', 'l0'])
    expect(editor.keys(0)).toEqual(['l1', 'l2', 'l4', 'l0', 'l3'])
    editor.sendToBack(['l4'])
    expect(editor.keys(0)).toEqual(['l4', 'l1', 'l2', 'l0', 'l3'])
  })

  it('brings to front onto the topmost track (draw order) and is one undo step', () => {
    const editor = TestEditor.of([{}, {}], [{}, {}])
    const before = editor.document
    editor.bringToFront(['l2', 'l0'])
    expect(editor.keys(0)).toEqual(['l1'])
    expect(editor.keys(1)).toEqual(['l3', 'l0', 'l2'])
    editor.undo()
    expect(editor.document).toEqual(before)
    // Already the top of its own track but under another track: still moves up.
    editor.bringToFront(['l1'])
    expect(editor.keys(1)).toEqual(['l2', 'l3', 'l1'])
  })

  it('sends to back onto the bottom track', () => {
    const editor = TestEditor.of([{}, {}], [{}, {}])
    editor.sendToBack(['l3'])
    expect(editor.keys(0)).toEqual(['l3', 'l0', 'l1'])
  })

  it('records nothing when the layers are already in front', () => {
    const editor = five()
    editor.bringToFront(['l4'])
    expect(editor.canUndo()).toBe(false)
  })
})

describe('align and distribute', () => {
  const boxes = () =>
    TestEditor.of([
      { x: 10, y: 100, w: 50, h: 20 },
      { x: 200, y: 40, w: 100, h: 60 },
      { x: 90, y: 0, w: 10, h: 10 },
    ]).selectKeys('l0', 'l1', 'l2')

  it.each([
    ['left', 'x', [10, 10, 10]],
    ['right', 'x', [250, 200, 290]],
    ['center', 'x', [130, 105, 150]],
    ['top', 'y', [0, 0, 0]],
    ['bottom', 'y', [100, 60, 110]],
    ['middle', 'y', [50, 30, 55]],
  ] as const)('aligns %s', (edge, field, expected) => {
    const editor = boxes()
    editor.align(edge)
    expect(['l0', 'l1', 'l2'].map((k) => editor.layer(k)[field])).toEqual(expected)
  })

  it('aligns a single layer to the canvas of the aspect ratio', () => {
    const editor = TestEditor.of([{ x: 10, y: 10, w: 100, h: 100 }])
    editor.align('right', ['l0'])
    editor.align('middle', ['l0'])
    expect(editor.layer('l0')).toMatchObject({ x: 1820, y: 490 })
  })

  it('aligns a single layer of a document without a known aspect_ratio to 16:9', () => {
    const layer = () => ({ key: 'a', x: 10, y: 10, w: 100, h: 100 })
    const bare = new Editor({ tracks: [{ layers: [layer()] }] })
    bare.align('right', ['a'])
    expect(bare.getLayer('a')?.layer.x).toBe(1820)
    const template = new Editor({ scene: { tracks: [{ layers: [layer()] }] } })
    template.align('right', ['a'])
    expect(template.getLayer('a')?.layer.x).toBe(1820)
    const unknown = new Editor({ aspect_ratio: 7, scene: { tracks: [{ layers: [layer()] }] } })
    unknown.align('right', ['a'])
    expect(unknown.getLayer('a')?.layer.x).toBe(1820)
    const portrait = new Editor({ aspect_ratio: 0, scene: { tracks: [{ layers: [layer()] }] } })
    portrait.align('right', ['a'])
    expect(portrait.getLayer('a')?.layer.x).toBe(980)
  })

  it('distributes horizontally with equal gaps between outermost layers', () => {
    const editor = TestEditor.of([
      { x: 0, w: 10 },
      { x: 90, w: 20 },
      { x: 25, w: 10 },
      { x: 50, w: 10 },
    ])
    editor.distribute('horizontal', ['l0', 'l1', 'l2', 'l3'])
    expect(['l0', 'l2', 'l3', 'l1'].map((k) => editor.layer(k).x)).toEqual([0, 30, 60, 90])
  })

  it('distributes vertically', () => {
    const editor = TestEditor.of([
      { y: 0, h: 10 },
      { y: 15, h: 10 },
      { y: 90, h: 10 },
    ])
    editor.distribute('vertical', ['l0', 'l1', 'l2'])
    expect(['l0', 'l1', 'l2'].map((k) => editor.layer(k).y)).toEqual([0, 45, 90])
  })
})

describe('translateLayers', () => {
  const animated = () =>
    TestEditor.of([
      {
        x: 10,
        y: 20,
        timeline: {
          start: 0,
          end: 1000,
          key_frames: [
            { timestamp: 0, properties: { x: 0, alpha: 1 }, unknownField: 'kept' },
            { timestamp: 500, properties: { x: 100, y: 50 } },
            { timestamp: 900, properties: { w: 30 } },
          ],
        },
      },
      { y: 5 },
    ] as never)

  it('moves layers and every keyframed x/y by the delta, leaving other properties', () => {
    const editor = animated()
    editor.translateLayers(['l0', 'l1'], 7, -3)
    const l0 = editor.layer('l0')
    expect([l0.x, l0.y]).toEqual([17, 17])
    expect(l0.timeline?.key_frames?.map((k) => k.properties)).toEqual([
      { x: 7, alpha: 1 },
      { x: 107, y: 47 },
      { w: 30 },
    ])
    expect((l0.timeline?.key_frames?.[0] as Record<string, unknown>).unknownField).toBe('kept')
    // A missing x counts as 0, as in evaluation.
    expect([editor.layer('l1').x, editor.layer('l1').y]).toEqual([7, 2])
  })

  it('is one undo step that restores the document exactly', () => {
    const editor = animated()
    const before = editor.document
    editor.translateLayers(['l0', 'l1'], 5, 5)
    editor.undo()
    expect(editor.document).toEqual(before)
    expect(editor.canUndo()).toBe(false)
  })

  it.each([
    [{ layers: ['l0'] }, 'give dx or dy'],
    [{ layers: ['l0'], dx: Number.NaN }, 'dx must be a finite number'],
    [{ layers: ['nope'], dx: 1 }, 'nope'],
    [{ layers: 'l0', dx: 1 }, 'layers must be an array'],
  ])('rejects %j without changing anything', (args, message) => {
    const editor = animated()
    const before = editor.document
    const { layers, dx, dy } = args as { layers: string[]; dx?: number; dy?: number }
    expect(() => editor.translateLayers(layers, dx as number, dy as number)).toThrow(message)
    expect(editor.document).toBe(before)
    expect(editor.canUndo()).toBe(false)
  })

  it('align moves what an animated layer shows at the playhead (keyframe-value rule)', () => {
    const editor = animated()
    editor.setGeometry('l0', { w: 20 })
    editor.setGeometry('l1', { x: 40, w: 60 })
    // At 500 ms l0 is on its keyframe x 100 and its w keyframe (30) holds: frame right edge
    // 130 (l0); l1 moves to 70, l0 stays.
    editor.setPlayhead(500)
    editor.align('right', ['l0', 'l1'])
    expect(editor.layer('l1').x).toBe(70)
    expect(editor.layer('l0').timeline?.key_frames?.map((k) => k.properties?.x)).toEqual([
      0,
      100,
      undefined,
    ])
    // At 250 ms (between keyframes, x 50) aligning right to l1's 130 adds a keyframe x 100.
    editor.setPlayhead(250)
    editor.align('right', ['l0', 'l1'])
    const frames = editor.layer('l0').timeline!.key_frames!
    expect(frames.map((k) => [k.timestamp, k.properties?.x])).toEqual([
      [0, 0],
      [250, 100],
      [500, 100],
      [900, undefined],
    ])
  })
})
