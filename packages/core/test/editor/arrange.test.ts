import { describe, expect, it } from 'vitest'
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

  it('works per track and is one undo step', () => {
    const editor = TestEditor.of([{}, {}], [{}, {}])
    const before = editor.document
    editor.bringToFront(['l0', 'l2'])
    expect(editor.keys(0)).toEqual(['l1', 'l0'])
    expect(editor.keys(1)).toEqual(['l3', 'l2'])
    editor.undo()
    expect(editor.document).toEqual(before)
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
