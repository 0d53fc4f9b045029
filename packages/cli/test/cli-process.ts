import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { REPO_ROOT } from './run-cli.ts'

const TSX_LOADER = join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')
const MAIN = join(REPO_ROOT, 'packages/cli/src/main.ts')

export interface Exit {
  /** Exit status, or null when a signal ended the process. */
  code: number | null
  stderr: string
}

/**
 * Runs the CLI in one process (`node --import tsx main.ts`), with `stdout` as given (a file
 * descriptor, 'pipe' or 'ignore'); `prelude` is shell code run first in the same process, which
 * then execs node, so `$$` in it is the CLI's own pid.
 */
export function runCliProcess(
  args: string[],
  options: { cwd: string; stdout: 'pipe' | 'ignore' | number; prelude?: string },
): { exit: Promise<Exit>; stdout: NodeJS.ReadableStream | null } {
  const script = `${options.prelude ?? ''}\nexec node --import "$0" "$@"`
  const child = spawn('sh', ['-c', script, TSX_LOADER, MAIN, ...args], {
    cwd: options.cwd,
    stdio: ['ignore', options.stdout, 'pipe'],
  })
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exit = new Promise<Exit>((resolve) =>
    child.on('close', (code) => resolve({ code, stderr })),
  )
  return { exit, stdout: child.stdout }
}
