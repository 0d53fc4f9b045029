import { describe, expect, it } from 'vitest'
import { parseTemplateDocument } from '../../src/document/index.ts'
import {
  checkMediaUrls,
  lintScene,
  lintSceneWithMedia,
  mediaUrlsOf,
  type MediaCheck,
} from '../../src/lint/index.ts'
import { image, summary, templateOf } from './lint-helpers.ts'

const GOOD = 'https://cdn.example.com/good.png'
const GONE = 'https://cdn.example.com/gone.png'

describe('missing-media', () => {
  const doc = templateOf([
    image({ key: 'a', path: GOOD }),
    image({ key: 'b', path: GONE, preview_path: GONE, timeline: { start: 1000, end: 3000 } }),
    image({ key: 'c', path: 'javascript:alert(1)' }),
  ])

  it('lists allowed media URLs only, with their paths', () => {
    expect(mediaUrlsOf(doc).map((m) => `${m.path} ${m.url}`)).toEqual([
      `scene.tracks[0].layers[0].path ${GOOD}`,
      `scene.tracks[0].layers[1].path ${GONE}`,
      `scene.tracks[0].layers[1].preview_path ${GONE}`,
    ])
  })

  it('reports each field holding a URL that does not load, over the layer span', async () => {
    const asked: string[] = []
    const checkMedia = async (url: string): Promise<MediaCheck> => {
      asked.push(url)
      return url === GONE ? { ok: false, reason: 'HTTP 404' } : { ok: true }
    }
    const problems = await lintSceneWithMedia(doc, { checkMedia })
    expect(summary(problems)).toEqual([
      'scene.tracks[0].layers[1].path @ 1000-3000: missing-media',
      'scene.tracks[0].layers[1].preview_path @ 1000-3000: missing-media',
    ])
    expect(problems[0]!.message).toContain('(HTTP 404)')
    expect(asked.sort()).toEqual([GONE, GOOD])
  })

  it('turns a checker that throws into a failed check', async () => {
    const media = await checkMediaUrls(doc, async () => {
      throw new Error('boom')
    })
    expect(media.get(GOOD)).toEqual({ ok: false, reason: 'boom' })
  })

  it('reports nothing without check results', () => {
    expect(lintScene(doc)).toEqual([])
  })
})

describe('mediaUrlsOf', () => {
  it('includes font files given as URLs, not bare font names', () => {
    const doc = templateOf([
      {
        key: 't',
        type: 'text',
        prop: {
          textInfo: { content: 'x', fontFileName: 'Inter.ttf' },
          textConfig: {
            fontFamily: { name: 'Inter', url: 'https://fonts.example.com/inter.woff2' },
          },
        },
      },
    ])
    expect(mediaUrlsOf(doc).map((m) => m.path)).toEqual([
      'scene.tracks[0].layers[0].prop.textConfig.fontFamily.url',
    ])
  })
})

describe('bare scenes', () => {
  it('use paths from tracks and no aspect-ratio check', () => {
    const parsed = parseTemplateDocument({ tracks: [{ layers: [image({ x: 5000 })] }] })
    if (!parsed.ok) throw new Error('parse')
    // A bare scene has the assumed 16:9 canvas (x 5000 is right of it).
    expect(summary(lintScene(parsed.value))).toEqual(['tracks[0].layers[0] @ 0-5000: off-canvas'])
  })
})
