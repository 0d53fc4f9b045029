import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import Konva from 'konva'
import { textNodeClass } from '../../src/layers/text-node.ts'
import { withScriptFallbacks } from '../../src/media/script-fonts.ts'
import { drawCanvas, evaluated } from './helpers.tsx'

type Change = (text: Konva.Text) => void

const base = {
  x: 5,
  y: 8,
  width: 150,
  height: 60,
  text: 'Hello world, wrapped',
  fontSize: 18,
  fontFamily: withScriptFallbacks('Open Sans, sans-serif'),
  fill: '#ffcc00',
}

/**
 * The canvas calls Konva records over two draws of one text node, `change` made in between, and
 * the pixels after each (what a buffer canvas drew is only seen there).
 */
function trace(Text: typeof Konva.Text, config: Konva.TextConfig, change: Change): string {
  const container = document.createElement('div')
  document.body.append(container)
  const stage = new Konva.Stage({ container, width: 200, height: 100 })
  const layer = new Konva.Layer({ listening: false, opacity: 0.8 })
  stage.add(layer)
  const node = new Text({ ...base, ...config })
  layer.add(node)
  const context = layer.getContext()
  context.clearTrace()
  layer.draw()
  const first = layer.toDataURL()
  change(node)
  layer.draw()
  const calls = `${context.getTrace()}\n${first}\n${layer.toDataURL()}`
  stage.destroy()
  container.remove()
  return calls
}

const cases: [string, Konva.TextConfig, Change][] = [
  ['plain text drawn twice', {}, () => {}],
  ['a font size change', {}, (t) => t.fontSize(30)],
  ['a family change', {}, (t) => t.fontFamily('Georgia Pro, serif')],
  ['a style change', {}, (t) => t.fontStyle('italic bold')],
  ['a variant change', {}, (t) => t.fontVariant('small-caps')],
  ['a text change', {}, (t) => t.text('Other words')],
  ['an underline', { textDecoration: 'underline line-through' }, (t) => t.x(9)],
  ['right to left', { text: 'שלום עולם', direction: 'rtl', align: 'right' }, () => {}],
]

describe('TextNode (the text layers’ Konva text)', () => {
  let traced = false
  beforeAll(() => {
    traced = Konva.enableTrace
    Konva.enableTrace = true
  })
  afterAll(() => {
    Konva.enableTrace = traced
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each(cases)('draws exactly like Konva.Text with %s', (_, config, change) => {
    const expected = trace(Konva.Text, config, change)
    expect(expected).toMatch(/fillText\(|drawImage\(/)
    expect(trace(textNodeClass(), config, change)).toBe(expected)
  })

  it('measures its font once, not on every draw, and again when the font changes', () => {
    const measure = vi.spyOn(CanvasRenderingContext2D.prototype, 'measureText')
    const measuredM = () => measure.mock.calls.filter(([text]) => text === 'M').length
    const count = (Text: typeof Konva.Text) => {
      const container = document.createElement('div')
      document.body.append(container)
      const stage = new Konva.Stage({ container, width: 200, height: 100 })
      const layer = new Konva.Layer({ listening: false })
      stage.add(layer)
      const node = new Text(base)
      layer.add(node)
      layer.draw()
      measure.mockClear()
      layer.draw()
      layer.draw()
      const twoDraws = measuredM()
      measure.mockClear()
      node.fontSize(24)
      layer.draw()
      const afterChange = measuredM()
      stage.destroy()
      container.remove()
      return { twoDraws, afterChange }
    }
    // Konva measures when the font changes (to lay out lines) and on every draw.
    expect(count(Konva.Text)).toEqual({ twoDraws: 2, afterChange: 2 })
    expect(count(textNodeClass())).toEqual({ twoDraws: 0, afterChange: 1 })
  })

  it('measures again once a face of the font is added to the page, even one already loaded', async () => {
    const family = 'PodsceneTextNodeLate'
    const node = new (textNodeClass())({ ...base, fontFamily: `${family}, monospace` })
    const before = node.measureSize('M').width
    const bytes = await (
      await fetch(`${location.origin}/test/render/fixtures/lobster-latin.ttf`)
    ).arrayBuffer()
    const face = new FontFace(family, bytes)
    await face.load()
    document.fonts.add(face)
    try {
      const after = node.measureSize('M').width
      const konva = new Konva.Text({ ...base, fontFamily: `${family}, monospace` })
      expect(after).toBe(konva.measureSize('M').width)
      expect(after).not.toBe(before)
    } finally {
      document.fonts.delete(face)
    }
  })

  it('measures again once a face of the font finishes loading', async () => {
    const family = 'PodsceneTextNodeLoading'
    const face = new FontFace(
      family,
      `url(${location.origin}/test/render/fixtures/lobster-latin.ttf)`,
    )
    document.fonts.add(face)
    try {
      const node = new (textNodeClass())({ ...base, fontFamily: `${family}, monospace` })
      const before = node.measureSize('M').width // not loaded yet: monospace
      expect(face.status).not.toBe('loaded')
      await face.load()
      await document.fonts.ready
      const after = node.measureSize('M').width
      const konva = new Konva.Text({ ...base, fontFamily: `${family}, monospace` })
      expect(after).toBe(konva.measureSize('M').width)
      expect(after).not.toBe(before)
    } finally {
      document.fonts.delete(face)
    }
  })

  it('is the node a text layer draws with, unless the text has a stroke or a shadow', async () => {
    const text = (textInfo: Record<string, unknown>) =>
      evaluated({
        type: 'text',
        source: { type: 'text', prop: { textInfo: { content: 'Hi', ...textInfo } } },
      })
    const canvas = await drawCanvas({
      layers: [
        text({}),
        text({ strokeColor: '#ff0000', strokeWidth: 2 }),
        text({ textShadowColor: '#000000', textShadowBlur: 3 }),
        text({ strokeColor: '#ff0000', strokeWidth: 0 }),
      ],
    })
    const nodes = canvas.stage.find('Text') as Konva.Text[]
    expect(nodes.map((n) => n.text())).toEqual(['Hi', 'Hi', 'Hi', 'Hi'])
    expect(nodes.map((n) => n instanceof textNodeClass())).toEqual([true, false, false, true])
    expect(nodes.map((n) => n.getClassName())).toEqual(['Text', 'Text', 'Text', 'Text'])
  })
})
