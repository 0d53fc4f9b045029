import { describe, expect, it } from 'vitest'
import type Konva from 'konva'
// The Noto script fallbacks come from core's font library at /fonts/ (served here by
// vitest.config.ts as the studio and the render page serve it), registered by MediaCache.
import type { EvaluatedLayer } from '@podscene/core'
import { drawCanvas, evaluated } from './helpers.tsx'
import { MediaCache } from '../../src/index.ts'

const W = 600
const H = 120

async function draw(layers: EvaluatedLayer[]) {
  return drawCanvas({
    mediaCache: new MediaCache(),
    layers,
    canvasSize: { width: W, height: H },
    width: W,
    height: H,
  })
}

const textLayer = (text: string, w = W, fontSize = 40) =>
  evaluated({
    type: 'text',
    w,
    h: H,
    source: { type: 'text', prop: { textInfo: { content: text, fontSize, color: '#ffffff' } } },
  })

const subtitleLayer = (words: string[]) =>
  evaluated({
    type: 'subtitle',
    w: W,
    h: H,
    source: { type: 'subtitle', subtitle: { prop: { color: '#ffffff', fontSize: 40 } } },
    subtitle: {
      line: {
        index: 0,
        text: words.join(' '),
        words: words.map((text, index) => ({
          text,
          index,
          start: index * 100,
          end: index * 100 + 100,
        })),
      },
      activeWordIndex: null,
      activeWord: null,
    },
  })

/** Which columns of the drawn content have ink (white text on the black canvas). */
function inkColumns(stage: Konva.Stage): boolean[] {
  stage.draw()
  const layer = stage.findOne('.podscene-content') as Konva.Layer
  const ratio = layer.getCanvas().getPixelRatio()
  const width = Math.floor(W * ratio)
  const height = Math.floor(H * ratio)
  const data = layer.getContext().getImageData(0, 0, width, height).data
  const columns: boolean[] = []
  for (let x = 0; x < width; x++) {
    let ink = false
    for (let y = 0; y < height && !ink; y++) ink = data[(y * width + x) * 4]! > 100
    columns.push(ink)
  }
  return columns
}

/** Middle of the widest run of empty columns between the first and last inked column. */
function widestGap(columns: boolean[]): { gap: number; first: number; last: number } {
  const first = columns.indexOf(true)
  const last = columns.lastIndexOf(true)
  let best = { start: 0, length: 0 }
  let start = -1
  for (let x = first; x <= last; x++) {
    if (!columns[x] && start < 0) start = x
    if (columns[x] && start >= 0) {
      if (x - start > best.length) best = { start, length: x - start }
      start = -1
    }
  }
  return { gap: best.start + best.length / 2, first, last }
}

/** RGBA pixels of the content layer. */
function contentPixels(stage: Konva.Stage): Uint8ClampedArray {
  stage.draw()
  const layer = stage.findOne('.podscene-content') as Konva.Layer
  const canvas = layer.getCanvas()
  return layer.getContext().getImageData(0, 0, canvas.width, canvas.height).data
}

describe('every script', () => {
  it('text: a Hebrew line with a Latin word runs right to left (the first word is on the right)', async () => {
    // A long Hebrew first word and a short Latin second one: right to left, the space between
    // them is near the left end of the ink.
    const canvas = await draw([textLayer('שלוםשלוםשלום ab')])
    expect((canvas.stage.findOne('Text') as Konva.Text).direction()).toBe('rtl')
    const { gap, first, last } = widestGap(inkColumns(canvas.stage))
    expect(gap).toBeLessThan((first + last) / 2)
  })

  it('text: right to left text without an alignment of its own starts at the right', async () => {
    const canvas = await draw([textLayer('שלום')])
    expect((canvas.stage.findOne('Text') as Konva.Text).align()).toBe('right')
    const columns = inkColumns(canvas.stage)
    expect(columns.lastIndexOf(true)).toBeGreaterThan(columns.length * 0.9)
    const given = textLayer('שלום')
    given.source.prop!.textInfo!.textAlign = 'left'
    const left = await draw([given])
    expect((left.stage.findOne('Text') as Konva.Text).align()).toBe('left')
  })

  it('text: a Latin line with a Hebrew word stays left to right', async () => {
    const canvas = await draw([textLayer('abcdefghij שלום')])
    expect((canvas.stage.findOne('Text') as Konva.Text).direction()).toBe('ltr')
    const { gap, first, last } = widestGap(inkColumns(canvas.stage))
    expect(gap).toBeGreaterThan((first + last) / 2)
  })

  it('subtitle: Hebrew and Arabic words are placed right to left', async () => {
    for (const words of [
      ['שלוםשלוםשלום', 'עם'],
      ['مرحبامرحبامرحبا', 'يا'],
    ]) {
      const canvas = await draw([subtitleLayer(words)])
      const nodes = canvas.stage.find('Text') as Konva.Text[]
      expect(nodes.map((n) => n.text())).toEqual(words)
      // The first word's box is right of the second's.
      expect(nodes[0]!.x()).toBeGreaterThan(nodes[1]!.x() + nodes[1]!.width() - 1)
      const { gap, first, last } = widestGap(inkColumns(canvas.stage))
      expect(gap).toBeLessThan((first + last) / 2)
    }
  })

  it('subtitle: Chinese words of one character each are drawn with no space between them', async () => {
    const canvas = await draw([subtitleLayer(['你', '好', '世', '界'])])
    const nodes = canvas.stage.find('Text') as Konva.Text[]
    for (let i = 1; i < nodes.length; i++) {
      expect(nodes[i]!.x()).toBeCloseTo(nodes[i - 1]!.x() + nodes[i - 1]!.width(), 0)
    }
    // Latin words keep their space.
    const latin = await draw([subtitleLayer(['ab', 'cd'])])
    const [a, b] = latin.stage.find('Text') as Konva.Text[]
    expect(b!.x() - (a!.x() + a!.width())).toBeGreaterThan(5)
  })

  it('text: a line of Chinese breaks between characters, after a Latin word, with no space inserted', async () => {
    const text = 'Hello 你好世界你好世界你好世界'
    const canvas = await draw([textLayer(text, 300)])
    const node = canvas.stage.findOne('Text') as Konva.Text
    const lines = node.textArr.map((line) => line.text)
    expect(lines.length).toBeGreaterThan(1)
    // Konva alone would break at the only space; core's rule fills the first line with CJK.
    expect(lines[0]).toMatch(/^Hello 你/)
    expect(lines.join('')).toBe(text)
  })

  it('Chinese, Japanese, Korean, Hebrew and Arabic glyphs come from the Noto faces, not tofu boxes', async () => {
    const samples = [
      ['你好世界', 'Noto Sans SC'],
      ['こんにちは', 'Noto Sans JP'],
      ['안녕하세요', 'Noto Sans KR'],
      ['שלום', 'Noto Sans Hebrew'],
      ['مرحبا', 'Noto Sans Arabic'],
    ] as const
    // U+E000 is a private-use character no font here has: drawn as the tofu box.
    const tofu = contentPixels((await draw([textLayer('\uE000\uE000\uE000\uE000\uE000')])).stage)
    for (const [text, family] of samples) {
      const canvas = await draw([textLayer(text)])
      expect(document.fonts.check(`16px "${family}"`, text), family).toBe(true)
      expect(contentPixels(canvas.stage), text).not.toEqual(tofu)
    }
  })

  it("emoji are drawn in colour (Debian's Noto Color Emoji)", async () => {
    const canvas = await draw([textLayer('😀😀', W, 80)])
    expect(document.fonts.check('16px "Noto Color Emoji"', '😀')).toBe(true)
    const data = contentPixels(canvas.stage)
    let coloured = 0
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!]
      if (a > 200 && r > 180 && g > 120 && b < 80) coloured++ // the yellow face, not white text
    }
    expect(coloured).toBeGreaterThan(100)
  })
})
