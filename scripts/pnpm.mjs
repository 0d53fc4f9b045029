// Runs pnpm, fetching it through npx from the npm registry when it is not installed.
import { spawnSync } from 'node:child_process'

const PNPM_VERSION = '10.34.9'

function hasPnpm() {
  const r = spawnSync('pnpm', ['--version'], {
    stdio: 'ignore',
    shell: process.platform === 'win32',
  })
  return r.status === 0
}

/** The command and leading arguments that run pnpm on this machine. */
export function pnpmCommand(args) {
  return hasPnpm() ? ['pnpm', args] : ['npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args]]
}

export function pnpm(args, options = {}) {
  const [cmd, argv] = pnpmCommand(args)
  const r = spawnSync(cmd, argv, { stdio: 'inherit', ...options })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

export function install() {
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
  pnpm(['install', '--frozen-lockfile'], { env })
}
