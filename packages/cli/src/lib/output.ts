/** Writes to stdout/stderr; tests spawn the real CLI, so nothing here is mocked. */
export function printOut(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`)
}

export function printErr(text: string): void {
  process.stderr.write(text.endsWith('\n') ? text : `${text}\n`)
}
