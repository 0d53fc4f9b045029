import { invalid } from './envelope.ts'

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset))
  const lines = before.split('\n')
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 }
}

/**
 * Parses a JSON request body; malformed text is a 400 naming line and column. An empty body is
 * no body (clients often send Content-Type on DELETE); operations that need one say so.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
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
}
