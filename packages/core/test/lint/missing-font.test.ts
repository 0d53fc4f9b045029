import { describe, expect, it } from 'vitest'
import { lintScene, lintSceneWithMedia, type MediaCheck } from '../../src/lint/index.ts'
import { summary, templateOf, text } from './lint-helpers.ts'

const GONE = 'https://cdn.example.com/gone.woff2'
const GOOD = 'https://cdn.example.com/good.ttf'

describe('missing-font', () => {
  const doc = templateOf([
    text('Gone', {
      key: 'a',
      prop: { textInfo: { content: 'Gone', fontFamily: 'Gone', fontFileName: GONE } },
    }),
    text('Good', {
      key: 'b',
      prop: { textInfo: { content: 'Good', fontFamily: 'Good', fontFileName: GOOD } },
    }),
    text('Lib', {
      key: 'c',
      prop: {
        textInfo: {
          content: 'Lib',
          fontFamily: 'Inter',
          fontFileName: 'inter-latin-400-normal.woff2',
        },
      },
    }),
    text('Bad', {
      key: 'd',
      prop: { textInfo: { content: 'Bad', fontFamily: 'X', fontFileName: 'fonts/x.ttf' } },
    }),
    {
      key: 'e',
      type: 'subtitle',
      x: 0,
      y: 0,
      w: 800,
      h: 100,
      timeline: { start: 0, end: 5000 },
      subtitle: { font_family: { name: 'Gone', url: GONE }, text: 'hi' },
    },
  ])

  it('reports a font URL that does not load, per field, and never as missing-media', async () => {
    const checkMedia = async (url: string): Promise<MediaCheck> =>
      url === GONE ? { ok: false, reason: 'HTTP 404' } : { ok: true }
    const problems = (await lintSceneWithMedia(doc, { checkMedia })).filter((p) =>
      p.code.startsWith('missing'),
    )
    expect(summary(problems)).toEqual([
      'scene.tracks[0].layers[0].prop.textInfo.fontFileName @ 0-5000: missing-font',
      'scene.tracks[0].layers[3].prop.textInfo.fontFileName @ 0-5000: missing-font',
      'scene.tracks[0].layers[4].subtitle.font_family.url @ 0-5000: missing-font',
    ])
    expect(problems[0]!.message).toContain('"Gone"')
    expect(problems[0]!.message).toContain('HTTP 404')
    expect(problems[1]!.message).toContain('not an http(s) URL')
  })

  it('reports a reference that can never load even without URL checks', () => {
    expect(summary(lintScene(doc).filter((p) => p.code === 'missing-font'))).toEqual([
      'scene.tracks[0].layers[3].prop.textInfo.fontFileName @ 0-5000: missing-font',
    ])
  })
})
