// Issue 26 item 8: spreads of long lists into calls threw "RangeError: Maximum call stack size
// exceeded" (the CLI then said "unexpected error"). Each case is the attack's size.
import { describe, expect, it } from 'vitest'
import { templateSlots } from '../../src/slots/index.ts'
import { wrapText } from '../../src/text/wrap.ts'
import { approximateMeasureText } from '../../src/text/text-font.ts'
import { lintScene } from '../../src/lint/index.ts'
import { parseTemplateDocument } from '../../src/document/index.ts'
import { maxOf, minOf, pushAll, insertAll } from '../../src/collections/bounded.ts'

const FONT = { family: 'sans-serif', size: 10, weight: 'normal', italic: false }

function parsed(value: unknown) {
  const result = parseTemplateDocument(value)
  if (!result.ok) throw new Error(result.problems[0]!.message)
  return result.value
}

describe('long lists in core', { timeout: 120_000 }, () => {
  it('the slot manifest takes the smallest box of 200,000 layers in one slot', () => {
    const layers = Array.from({ length: 200_000 }, (_, i) => ({
      type: 'image',
      key: `l${i}`,
      w: 100 + (i % 7),
      h: i === 123_456 ? 5 : 50,
      path: 'https://cdn.example.com/a.png',
      api_template_meta: { replace_key: 'pic' },
    }))
    const [slot] = templateSlots(parsed({ aspect_ratio: 1, scene: { tracks: [{ layers }] } }))
    expect(slot!.layers).toHaveLength(200_000)
    expect(slot!.constraints).toMatchObject({ width: 100, height: 5 })
  })

  it('wraps one 10 MB word, broken into lines', () => {
    const word = 'x'.repeat(10_000_000)
    const wrapped = wrapText(word, 100, FONT, approximateMeasureText)
    // 'x' is 500/1000 em = 5 px at size 10: 20 per line of 100 px.
    expect(wrapped.lines).toHaveLength(500_000)
    expect(wrapped.width).toBe(100)
    expect(wrapped.brokenWords).toEqual([word])
  })

  it('lints a subtitle of 150,000 words (subtitle-gap reads the last word end)', () => {
    const words = Array.from({ length: 150_000 }, (_, i) => ({
      text: 'w',
      start: i * 10 + (i >= 75_000 ? 5000 : 0),
      end: i * 10 + 5 + (i >= 75_000 ? 5000 : 0),
    }))
    const doc = parsed({
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            layers: [
              {
                type: 'subtitle',
                key: 's',
                x: 0,
                y: 0,
                w: 1000,
                h: 200,
                timeline: { start: 0, end: 1_600_000 },
                subtitle: { word_seq: words },
              },
            ],
          },
        ],
      },
    })
    const gaps = lintScene(doc, { ignore: ['text-overflow'] }).filter(
      (p) => p.code === 'subtitle-gap',
    )
    expect(gaps.map((p) => [p.startMs, p.endMs])).toEqual([[749_995, 755_000]])
  })

  it('minOf / maxOf / pushAll / insertAll handle 1,000,000 elements', () => {
    const many = Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1_000_003)
    expect(minOf(many)).toBe(0)
    expect(maxOf(many)).toBe(Math.max(...many.slice(0, 1000), maxOf(many.slice(1000))))
    expect(minOf([], 42)).toBe(42)
    expect(maxOf([1, NaN, 3])).toBeNaN()
    expect(pushAll([1], many)).toHaveLength(1_000_001)
    expect(insertAll([0, 9], 1, [1, 2, 3])).toEqual([0, 1, 2, 3, 9])
  })
})
