import { parse as parseJsonc, type ParseError } from 'jsonc-parser'
import { DEFAULT_MAX_BYTES, type ParseLimits } from './limits.ts'
import { findStructureProblems } from './harden.ts'
import { problem, type ParseResult } from './problem.ts'

/**
 * Parses JSON text into a plain value. Never throws: a syntax error becomes one problem naming
 * the line and column, input over `maxBytes` or nested deeper than `maxDepth` is refused.
 * `"__proto__"` keys are refused too (see harden.ts).
 */
export function parseJsonText(text: string, limits: ParseLimits = {}): ParseResult<unknown> {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES
  const bytes = utf8ByteLengthOver(text, maxBytes)
  if (bytes !== undefined) {
    return { ok: false, problems: [problem([], tooLargeMessage(bytes, maxBytes), 'too-large')] }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, problems: [problem([], syntaxMessage(text, error), 'invalid-json')] }
  }
  const structural = findStructureProblems(value, [], limits)
  if (structural) return structural
  return { ok: true, value }
}

export function tooLargeMessage(bytes: number, maxBytes: number): string {
  return `input is ${formatBytes(bytes)}, larger than the limit of ${formatBytes(maxBytes)}`
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MiB`
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`
  return `${bytes} bytes`
}

/** The UTF-8 size of `text` when it exceeds `max`, else undefined; cheap for the common case. */
function utf8ByteLengthOver(text: string, max: number): number | undefined {
  // UTF-8 needs at least 1 and at most 3 bytes per UTF-16 code unit.
  if (text.length > max) return text.length
  if (text.length * 3 <= max) return undefined
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) bytes += 1
    else if (c < 0x800) bytes += 2
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes > max ? bytes : undefined
}

/** `invalid JSON: <reason> at line L column C` (1-based; columns count UTF-16 units). */
function syntaxMessage(text: string, error: unknown): string {
  if (text.trim() === '') return 'invalid JSON: the input is empty'
  const raw = error instanceof Error ? error.message : String(error)
  const offset = positionFromMessage(raw) ?? firstErrorOffset(text)
  const reason = lowerFirst(reasonOf(raw, text, offset))
  if (offset === undefined) return `invalid JSON: ${reason}`
  const { line, column } = lineAndColumn(text, offset)
  return `invalid JSON: ${reason} at line ${line} column ${column}`
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

function positionFromMessage(message: string): number | undefined {
  const match = / at position (\d+)/.exec(message)
  return match ? Number(match[1]) : undefined
}

/**
 * V8's message without its position and without the quoted input it sometimes appends
 * (`Unexpected token '}', "{"a":}" is not valid JSON`); an unexpected token is named by the
 * character found at the error offset.
 */
function reasonOf(message: string, text: string, offset: number | undefined): string {
  if (/^Unexpected token/.test(message) && offset !== undefined && offset < text.length) {
    const char = String.fromCodePoint(text.codePointAt(offset) ?? 0)
    return `Unexpected character ${JSON.stringify(char)}`
  }
  return message
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/ at position \d+.*$/s, '')
    .replace(/, (\.\.\.)?".*is not valid JSON$/s, '')
}

/** When the engine gives no position, a second (strict) parser finds the first error. */
function firstErrorOffset(text: string): number | undefined {
  const errors: ParseError[] = []
  parseJsonc(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  })
  return errors[0]?.offset
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  const end = Math.min(offset, text.length)
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++
      lineStart = i + 1
    }
  }
  return { line, column: end - lineStart + 1 }
}
