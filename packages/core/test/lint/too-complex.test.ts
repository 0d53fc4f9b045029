// Issue 26 item 1: a long text whose box changes at every keyframe was rewrapped (and every word
// remeasured) at every sample, and nothing bounded a layer's work: a 124 KB template took 34 s.
import { describe, expect, it } from 'vitest'
import { approximateMeasureText, type MeasureText } from '../../src/text/index.ts'
import { countWrapped, measureTokens, wrapText } from '../../src/text/wrap.ts'
import { lintScene } from '../../src/lint/index.ts'
import { summary, templateOf, text } from './lint-helpers.ts'

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta']
const prose = (count: number) =>
  Array.from({ length: count }, (_, i) => WORDS[(i * 5 + (i >> 2)) % WORDS.length]).join(' ')

/** A text layer with `keyframes` keyframes: w changes each time, h alternates fit / overflow. */
function animatedText(content: string, keyframes: number, over = {}) {
  return text(content, {
    w: 600,
    h: 4000,
    timeline: {
      start: 0,
      end: keyframes * 100,
      key_frames: Array.from({ length: keyframes }, (_, i) => ({
        timestamp: i * 100,
        func: 'linear',
        properties: { w: 500 + ((i * 37) % 300), h: i % 2 === 0 ? 20_000 : 2000 },
      })),
    },
    prop: { textInfo: { content, fontSize: 24 } },
    ...over,
  })
}

describe('text-overflow on a long text in a changing box', () => {
  it('measures each distinct word once per font size, however many widths it is wrapped at', () => {
    const calls = new Map<string, number>()
    const measure: MeasureText = (s, font) => {
      const key = `${font.size}:${s}`
      calls.set(key, (calls.get(key) ?? 0) + 1)
      return approximateMeasureText(s, font)
    }
    const problems = lintScene(templateOf([animatedText(prose(3000), 40)]), {
      measureText: measure,
    })
    expect(problems.filter((p) => p.code === 'text-overflow').length).toBeGreaterThan(5)
    // Words and the space at the layer's size and at the sizes tried for the suggestion.
    expect(Math.max(...calls.values())).toBe(1)
  })

  it('counts wrapped lines as wrapText does, at every width', () => {
    const font = { family: 'sans-serif', size: 20, weight: 'normal', italic: false }
    const content = `${prose(400)}\n\nsupercalifragilisticexpialidocious ${prose(50)}`
    const measured = measureTokens(content, font, approximateMeasureText)
    for (let width = 40; width < 900; width += 7) {
      const wrapped = wrapText(content, width, font, approximateMeasureText)
      const counted = countWrapped(measured, width)
      expect(counted.lineCount).toBe(wrapped.lines.length)
      expect(counted.brokenWords).toEqual(wrapped.brokenWords)
      const stopped = countWrapped(measured, width, 10)
      expect(stopped.lineCount).toBe(Math.min(11, wrapped.lines.length))
    }
  })
})

describe('too-complex', () => {
  it('reports a layer whose checks run past the work budget, and still checks the others', () => {
    const heavy = animatedText(prose(3000), 40, { key: 'heavy' })
    const light = text('far too long a text for this tiny box', { key: 'light', w: 50, h: 20 })
    const problems = lintScene(templateOf([heavy, light]), { layerWorkBudget: 50_000 })
    expect(summary(problems)).toEqual([
      'scene.tracks[0].layers[0] @ 0-4000: too-complex',
      'scene.tracks[0].layers[1].prop.textInfo.content @ 0-5000: text-overflow',
    ])
    expect(problems[0]!.message).toMatch(
      /^too complex to check fully: its checks stopped at the work limit of 50000 steps/,
    )
  })

  it('bounds the work of one sample: a text of one 2 MB word stops at the budget', () => {
    const word = 'x'.repeat(2_000_000)
    const problems = lintScene(templateOf([animatedText(word, 300)]), {
      layerWorkBudget: 10_000_000,
    })
    expect(summary(problems)).toEqual(['scene.tracks[0].layers[0] @ 0-30000: too-complex'])
  })

  it('with the default budget, the 300-keyframe case is checked fully', () => {
    const problems = lintScene(templateOf([animatedText(prose(3000), 300)]))
    expect(problems.some((p) => p.code === 'too-complex')).toBe(false)
    expect(problems.filter((p) => p.code === 'text-overflow')).toHaveLength(150)
  })
})
