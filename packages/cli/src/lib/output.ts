import { escapeControl, escapeJsonControls } from './terminal-text.ts'

/**
 * Everything the CLI prints goes through here; tests spawn the real CLI, so nothing is mocked.
 * `printOut` / `printErr` take one line or a list of lines, and escape control characters inside
 * each (terminal-text.ts): only the newlines between the given lines are printed as newlines.
 */
export function printOut(lines: string | readonly string[]): void {
  process.stdout.write(joinLines(lines))
}

export function printErr(lines: string | readonly string[]): void {
  process.stderr.write(joinLines(lines))
}

/** `JSON.stringify(value, null, 2)` on stdout, with DEL/C1 controls as `\uXXXX`. */
export function printJson(value: unknown): void {
  process.stdout.write(`${escapeJsonControls(JSON.stringify(value, null, 2))}\n`)
}

/** Writes the CLI's own constant text (usage, help) as it is: never document content. */
export function printHelp(text: string, stream: 'out' | 'err' = 'out'): void {
  const out = stream === 'out' ? process.stdout : process.stderr
  out.write(text.endsWith('\n') ? text : `${text}\n`)
}

function joinLines(lines: string | readonly string[]): string {
  const list = typeof lines === 'string' ? [lines] : lines
  return list.map((line) => `${escapeControl(line)}\n`).join('')
}
