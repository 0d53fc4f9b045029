import { describe, expect, it } from 'vitest'
import { DEFAULT_MAX_BYTES, parseJsonText } from '../../src/index.ts'
import { lineAndColumn } from '../../src/document/index.ts'

function messageOf(text: string, maxBytes?: number): string {
  const result = parseJsonText(text, { maxBytes })
  if (result.ok) throw new Error('expected a problem')
  expect(result.problems).toHaveLength(1)
  return result.problems[0]!.message
}

describe('parseJsonText', () => {
  it('returns the parsed value', () => {
    expect(parseJsonText('{"b":1,"a":[null,0,""]}')).toEqual({
      ok: true,
      value: { b: 1, a: [null, 0, ''] },
    })
  })

  it.each([
    ['{"a":}', 'invalid JSON: unexpected character "}" at line 1 column 6'],
    ['{\n  "a": 1,\n}', 'invalid JSON: expected double-quoted property name at line 3 column 1'],
    ['[1,2', "invalid JSON: expected ',' or ']' after array element at line 1 column 5"],
    [
      '{"a": 1}}',
      'invalid JSON: unexpected non-whitespace character after JSON at line 1 column 9',
    ],
    ['{\n\n  "a": NaN}', 'invalid JSON: unexpected character "N" at line 3 column 8'],
    ['{"a": "x\ty"}', 'invalid JSON: bad control character in string literal at line 1 column 9'],
    ['{"a":\r\n  "你好', 'invalid JSON: unterminated string at line 2 column 6'],
    ['   ', 'invalid JSON: the input is empty'],
    ['', 'invalid JSON: the input is empty'],
  ])('reports %j with line and column', (text, message) => {
    expect(messageOf(text)).toBe(message)
  })

  it('counts lines and columns from 1, treating CRLF as one line break', () => {
    expect(lineAndColumn('ab\r\ncd', 5)).toEqual({ line: 2, column: 2 })
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 })
  })

  it('refuses input larger than maxBytes, counting UTF-8 bytes', () => {
    expect(messageOf('"12345678"', 8)).toBe('input is 10 bytes, larger than the limit of 8 bytes')
    // 3 Chinese characters are 9 UTF-8 bytes (plus 2 quotes), though only 5 UTF-16 units.
    expect(messageOf('"你好吗"', 10)).toBe('input is 11 bytes, larger than the limit of 10 bytes')
    expect(parseJsonText('"你好吗"', { maxBytes: 11 }).ok).toBe(true)
    // An emoji is 4 bytes in UTF-8.
    expect(messageOf('"😀😀"', 9)).toBe('input is 10 bytes, larger than the limit of 9 bytes')
  })

  it('has a 32 MiB default limit', () => {
    expect(DEFAULT_MAX_BYTES).toBe(32 * 1024 * 1024)
    const big = `"${'x'.repeat(DEFAULT_MAX_BYTES)}"`
    expect(messageOf(big)).toBe('input is 32 MiB, larger than the limit of 32 MiB')
  })

  it('never throws, whatever the text', () => {
    for (const text of [
      '{',
      '}',
      '[[[',
      '"\\u12"',
      '\u0000',
      '{"a":1,}',
      'tru',
      '-',
      '1e',
      '{"__proto__":1}',
    ]) {
      const result = parseJsonText(text)
      expect(result.ok).toBe(false)
    }
  })
})
