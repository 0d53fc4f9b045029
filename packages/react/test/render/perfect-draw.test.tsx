import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Konva from 'konva'
import type { Layer } from '@podscene/core'
import { drawCanvas, evaluated } from './helpers.tsx'

/** Translucent layers (alpha 0.5), where Konva draws a filled and stroked shape through a buffer. */
const layer = (key: string, source: Layer) =>
  evaluated({ key, type: source.type ?? 'color', alpha: 0.5, source })
const shape = (type: string, info: Record<string, unknown> = {}) =>
  ({ type: 'shape', prop: { shapeInfo: { type, color: '#ff0000', ...info } } }) as Layer
const text = (info: Record<string, unknown> = {}) =>
  ({ type: 'text', prop: { textInfo: { content: 'Hi there', fontSize: 20, ...info } } }) as Layer

const cases: [string, Layer, boolean][] = [
  ['a colour layer', { type: 'color', color: '#00ff00', radius: '6' }, false],
  ['a rect shape', shape('rect'), false],
  ['an ellipse shape', shape('ellipse'), false],
  ['a shape with a stroke colour and no width', shape('rect', { strokeColor: '#0000ff' }), false],
  ['a stroked rect', shape('rect', { strokeColor: '#0000ff', strokeWidth: 4 }), true],
  ['a stroked ellipse', shape('circle', { strokeColor: '#0000ff', strokeWidth: 4 }), true],
  ['text', text(), false],
  ['text on a background', text({ backgroundColor: '#222222', radius: 4 }), false],
  ['stroked text', text({ strokeColor: '#0000ff', strokeWidth: 2 }), true],
  ['shadowed text', text({ textShadowColor: '#000000', textShadowBlur: 4 }), true],
]

/** The content layer's canvas calls and pixels for one draw. */
function drawn(content: Konva.Layer): string {
  const context = content.getContext()
  context.clearTrace()
  content.draw()
  return `${context.getTrace()}\n${content.toDataURL()}`
}

describe('layer shapes that can never need a buffer canvas skip its check', () => {
  let traced = false
  beforeAll(() => {
    traced = Konva.enableTrace
    Konva.enableTrace = true
  })
  afterAll(() => {
    Konva.enableTrace = traced
  })

  it.each(cases)('%s', async (_, source, buffered) => {
    const canvas = await drawCanvas({ layers: [layer('a', source)] })
    const content = canvas.stage.findOne('.podscene-content') as Konva.Layer
    const group = canvas.handle.getNodeByKey('a')!
    const shapes = group.find((node: Konva.Node) => node instanceof Konva.Shape) as Konva.Shape[]
    expect(shapes.length).toBeGreaterThan(0)
    // Stroked text and shapes keep Konva's check (and its buffer); the others skip it.
    const strokedOrShadowed = shapes.filter((s) => s.hasStroke() || s.hasShadow())
    expect(strokedOrShadowed.length > 0).toBe(buffered)
    expect(shapes.map((s) => s.perfectDrawEnabled())).toEqual(
      shapes.map((s) => s.hasStroke() || s.hasShadow()),
    )
    const skipped = drawn(content)
    // A translucent filled and stroked shape is drawn through the buffer.
    expect(skipped.includes('drawImage(')).toBe(shapes.some((s) => s.hasStroke()))
    // The same calls and pixels as with Konva's default.
    for (const s of shapes) s.perfectDrawEnabled(true)
    expect(drawn(content)).toBe(skipped)
  })
})
