import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const REPO_ROOT = resolve(import.meta.dirname, '../../..')
export const FIXTURES = join(REPO_ROOT, 'test/fixtures')
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx')
const MAIN = join(REPO_ROOT, 'packages/cli/src/main.ts')

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/**
 * Runs the real CLI (tsx packages/cli/src/main.ts) in `cwd`, as a user would: the one way every
 * CLI test spawns it. A run killed by `timeoutMs` has code -1.
 */
export function runCli(
  args: string[],
  cwd: string = REPO_ROOT,
  { timeoutMs = 0, env: extraEnv = {} }: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<CliResult> {
  const env = { ...process.env, ...extraEnv }
  delete env.npm_lifecycle_event
  delete env.INIT_CWD
  return new Promise((done) => {
    execFile(
      TSX,
      [MAIN, ...args],
      { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        done({ code, stdout, stderr })
      },
    )
  })
}

/** A temporary copy of test/fixtures; call the returned cleanup when done. */
export function copyFixtures(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'podscene-cli-'))
  cpSync(FIXTURES, dir, { recursive: true })
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}
