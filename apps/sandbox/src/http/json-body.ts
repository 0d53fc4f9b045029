import { invalid } from './envelope.ts'

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset))
  const lines = before.split('\n')
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 }
}

export const maxJsonDepth = 100

/** Nesting depth of a JSON value, walked without recursion so any depth is safe to measure. */
export function jsonDepth(value: unknown): number {
  let deepest = 0
  const stack: Array<[unknown, number]> = [[value, 1]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (!current || typeof current !== 'object') continue
    deepest = Math.max(deepest, depth)
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return deepest
}

/**
 * Parses a JSON request body; malformed text is a 400 naming line and column. An empty body is
 * no body (clients often send Content-Type on DELETE); operations that need one say so.
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
  // Deeper documents would overflow the stack of recursive walks (hashing, storing, validating).
  if (jsonDepth(parsed) > maxJsonDepth) {
    throw invalid('body', `JSON is nested more than ${maxJsonDepth} levels deep`)
  }
  return parsed
}
