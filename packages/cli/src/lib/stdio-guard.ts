import { writeSync } from 'node:fs'
import { EXIT_INVALID } from './cli-error.ts'

/**
 * Exit status when the reader of standard output went away (`podscene … | head`): 141, what a
 * shell reports for a process ended by SIGPIPE (128 + 13). Node ignores SIGPIPE, so a write to a
 * closed pipe is an EPIPE error instead; the CLI then stops quietly with this status.
 */
export const EXIT_CLOSED_PIPE = 141

/**
 * Without a listener, a failed write to stdout/stderr (EPIPE, ENOSPC, EIO) is an unhandled
 * 'error' event: Node prints a stack trace. Instead: a closed pipe exits quietly with
 * EXIT_CLOSED_PIPE; any other failure prints one line on stderr and exits with EXIT_INVALID.
 */
export function guardStandardStreams(prefix: () => string): void {
  process.stdout.on('error', (error) => stop('standard output', error, prefix()))
  process.stderr.on('error', (error) => stop('standard error', error, null))
}

function stop(stream: string, error: Error, prefix: string | null): never {
  const code = (error as { code?: unknown }).code
  if (code === 'EPIPE') process.exit(EXIT_CLOSED_PIPE)
  if (prefix !== null) {
    try {
      writeSync(2, `${prefix}: cannot write to ${stream}: ${reason(code, error)}\n`)
    } catch {
      // stderr is gone too: the exit status is all that is left.
    }
  }
  process.exit(EXIT_INVALID)
}

function reason(code: unknown, error: Error): string {
  if (code === 'ENOSPC') return 'no space left on device (ENOSPC)'
  if (code === 'EIO') return 'input/output error (EIO)'
  if (code === 'EBADF') return 'it is closed (EBADF)'
  return error.message.split('\n')[0]!
}
