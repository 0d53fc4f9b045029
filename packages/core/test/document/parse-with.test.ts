import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  LayerSchema,
  SceneContainerSchema,
  formatProblem,
  parseWith,
  serialize,
} from '../../src/index.ts'

function problemLines(schema: z.core.$ZodType, value: unknown, root: string[] = []): string[] {
  const result = parseWith(schema, value, root)
  return result.ok ? [] : result.problems.map(formatProblem)
}

describe('parseWith', () => {
  it('returns the input object itself: key order, unknown keys and nulls untouched', () => {
    const input = JSON.parse(
      '{"zz":1,"tracks":[{"layers":[{"y":2,"x":1,"alpha":null,"extra":{"b":1,"a":2}}],"key":"k"}],"aa":null}',
    )
    const result = parseWith(SceneContainerSchema, input)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value).toBe(input)
    expect(Object.keys(result.value)).toEqual(['zz', 'tracks', 'aa'])
    expect(Object.keys(result.value.tracks![0]!.layers![0]!)).toEqual(['y', 'x', 'alpha', 'extra'])
    expect(serialize(result.value, { indent: 0 })).toBe(JSON.stringify(input))
  })

  it('accepts null wherever a field is optional', () => {
    const layer = Object.fromEntries(Object.keys(LayerSchema.shape).map((k) => [k, null]))
    expect(parseWith(LayerSchema, layer).ok).toBe(true)
  })

  it('names the path and the expected and actual types', () => {
    expect(
      problemLines(SceneContainerSchema, { tracks: [{}, { layers: [{ x: 'a' }] }] }, ['scene']),
    ).toEqual(['scene.tracks[1].layers[0].x: expected number, got string'])
    expect(problemLines(LayerSchema, { timeline: { key_frames: {} }, prop: [] })).toEqual([
      'timeline.key_frames: expected array, got object',
      'prop: expected object, got array',
    ])
  })

  it('lists the allowed values of enums and literal unions', () => {
    const schema = z.looseObject({
      avatar_type: z.enum(['default', 'cartoon', 'pet']),
      typ: z.union([z.literal(0), z.literal(2)]),
      either: z.union([z.number(), z.string()]).optional(),
    })
    expect(problemLines(schema, { avatar_type: 'dog', typ: 1, either: true })).toEqual([
      'avatar_type: expected one of "default", "cartoon", "pet", got "dog"',
      'typ: expected one of 0, 2, got 1',
      'either: expected number or string, got true',
    ])
  })

  it('shortens long offending strings in messages', () => {
    const schema = z.looseObject({ mode: z.enum(['a', 'b']) })
    expect(problemLines(schema, { mode: 'x'.repeat(500) })).toEqual([
      `mode: expected one of "a", "b", got "${'x'.repeat(40)}…"`,
    ])
  })

  it('names missing required fields and broken limits', () => {
    const schema = z.looseObject({ origin_url: z.string().max(5), id: z.number().int() })
    expect(problemLines(schema, { origin_url: 'https://x' })).toEqual([
      'origin_url: expected at most 5 characters, got 9',
      'id: missing required field, expected number',
    ])
    expect(problemLines(schema, { origin_url: 'x', id: 2.5 })).toEqual([
      'id: expected an integer, got 2.5',
    ])
  })

  it('takes the root path as segments or as a dotted string', () => {
    const value = { tracks: [{ key: 1 }] }
    const viaString = parseWith(SceneContainerSchema, value, 'data.scene')
    const viaSegments = parseWith(SceneContainerSchema, value, ['data', 'scene'])
    expect(viaString).toEqual(viaSegments)
    expect(viaString.ok ? [] : viaString.problems.map(formatProblem)).toEqual([
      'data.scene.tracks[0].key: expected string, got number',
    ])
  })

  it('quotes keys that are not identifiers in paths', () => {
    const schema = z.looseObject({ 'a b': z.looseObject({ '0x': z.number() }) })
    expect(problemLines(schema, { 'a b': { '0x': 'no' } })).toEqual([
      '["a b"]["0x"]: expected number, got string',
    ])
  })

  it('reports problems in document order, not schema order', () => {
    expect(problemLines(LayerSchema, { y: 'b', x: 'a', alpha: 'c' })).toEqual([
      'y: expected number, got string',
      'x: expected number, got string',
      'alpha: expected number, got string',
    ])
  })

  it('never throws, even for values that are not plain data', () => {
    const hostile = {
      get tracks(): never {
        throw new Error('boom')
      },
    }
    const result = parseWith(SceneContainerSchema, hostile)
    expect(result).toMatchObject({
      ok: false,
      problems: [{ message: 'could not read the input: boom' }],
    })
  })
})
