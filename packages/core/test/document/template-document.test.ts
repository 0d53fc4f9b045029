import { describe, expect, it } from 'vitest'
import { formatProblem, parseTemplateDocument, parseTemplateText } from '../../src/index.ts'

describe('parseTemplateDocument', () => {
  it('detects a template {aspect_ratio, scene} and exposes its scene', () => {
    const input = { aspect_ratio: 1, scene: { tracks: [{ key: 't', layers: [] }] } }
    const result = parseTemplateDocument(input)
    expect(result).toEqual({
      ok: true,
      value: { kind: 'template', document: input, scene: input.scene },
    })
    if (result.ok) expect(result.value.scene).toBe(input.scene)
  })

  it('accepts a template without aspect_ratio, and aspect_ratio 0', () => {
    expect(parseTemplateDocument({ scene: { tracks: [] } })).toMatchObject({
      ok: true,
      value: { kind: 'template' },
    })
    const zero = parseTemplateDocument({ aspect_ratio: 0, scene: { tracks: null } })
    expect(zero.ok && zero.value.kind === 'template' && zero.value.document.aspect_ratio).toBe(0)
  })

  it('detects a bare scene {tracks}', () => {
    const input = { tracks: [] }
    expect(parseTemplateDocument(input)).toEqual({
      ok: true,
      value: { kind: 'scene', document: input, scene: input },
    })
  })

  it('names the expected shapes when the input is neither', () => {
    const lines = (v: unknown) => {
      const r = parseTemplateDocument(v)
      return r.ok ? [] : r.problems.map(formatProblem)
    }
    const expected = 'expected a template {aspect_ratio, scene: {tracks}} or a scene {tracks}'
    expect(lines([])).toEqual([`${expected}, got array`])
    expect(lines('tracks')).toEqual([`${expected}, got string`])
    expect(lines(null)).toEqual([`${expected}, got null`])
    expect(lines({})).toEqual([`${expected}, got an empty object`])
    expect(lines({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 })).toEqual([
      `${expected}, got an object with keys "a", "b", "c", "d", "e", … (6 keys)`,
    ])
  })

  it('prefixes template problems with scene. and scene problems with tracks', () => {
    const t = parseTemplateText(
      '{"aspect_ratio":1,"scene":{"tracks":[{"layers":[{"alpha":"1"}]}]}}',
    )
    expect(t.ok ? [] : t.problems.map(formatProblem)).toEqual([
      'scene.tracks[0].layers[0].alpha: expected number, got string',
    ])
    const s = parseTemplateText('{"tracks":[{"layers":[{"alpha":"1"}]}]}')
    expect(s.ok ? [] : s.problems.map(formatProblem)).toEqual([
      'tracks[0].layers[0].alpha: expected number, got string',
    ])
  })
})
