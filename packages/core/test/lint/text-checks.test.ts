import { describe, expect, it } from 'vitest'
import { lintScene } from '../../src/lint/index.ts'
import type { MeasureText } from '../../src/text/index.ts'
import { lintLayers, subtitle, templateOf, text, words } from './lint-helpers.ts'

describe('text-overflow (text layers)', () => {
  it('accepts text that wraps within the box', () => {
    expect(lintLayers([text('Two short lines of text here')])).toEqual([])
  })

  it('reports text taller than its box, at the content field', () => {
    const long = 'This headline has far too many words to fit into two lines of a box this narrow'
    expect(lintLayers([text(long)])).toEqual([
      'scene.tracks[0].layers[0].prop.textInfo.content @ 0-5000: text-overflow',
    ])
  })

  it('reports a word wider than the box (split mid-word) even when the height would do', () => {
    const problems = lintScene(templateOf([text('Incomprehensibilities', { w: 300, h: 400 })]))
    expect(problems.map((p) => p.code)).toEqual(['text-overflow'])
    expect(problems[0]!.message).toContain('"Incomprehensibilities" is wider than the box')
    expect(problems[0]!.message).toMatch(/lower prop\.textInfo\.fontSize to \d+ or less/)
  })

  it('reads padding: the same text overflows once padding eats the room', () => {
    const fits = text('Fits in one line', { h: 60 })
    expect(lintLayers([fits])).toEqual([])
    const padded = text('Fits in one line', {
      h: 60,
      prop: { textInfo: { content: 'Fits in one line', fontSize: 48, paddingTop: 20 } },
    })
    expect(lintLayers([padded])).toHaveLength(1)
  })

  it('reads the line height: the same text overflows once its lines are taller', () => {
    const fits = text('Fits in one line', { h: 60 })
    expect(lintLayers([fits])).toEqual([])
    const tall = text('Fits in one line', {
      h: 60,
      prop: { textInfo: { content: 'Fits in one line', fontSize: 48, lineHeight: 1.5 } },
    })
    expect(lintLayers([tall])).toHaveLength(1)
  })

  it('follows a box that shrinks by keyframes, reporting from the time it no longer fits', () => {
    const layer = text('Some words that need room', {
      w: 1000,
      timeline: {
        start: 0,
        end: 4000,
        key_frames: [
          { timestamp: 0, func: 'step', properties: { w: 1000 } },
          { timestamp: 2000, func: 'step', properties: { w: 100 } },
        ],
      },
    })
    expect(lintLayers([layer])).toEqual([
      'scene.tracks[0].layers[0].prop.textInfo.content @ 2000-4000: text-overflow',
    ])
  })

  it('uses an injected measureText (a browser passes real font metrics)', () => {
    const wide: MeasureText = (s, font) => s.length * font.size * 3
    expect(lintLayers([text('Short')])).toEqual([])
    expect(lintLayers([text('Short')], { measureText: wide })).toHaveLength(1)
  })
})

describe('text-overflow (subtitle lines)', () => {
  const long: [string, number, number][] = [
    ['A', 0, 500],
    ['line', 500, 1000],
    ['that', 1000, 1500],
    ['is', 1500, 2000],
    ['very', 2000, 2500],
    ['long', 2500, 3000],
  ]

  it('reports the time range of the line that is too wide, at its first word', () => {
    const sub = subtitle(long, { w: 180, subtitle: { line_size: 9, word_seq: words(...long) } })
    // line_size 9 → "A line" [0,1000), "that is" [1000,2000), "very long" [2000,3000); at 48 px
    // (Helvetica widths) they are 120, 128 and 195 px wide: only "very long" exceeds 180.
    expect(lintLayers([sub])).toEqual([
      'scene.tracks[0].layers[0].subtitle.word_seq[4] @ 2000-3000: text-overflow',
    ])
  })

  it('reports a box lower than one line of the font', () => {
    expect(lintLayers([subtitle(long, { h: 30 })])).toHaveLength(1)
  })
})
