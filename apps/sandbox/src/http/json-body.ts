import { checkStructure } from '@podscene/core'
import { invalid } from './envelope.ts'
import { problemsError } from './problems.ts'
import { findIllFormedString } from './well-formed.ts'

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset))
  const lines = before.split('\n')
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 }
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Decodes a body as strict UTF-8: invalid bytes are a 400, never silently replaced by U+FFFD. */
export function decodeBody(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes)
  } catch {
    throw invalid('body', 'is not valid UTF-8; send JSON encoded as UTF-8')
  }
}

/**
 * Parses a JSON request body; malformed text is a 400 naming line and column. An empty body is
 * no body (clients often send Content-Type on DELETE); operations that need one say so. Then
 * core's structural rules (nesting depth, no `__proto__` key) and well-formed Unicode: what the
 * sandbox accepts, the CLI and the studio can read back.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text) as unknown
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const position = /at position (\d+)/.exec(message)
    const offset = position ? Number(position[1]) : text.length
    const { line, column } = lineColumn(text, offset)
    const reason = message
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/\s*in JSON at position \d+/, '')
      .replace(/^Unexpected end of JSON input$/, 'unexpected end of input')
    throw invalid('body', `malformed JSON at line ${line}, column ${column}: ${reason}`, {
      line,
      column,
    })
  }
  const structural = checkStructure(parsed)
  if (structural.length > 0) throw problemsError(structural)
  const illFormed = findIllFormedString(text, parsed)
  if (illFormed !== null) {
    throw invalid(
      illFormed,
      'is not well-formed Unicode (it holds a lone surrogate such as \\ud800); it could not be stored exactly',
      { reason: 'ill_formed_unicode' },
    )
  }
  return parsed
}
