import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseTemplateText } from '../../src/document/index.ts'
import { LINT_CODES, lintScene } from '../../src/lint/index.ts'

const CORPUS = resolve(import.meta.dirname, '../../../../test/fixtures/lint')
const lintFile = (file: string) => {
  const parsed = parseTemplateText(readFileSync(resolve(CORPUS, file), 'utf8'))
  if (!parsed.ok) throw new Error(`${file}: ${parsed.problems[0]?.message}`)
  return lintScene(parsed.value).map((p) => `${p.code} ${p.path} @ ${p.startMs}-${p.endMs}`)
}

// A 10 s episode card written by hand with one planted mistake per code (missing-media needs a
// URL checker and is covered by the CLI's --check-urls test); the time ranges are where each
// mistake was planted.
describe('planted-episode.json (one template, a problem per code)', () => {
  it('finds each planted problem at the time it was planted, and nothing else', () => {
    expect(lintFile('planted-episode.json')).toEqual([
      'unsaveable-aspect-ratio aspect_ratio @ 0-10000', // 1:1 cannot be saved
      'unpersisted-media scene.tracks[0].layers[0].preview_path @ 0-10000', // a blob: preview
      'text-overflow scene.tracks[1].layers[0].prop.textInfo.content @ 0-4000', // title 0–4 s, 220 px box
      'off-canvas scene.tracks[1].layers[1] @ 2000-6000', // sticker at x 1500 on a 1080 canvas, 2–6 s
      'zero-size scene.tracks[1].layers[2].w @ 1000-2500', // divider w 0, 1–2.5 s
      'keyframe-outside-span scene.tracks[1].layers[3].timeline.key_frames[1].timestamp @ 9000-9000', // 4500 ms into a 3 s span
      'slot-unfillable scene.tracks[1].layers[4].api_template_meta.replace_key @ 0-10000', // 12×12 text slot
      'missing-font scene.tracks[1].layers[5].prop.textInfo.fontFileName @ 8000-10000', // a bare .ttf name, 8–10 s
      'subtitle-gap scene.tracks[2].layers[0].subtitle.word_seq[2] @ 800-4000', // 3.2 s without a word
      'word-overlap scene.tracks[2].layers[0].subtitle.word_seq[3] @ 4300-4500', // "back" starts inside "welcome"
      'audio-shorter-than-scene scene.tracks[3].layers[0].path @ 8000-10000', // 8 s clip, 10 s scene
    ])
  })

  it('covers every code but missing-media and too-complex (see too-complex.test.ts)', () => {
    const codes = new Set(lintFile('planted-episode.json').map((line) => line.split(' ')[0]))
    expect([...codes].sort()).toEqual(
      LINT_CODES.filter((c) => c !== 'missing-media' && c !== 'too-complex').sort(),
    )
  })

  it('its clean twin (the same card with each mistake fixed) reports nothing', () => {
    expect(lintFile('episode-clean.json')).toEqual([])
  })
})
