import { describe, expect, it } from 'vitest'
import { layoutVerticalText } from '../../src/text/vertical-layout.ts'
import {
  parseTextOrientation,
  parseWritingMode,
  textWritingOf,
} from '../../src/semantics/writing-mode.ts'
import { shapeFrameOf } from '../../src/semantics/shape-frame.ts'
import { lintScene } from '../../src/lint/index.ts'
import { templateOf, text } from '../lint/lint-helpers.ts'

const EM = 10
/** Every character 6 px wide when turned (a fixed-width stand-in for a font). */
const measure = (s: string) => [...s].length * 6
const layout = (content: string, columnLength: number, orientation = 'mixed' as const) =>
  layoutVerticalText(content, { columnLength, fontSize: EM, orientation, measure })
const texts = (columns: ReturnType<typeof layout>) =>
  columns.map((c) => c.glyphs.map((g) => g.text).join(''))

describe('writing mode rule (issue 30)', () => {
  it('reads the CSS names and the legacy spellings; anything else is horizontal', () => {
    expect(parseWritingMode('vertical-rl')).toBe('vertical-rl')
    expect(parseWritingMode(' TB-RL ')).toBe('vertical-rl')
    expect(parseWritingMode('tb-lr')).toBe('vertical-lr')
    expect(parseWritingMode('sideways-rl')).toBe('horizontal-tb')
    expect(parseWritingMode(undefined)).toBe('horizontal-tb')
    expect(parseTextOrientation('upright')).toBe('upright')
    expect(parseTextOrientation('sideways-right')).toBe('sideways')
    expect(parseTextOrientation('weird')).toBe('mixed')
    expect(textWritingOf({ prop: { textInfo: { writingMode: 'vertical-lr' } } })).toEqual({
      mode: 'vertical-lr',
      orientation: 'mixed',
      vertical: true,
    })
  })
})

describe('layoutVerticalText', () => {
  it('fills a column top to bottom and wraps by the column length', () => {
    const columns = layout('一二三四五', 30)
    expect(texts(columns)).toEqual(['一二三', '四五'])
    expect(columns[0]!.glyphs.map((g) => g.offset)).toEqual([0, 10, 20])
    expect(columns[0]!.glyphs.every((g) => g.form === 'upright')).toBe(true)
  })

  it('"\\n" starts a column; an empty paragraph is an empty column', () => {
    expect(texts(layout('一\n\n二', 100))).toEqual(['一', '', '二'])
  })

  it('mixed: Latin words are turned runs measured as drawn, moved whole to the next column', () => {
    const columns = layout('一二 Hello', 50)
    expect(texts(columns)).toEqual(['一二', 'Hello'])
    expect(columns[1]!.glyphs[0]).toMatchObject({ form: 'sideways', advance: 30 })
  })

  it('a turned word longer than the column breaks between characters', () => {
    expect(texts(layout('abcdefgh', 25))).toEqual(['abcd', 'efgh'])
  })

  it('upright stands every character at 1 em; sideways turns CJK too', () => {
    const upright = layout('ab', 100, 'upright' as never)
    expect(upright[0]!.glyphs.map((g) => [g.form, g.advance])).toEqual([
      ['upright', EM],
      ['upright', EM],
    ])
    const sideways = layout('一二', 100, 'sideways' as never)
    expect(sideways[0]!.glyphs).toEqual([
      { text: '一二', form: 'sideways', offset: 0, advance: 12 },
    ])
  })

  it('closing punctuation hangs rather than start a column; brackets turn; stops sit in the corner', () => {
    const columns = layout('一二三。「四」', 30)
    expect(texts(columns)).toEqual(['一二三。', '「四」'])
    expect(columns[0]!.glyphs[3]!.form).toBe('corner')
    expect(columns[1]!.glyphs.map((g) => g.form)).toEqual(['sideways', 'upright', 'sideways'])
  })
})

describe('shape frame rule', () => {
  it('content_position in layer px, scaled with the layer; absent → the whole box', () => {
    const layer = {
      w: 200,
      h: 100,
      shape: { content_position: { x: 10, y: 20, w: 100, h: 50, r: 45 }, background_gauss: -3 },
    }
    expect(shapeFrameOf(layer, 400, 200)).toEqual({
      hidden: false,
      backgroundBlur: 0,
      content: { x: 20, y: 40, w: 200, h: 100, r: 45 },
      objectFit: 'cover',
    })
    expect(shapeFrameOf({ w: 50, h: 40 }, 50, 40).content).toEqual({
      x: 0,
      y: 0,
      w: 50,
      h: 40,
      r: 0,
    })
  })

  it('object_fit first, then fit_mode; disable_shape hides the shape', () => {
    const frame = shapeFrameOf(
      {
        fit_mode: 'fill',
        shape: { object_fit: 'contain', disable_shape: true, background_gauss: 8 },
      },
      10,
      10,
    )
    expect([frame.objectFit, frame.hidden, frame.backgroundBlur]).toEqual(['contain', true, 8])
    expect(shapeFrameOf({ fit_mode: 'fill', shape: { object_fit: '?' } }, 1, 1).objectFit).toBe(
      'fill',
    )
  })
})

describe('lint: vertical text overflow', () => {
  it('counts columns against the width, not lines against the height', () => {
    const vertical = (content: string) =>
      text(content, {
        w: 120,
        h: 400,
        prop: { textInfo: { content, fontSize: 48, writingMode: 'vertical-rl' } },
      })
    expect(lintScene(templateOf([vertical('春眠不觉晓处处闻啼鸟')]))).toEqual([])
    const problems = lintScene(templateOf([vertical('春眠不觉晓处处闻啼鸟夜来风雨声花落知多少')]))
    expect(problems.map((p) => p.code)).toEqual(['text-overflow'])
    expect(problems[0]!.message).toContain('the vertical text needs 3 columns (144 px)')
  })
})
