import { describe, expect, it } from 'vitest'
import {
  approximateMeasureText,
  cssFont,
  lineHeightFactor,
  textBoxStyle,
  wrapText,
  type TextFont,
} from '../../src/text/index.ts'

const font: TextFont = { family: 'sans-serif', size: 100, weight: 'normal', italic: false }

describe('approximate metrics', () => {
  it('uses Helvetica widths: "i" narrower than "m", bold wider, CJK a full em', () => {
    expect(approximateMeasureText('i', font)).toBeCloseTo(22.2)
    expect(approximateMeasureText('m', font)).toBeCloseTo(83.3)
    expect(approximateMeasureText('b', { ...font, weight: 'bold' })).toBeCloseTo(61.1)
    expect(approximateMeasureText('中文', font)).toBeCloseTo(200)
    expect(approximateMeasureText('abc', { ...font, family: 'Roboto Mono' })).toBeCloseTo(180)
  })

  it('gives a CSS font shorthand for canvas measuring', () => {
    expect(cssFont({ family: 'Noto Sans', size: 48, weight: 'bold', italic: true })).toBe(
      'italic bold 48px "Noto Sans"',
    )
  })
})

describe('wrapText', () => {
  it('fills lines greedily by words', () => {
    // "aaa" = 166.8 px at 100 px; a space 27.8: two words need 361 px.
    expect(wrapText('aaa aaa aaa', 370, font, approximateMeasureText).lines).toEqual([
      'aaa aaa',
      'aaa',
    ])
  })

  it('keeps explicit newlines and breaks an over-wide word between characters', () => {
    const wrapped = wrapText('ab\naaaaaa', 200, font, approximateMeasureText)
    expect(wrapped.lines).toEqual(['ab', 'aaa', 'aaa'])
    expect(wrapped.brokenWords).toEqual(['aaaaaa'])
  })

  it('breaks CJK text between characters without calling it a broken word', () => {
    const wrapped = wrapText('你好世界', 250, font, approximateMeasureText)
    expect(wrapped.lines).toEqual(['你好', '世界'])
    expect(wrapped.brokenWords).toEqual([])
  })

  it('keeps the space between a word and the CJK text after it', () => {
    // "ab" 111.2 + space 27.8 + two CJK characters 200 = 339 px.
    expect(wrapText('ab 你好世界', 350, font, approximateMeasureText).lines).toEqual([
      'ab 你好',
      '世界',
    ])
  })
})

describe('textBoxStyle', () => {
  it('reads textConfig over textInfo, subtitle.prop.fontSize for subtitles, and padding', () => {
    const style = textBoxStyle({
      type: 'subtitle',
      subtitle: { prop: { fontSize: 30 }, font_family: { name: 'Inter' } },
      prop: {
        textInfo: { fontSize: 40, paddingLeft: 8 },
        textConfig: { fontSize: 50, fontStyle: { bold: true } },
      },
    })
    expect(style.font).toEqual({ family: 'Inter', size: 30, weight: 'bold', italic: false })
    expect(style.fontSizeField).toBe('subtitle.prop.fontSize')
    expect(style.padding).toEqual({ top: 0, right: 0, bottom: 0, left: 8 })
    expect(textBoxStyle({ type: 'text' }).font.size).toBe(48)
  })
})

describe('lineHeightFactor', () => {
  it('reads textConfig.lineHeight over textInfo.lineHeight, positive only; subtitles are one line', () => {
    expect(lineHeightFactor({ type: 'text' })).toBe(1)
    expect(lineHeightFactor({ type: 'text', prop: { textInfo: { lineHeight: 1.5 } } })).toBe(1.5)
    expect(
      lineHeightFactor({
        type: 'text',
        prop: { textInfo: { lineHeight: 1.5 }, textConfig: { lineHeight: 2 } },
      }),
    ).toBe(2)
    expect(lineHeightFactor({ type: 'text', prop: { textInfo: { lineHeight: 0 } } })).toBe(1)
    expect(lineHeightFactor({ type: 'subtitle', prop: { textInfo: { lineHeight: 3 } } })).toBe(1)
    const style = textBoxStyle({
      type: 'text',
      prop: { textInfo: { fontSize: 40, lineHeight: 1.5 } },
    })
    expect(style.lineHeight).toBe(60)
  })
})
