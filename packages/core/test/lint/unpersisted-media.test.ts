import { describe, expect, it } from 'vitest'
import { lintScene } from '../../src/lint/index.ts'
import { MAX_INLINE_DATA_URL_BYTES, unpersistedUrlReason } from '../../src/semantics/index.ts'
import { image, lintLayers, templateOf } from './lint-helpers.ts'

const small = `data:image/png;base64,${'A'.repeat(1000)}`
const large = `data:image/png;base64,${'A'.repeat(MAX_INLINE_DATA_URL_BYTES)}`

describe('unpersisted-media', () => {
  it('flags blob:, file:, filesystem: and data: over 64 KiB in every media and font field', () => {
    const problems = lintLayers([
      image({ key: 'a', path: 'blob:http://127.0.0.1:5173/0b6c' }),
      image({ key: 'b', path: 'https://cdn.example.com/b.png', preview_path: 'FILE:///tmp/b.png' }),
      image({ key: 'c', path: large }),
      image({ key: 'd', path: small }),
      {
        key: 'p',
        type: 'person',
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        person_cover: 'https://cdn.example.com/p.png',
        tts_audio_url: 'blob:http://x/voice',
        prop: { meta: { cover: 'filesystem:http://x/temporary/c.png' } },
        timeline: { start: 0, end: 5000 },
      },
      {
        key: 't',
        type: 'text',
        x: 0,
        y: 0,
        w: 600,
        h: 100,
        prop: { textInfo: { content: 'Hi', fontFileName: 'blob:http://x/font' } },
        timeline: { start: 0, end: 5000 },
      },
      {
        key: 's',
        type: 'subtitle',
        x: 0,
        y: 0,
        w: 600,
        h: 100,
        subtitle: { text: 'Hi', font_family: { name: 'Mine', url: 'blob:http://x/ttf' } },
        timeline: { start: 0, end: 5000 },
      },
      {
        key: 'au',
        type: 'audio',
        prop: { audioPath: 'blob:http://x/a' },
        timeline: { start: 1000, end: 2000 },
      },
    ]).filter((line) => line.endsWith('unpersisted-media'))
    expect(problems).toEqual([
      'scene.tracks[0].layers[0].path @ 0-5000: unpersisted-media',
      'scene.tracks[0].layers[1].preview_path @ 0-5000: unpersisted-media',
      'scene.tracks[0].layers[2].path @ 0-5000: unpersisted-media',
      'scene.tracks[0].layers[4].prop.meta.cover @ 0-5000: unpersisted-media',
      'scene.tracks[0].layers[4].tts_audio_url @ 0-5000: unpersisted-media',
      'scene.tracks[0].layers[5].prop.textInfo.fontFileName @ 0-5000: unpersisted-media',
      'scene.tracks[0].layers[6].subtitle.font_family.url @ 0-5000: unpersisted-media',
      'scene.tracks[0].layers[7].prop.audioPath @ 1000-2000: unpersisted-media',
    ])
  })

  it('says why and what to do', () => {
    const [problem] = lintScene(templateOf([image({ path: 'blob:http://x/1' })])).filter(
      (p) => p.code === 'unpersisted-media',
    )
    expect(problem!.message).toBe(
      'blob:http://x/1 will not load from a saved template: a blob: URL exists only in the browser that made it; upload the file and store its URL',
    )
    expect(unpersistedUrlReason(large)).toMatch(
      /^a data: URL of 65 KiB is over the 64 KiB kept inline/,
    )
    expect(unpersistedUrlReason(small)).toBeNull()
    expect(unpersistedUrlReason('https://cdn.example.com/x.png')).toBeNull()
  })
})
