export type EditorErrorCode =
  | 'invalid-argument'
  | 'not-found'
  | 'out-of-range'
  | 'unknown-command'
  | 'invalid-state'
  | 'invalid-json'

/** A rejected command. The document and the history are unchanged when this is thrown. */
export class EditorCommandError extends Error {
  override readonly name = 'EditorCommandError'
  readonly code: EditorErrorCode
  readonly command: string
  /** The problem without the command prefix, e.g. `layer "abc" not found`. */
  readonly detail: string

  constructor(command: string, code: EditorErrorCode, detail: string) {
    super(`${command}: ${detail}`)
    this.code = code
    this.command = command
    this.detail = detail
  }
}

/** Thrown by validators; the Editor turns it into an EditorCommandError naming the command. */
export class ArgsProblem extends Error {
  readonly code: EditorErrorCode
  constructor(code: EditorErrorCode, detail: string) {
    super(detail)
    this.code = code
  }
}

export function invalid(detail: string): never {
  throw new ArgsProblem('invalid-argument', detail)
}

export function notFound(detail: string): never {
  throw new ArgsProblem('not-found', detail)
}

export function outOfRange(detail: string): never {
  throw new ArgsProblem('out-of-range', detail)
}
