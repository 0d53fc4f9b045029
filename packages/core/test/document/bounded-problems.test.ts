import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  formatProblem,
  moreProblemsMessage,
  parseTemplateDocument,
  parseTemplateText,
  parseWith,
  type ParseResult,
} from '../../src/index.ts'
import { DEFAULT_MAX_PROBLEMS } from '../../src/document/index.ts'

/** `{"scene":{"tracks":[{"layers":[E,E,…]}]}}` with `count` copies of the entry E. */
function layersText(entry: string, count: number): string {
  return `{"scene":{"tracks":[{"layers":[${Array(count).fill(entry).join(',')}]}]}}`
}

function failure<T>(result: ParseResult<T>) {
  if (result.ok) throw new Error('expected a failure')
  return result
}

describe('many invalid entries (issue 13, item 6): a bounded error, never a stack overflow', () => {
  it('125,000 invalid layers in one array, from text', () => {
    const result = failure(parseTemplateText(layersText('1', 125_000)))
    expect(result.problems).toHaveLength(DEFAULT_MAX_PROBLEMS)
    expect(formatProblem(result.problems[0]!)).toBe(
      'scene.tracks[0].layers[0]: expected object, got number',
    )
    expect(result.problems[99]!.path).toBe('scene.tracks[0].layers[99]')
    expect(result.more).toBe(125_000 - DEFAULT_MAX_PROBLEMS)
    expect(moreProblemsMessage(result.more!)).toBe('and 124900 more problems')
  })

  it('125,000 layers with an invalid field, as a JS value and through parseWith', () => {
    const layers = Array.from({ length: 125_000 }, () => ({ x: 'abc' }))
    const result = failure(parseTemplateDocument({ scene: { tracks: [{ layers }] } }))
    expect(formatProblem(result.problems[0]!)).toBe(
      'scene.tracks[0].layers[0].x: expected number, got string',
    )
    expect(result.more).toBe(125_000 - DEFAULT_MAX_PROBLEMS)
    const list = failure(parseWith(z.array(z.looseObject({ x: z.number() })), layers, 'data'))
    expect(list.problems[0]!.path).toBe('data[0].x')
    expect(list.more).toBe(125_000 - DEFAULT_MAX_PROBLEMS)
  })
})

describe('problems are bounded (issue 13, item 7): the first ones listed, the rest counted', () => {
  it('lists the first 100 in document order and counts the others in `more`', () => {
    const text = `{"scene":{"tracks":[${Array(1000).fill('{"layers":[{"x":"a","y":"b"}]}').join(',')}]}}`
    const result = failure(parseTemplateText(text))
    expect(result.problems.map((p) => p.path).slice(0, 4)).toEqual([
      'scene.tracks[0].layers[0].x',
      'scene.tracks[0].layers[0].y',
      'scene.tracks[1].layers[0].x',
      'scene.tracks[1].layers[0].y',
    ])
    expect(result.problems).toHaveLength(100)
    expect(result.more).toBe(1900)
  })

  it('honours maxProblems, and leaves `more` out when nothing was left out', () => {
    const text = layersText('1', 10)
    const three = failure(parseTemplateText(text, { maxProblems: 3 }))
    expect(three.problems.map((p) => p.path)).toEqual([
      'scene.tracks[0].layers[0]',
      'scene.tracks[0].layers[1]',
      'scene.tracks[0].layers[2]',
    ])
    expect(three.more).toBe(7)
    const all = failure(parseTemplateText(text))
    expect(all.problems).toHaveLength(10)
    expect('more' in all).toBe(false)
  })

  it('a missing required field among many is still named as missing', () => {
    const text = `[${Array(300).fill('{"scene":{}}').join(',')}]`
    const result = failure(
      parseWith(
        z.array(z.looseObject({ scene: z.looseObject({ tracks: z.array(z.unknown()) }) })),
        JSON.parse(text),
      ),
    )
    expect(formatProblem(result.problems[0]!)).toBe(
      '[0].scene.tracks: missing required field, expected array',
    )
    expect(result.more).toBe(200)
  })

  it('bounds "__proto__" keys too, in document order', () => {
    const text = layersText('{"__proto__":1}', 1000)
    const result = failure(parseTemplateText(text))
    expect(result.problems).toHaveLength(100)
    expect(result.problems[0]!.path).toBe('scene.tracks[0].layers[0].__proto__')
    expect(result.problems[99]!.path).toBe('scene.tracks[0].layers[99].__proto__')
    expect(result.problems.every((p) => p.code === 'forbidden-key')).toBe(true)
    expect(result.more).toBe(900)
  })
})
