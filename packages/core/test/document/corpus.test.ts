import { describe, expect, it } from 'vitest'
import { formatProblem, parseTemplateText, serialize } from '../../src/index.ts'
import { expectedLines, fixturesIn } from './fixtures.ts'

const valid = fixturesIn('valid')
const invalid = fixturesIn('invalid')

describe('fixture corpus', () => {
  it('has the realistic fixtures the issue asks for', () => {
    expect(valid.length).toBeGreaterThanOrEqual(10)
    expect(invalid.length).toBeGreaterThanOrEqual(8)
  })

  describe.each(valid)('valid/$name', ({ name, text }) => {
    it('parses, and serialize deep-equals the input', () => {
      const result = parseTemplateText(text)
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
      expect(JSON.parse(serialize(result.value.document))).toEqual(JSON.parse(text))
    })

    it('serializes in key order, 2-space indented; byte for byte when stored that way', () => {
      const result = parseTemplateText(text)
      const output = result.ok ? serialize(result.value.document) : ''
      expect(output).toBe(JSON.stringify(JSON.parse(text), null, 2) + '\n')
      if (name !== 'minified-template.json') expect(output).toBe(text)
      else expect(output).not.toBe(text)
    })
  })

  describe.each(invalid)('invalid/$name', (fixture) => {
    it('gives exactly the expected problems', () => {
      const result = parseTemplateText(fixture.text)
      expect(result.ok).toBe(false)
      const lines = result.ok
        ? []
        : result.problems.map((p) => `${fixture.name}: ${formatProblem(p)}`)
      expect(lines).toEqual(expectedLines(fixture))
    })
  })
})

describe('corpus coverage', () => {
  const documents = valid.flatMap(({ text }) => {
    const r = parseTemplateText(text)
    return r.ok ? [r.value] : []
  })
  const layers = documents.flatMap((d) => (d.scene.tracks ?? []).flatMap((t) => t?.layers ?? []))

  it('contains every known layer kind and an unknown one', () => {
    const types = new Set(layers.map((l) => l.type))
    for (const kind of [
      'image',
      'video',
      'text',
      'subtitle',
      'shape',
      'waveform',
      'audio',
      'person',
      'color',
    ]) {
      expect(types).toContain(kind)
    }
    expect(types).toContain('lottie')
  })

  it('contains both document kinds, keyframes, transitions, animationInfo and zero values', () => {
    expect(new Set(documents.map((d) => d.kind))).toEqual(new Set(['template', 'scene']))
    expect(layers.some((l) => (l.timeline?.key_frames?.length ?? 0) > 2)).toBe(true)
    expect(layers.some((l) => (l.timeline?.cross?.in?.length ?? 0) > 0)).toBe(true)
    expect(layers.some((l) => l.prop?.animationInfo?.cycle)).toBe(true)
    expect(layers.some((l) => l.alpha === 0)).toBe(true)
    expect(documents.some((d) => d.kind === 'template' && d.document.aspect_ratio === 0)).toBe(true)
  })

  it('contains Chinese and emoji subtitles', () => {
    const words = layers.flatMap((l) => l.subtitle?.word_seq ?? []).map((w) => w?.text ?? '')
    expect(words.some((w) => /\p{Script=Han}/u.test(w))).toBe(true)
    expect(words.some((w) => /\p{Extended_Pictographic}/u.test(w))).toBe(true)
  })
})
