// Makes sure a Chromium exists for browser tests: Debian's package, installed when missing.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { chromiumPath } from './chromium-path.mjs'

export function ensureChromium() {
  const path = chromiumPath()
  if (existsSync(path)) return path
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? [] : ['sudo', '-n']
  console.log(`Chromium not found at ${path}; installing Debian's chromium package…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium'],
  ]) {
    const argv = [...sudo, ...args]
    const r = spawnSync(argv[0], argv.slice(1), { stdio: 'inherit', env })
    if (r.status !== 0) {
      console.error(
        `Could not install Chromium (${argv.join(' ')} failed). Install it or set CHROMIUM_PATH.`,
      )
      process.exit(1)
    }
  }
  if (!existsSync(path)) {
    console.error(`Chromium still missing at ${path}; set CHROMIUM_PATH.`)
    process.exit(1)
  }
  return path
}
