import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_MAX_DEPTH,
  checkStructure,
  parseJsonText,
  parseTemplateDocument,
  parseTemplateText,
  serialize,
} from '../../src/index.ts'

function nestedArrays(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth)
}

function prototypeIsClean(): boolean {
  const probe: Record<string, unknown> = {}
  return (
    probe.polluted === undefined &&
    probe.x === undefined &&
    Object.keys(Object.prototype).length === 0
  )
}

describe('nesting depth limit', () => {
  it('is 64 levels by default; the root counts as level 1', () => {
    expect(DEFAULT_MAX_DEPTH).toBe(64)
    expect(parseJsonText(nestedArrays(64)).ok).toBe(true)
    const result = parseJsonText(nestedArrays(65))
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problems).toHaveLength(1)
      expect(result.problems[0]!.code).toBe('too-deep')
      expect(result.problems[0]!.message).toBe(
        'nested deeper than the limit of 64 levels of objects and arrays',
      )
      expect(result.problems[0]!.segments).toEqual(new Array(64).fill(0))
    }
  })

  it('handles hostile depth (200,000 levels) without overflowing the stack', () => {
    const result = parseTemplateText(
      `{"tracks":[{"layers":[{"x":1,"junk":${nestedArrays(200_000)}}]}]}`,
    )
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.problems[0]!.path).toMatch(/^tracks\[0\]\.layers\[0\]\.junk(\[0\])+$/)
  })

  it('honours a custom limit and names the path where it is exceeded', () => {
    const value = JSON.parse('{"tracks":[{"layers":[{"a":{"b":{}}}]}]}')
    expect(checkStructure(value, [], 7)).toEqual([])
    expect(checkStructure(value, ['scene'], 6)).toEqual([
      {
        path: 'scene.tracks[0].layers[0].a.b',
        segments: ['scene', 'tracks', 0, 'layers', 0, 'a', 'b'],
        message: 'nested deeper than the limit of 6 levels of objects and arrays',
        code: 'too-deep',
      },
    ])
  })

  it('reports a cyclic (non-JSON) value as too deep instead of looping', () => {
    const layer: Record<string, unknown> = { key: 'a' }
    layer.self = layer
    const result = parseTemplateDocument({ tracks: [{ layers: [layer] }] })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems[0]!.code).toBe('too-deep')
  })
})

describe('prototype keys', () => {
  afterEach(() => {
    expect(prototypeIsClean()).toBe(true)
  })

  it('rejects "__proto__" keys at any depth, with the path of each', () => {
    const text =
      '{"tracks":[{"__proto__":{"polluted":1},"layers":[{"key":"a","prop":{"__proto__":{"x":1}}}]}]}'
    const result = parseTemplateText(text)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problems.map((p) => p.path)).toEqual([
        'tracks[0].__proto__',
        'tracks[0].layers[0].prop.__proto__',
      ])
      expect(result.problems[0]!.message).toBe(
        'the key "__proto__" is not allowed (it could replace an object\'s prototype)',
      )
      expect(result.problems.every((p) => p.code === 'forbidden-key')).toBe(true)
    }
  })

  it('rejects an own "__proto__" property built in code, not only from JSON', () => {
    const layer = { key: 'a' }
    Object.defineProperty(layer, '__proto__', { value: { polluted: 1 }, enumerable: true })
    const result = parseTemplateDocument({ tracks: [{ layers: [layer] }] })
    expect(result.ok).toBe(false)
  })

  it('keeps "constructor" and "prototype" keys as ordinary own data and round-trips them', () => {
    const text =
      '{"tracks":[{"constructor":{"prototype":{"polluted":1}},"layers":[{"key":"a","prototype":{"x":1},"constructor":"c"}]}]}'
    const result = parseTemplateText(text)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const layer = result.value.scene.tracks![0]!.layers![0]! as Record<string, unknown>
    expect(Object.hasOwn(layer, 'constructor')).toBe(true)
    expect(Object.getPrototypeOf(layer)).toBe(Object.prototype)
    expect(serialize(result.value.document, { indent: 0 })).toBe(text)
  })
})

describe('structure problems', () => {
  it('are listed in document order', () => {
    const text =
      '{"tracks":[{"layers":[{"prop":{"__proto__":1}}]}],"meta":{"a":{"__proto__":2}},"__proto__":3}'
    const result = parseTemplateText(text)
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual([
      'tracks[0].layers[0].prop.__proto__',
      'meta.a.__proto__',
      '__proto__',
    ])
  })
})
