import { describe, expect, it } from 'vitest'
import type { Layer } from '../../src/schema/index.ts'
import { lintScene } from '../../src/lint/index.ts'
import { image, lintLayers, subtitle, summary, templateOf } from './lint-helpers.ts'

const audio = (over: Layer = {}): Layer => ({
  key: 'voice',
  type: 'audio',
  path: 'https://cdn.example.com/voice.mp3',
  timeline: { start: 0, end: 10000 },
  ...over,
})

describe('subtitle-gap', () => {
  const spec: [string, number, number][] = [
    ['one', 0, 1000],
    ['two', 1000, 2000],
    ['three', 4500, 5000],
  ]

  it('reports a stretch without a word longer than the threshold while audio plays', () => {
    expect(lintLayers([subtitle(spec), audio({ timeline: { start: 0, end: 5000 } })])).toEqual([
      'scene.tracks[0].layers[0].subtitle.word_seq[2] @ 2000-4500: subtitle-gap',
    ])
  })

  it('takes the threshold from options', () => {
    const layers = [subtitle(spec), audio({ timeline: { start: 0, end: 5000 } })]
    expect(lintLayers(layers, { subtitleGapMs: 3000 })).toEqual([])
  })

  it('counts only the part of a gap during which audio plays', () => {
    // Audio plays only until 3000: the gap 2000–4500 is 1000 ms while audio plays.
    expect(lintLayers([subtitle(spec), audio({ timeline: { start: 0, end: 3000 } })])).toEqual([])
  })

  it('counts sound only until an audio clip ends, not until its layer does', () => {
    // The layer lasts to 9000 but its clip is 3000 ms long: nothing sounds after 3000.
    const clipped = audio({
      timeline: { start: 0, end: 9000 },
      prop: { clip: { start: 0, end: 3000 } },
    })
    expect(lintLayers([subtitle(spec), clipped])).toEqual([
      'scene.tracks[0].layers[1].path @ 3000-9000: audio-shorter-than-scene',
    ])
  })

  it('reports the silence after the last word while the audio still plays', () => {
    expect(lintLayers([subtitle(spec), audio({ timeline: { start: 0, end: 9000 } })])).toEqual([
      'scene.tracks[0].layers[0].subtitle.word_seq[2] @ 2000-4500: subtitle-gap',
      'scene.tracks[0].layers[0].subtitle.word_seq[2] @ 5000-9000: subtitle-gap',
    ])
  })

  it('without any audio layer, assumes speech from the first word to the last', () => {
    expect(lintLayers([subtitle(spec)])).toEqual([
      'scene.tracks[0].layers[0].subtitle.word_seq[2] @ 2000-4500: subtitle-gap',
    ])
  })

  it('does not count hidden words as shown', () => {
    const words = [
      { text: 'one', start: 0, end: 1000 },
      { text: 'um', start: 1000, end: 4000, hide: true },
      { text: 'two', start: 4000, end: 5000 },
    ]
    const layer = subtitle([], { subtitle: { word_seq: words } })
    expect(lintLayers([layer])).toEqual([
      'scene.tracks[0].layers[0].subtitle.word_seq[2] @ 1000-4000: subtitle-gap',
    ])
  })
})

describe('word-overlap', () => {
  it('reports each word overlapping an earlier one, with the overlap as time range', () => {
    const layer = subtitle([
      ['a', 0, 1000],
      ['b', 900, 1200],
      ['c', 1100, 1500],
    ])
    expect(lintLayers([layer])).toEqual([
      'scene.tracks[0].layers[0].subtitle.word_seq[1] @ 900-1000: word-overlap',
      'scene.tracks[0].layers[0].subtitle.word_seq[2] @ 1100-1200: word-overlap',
    ])
  })

  it('accepts words that touch', () => {
    expect(
      lintLayers([
        subtitle([
          ['a', 0, 1000],
          ['b', 1000, 2000],
        ]),
      ]),
    ).toEqual([])
  })

  it('reads prop.word_seq when the subtitle has no words', () => {
    const layer: Layer = {
      key: 'w',
      type: 'subtitle',
      x: 0,
      y: 800,
      w: 1600,
      h: 120,
      prop: {
        word_seq: [
          { text: 'a', start: 0, end: 500 },
          { text: 'b', start: 400, end: 800 },
        ],
      },
    }
    expect(lintLayers([layer])).toEqual([
      'scene.tracks[0].layers[0].prop.word_seq[1] @ 400-500: word-overlap',
    ])
  })
})

describe('audio-shorter-than-scene', () => {
  it('reports an open-ended audio whose known file duration ends before the scene', () => {
    const doc = templateOf([
      image({ timeline: { start: 0, end: 8000 } }),
      audio({ timeline: { start: 0, end: 0 } }),
    ])
    const media = new Map([['https://cdn.example.com/voice.mp3', { ok: true, durationMs: 5000 }]])
    expect(summary(lintScene(doc, { media }))).toEqual([
      'scene.tracks[0].layers[1].path @ 5000-8000: audio-shorter-than-scene',
    ])
    expect(summary(lintScene(doc))).toEqual([])
  })

  it('reports a clip shorter than the layer, within the tolerance', () => {
    const layers = [audio({ prop: { clip: { start: 2000, end: 7000 } } })]
    expect(lintLayers(layers)).toEqual([
      'scene.tracks[0].layers[0].path @ 5000-10000: audio-shorter-than-scene',
    ])
    expect(lintLayers([audio({ prop: { clip: { start: 0, end: 9950 } } })])).toEqual([])
  })
})

describe('unsaveable-aspect-ratio', () => {
  it('reports aspect ratios other than 0 and 1 on templates only', () => {
    const layers = [image({ x: 0, y: 0 })]
    expect(lintLayers(layers, {}, 0)).toEqual([])
    expect(lintLayers(layers, {}, 3)).toEqual(['aspect_ratio @ 0-5000: unsaveable-aspect-ratio'])
  })
})

describe('options', () => {
  it('leaves out ignored codes', () => {
    const layers = [
      image({
        x: 3000,
        timeline: { start: 0, end: 5000, key_frames: [{ timestamp: 6000, properties: { y: 0 } }] },
      }),
    ]
    expect(lintLayers(layers)).toEqual([
      'scene.tracks[0].layers[0] @ 0-5000: off-canvas',
      'scene.tracks[0].layers[0].timeline.key_frames[0].timestamp @ 5000-5000: keyframe-outside-span',
    ])
    expect(lintLayers(layers, { ignore: ['keyframe-outside-span'] })).toEqual([
      'scene.tracks[0].layers[0] @ 0-5000: off-canvas',
    ])
  })
})
