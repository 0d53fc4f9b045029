// Makes sure a Chromium exists for browser tests: Debian's package, installed when missing,
// with Debian's colour emoji font (its CBDT glyphs draw in this Chromium; the npm COLRv1 build
// of Noto Color Emoji draws blank), and Debian's ffmpeg (ffmpeg + ffprobe: the video tests
// decode what they render, and `podscene render --video` encodes AAC through it).
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { chromiumPath } from './chromium-path.mjs'

const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'

export function ensureChromium() {
  const path = chromiumPath()
  const packages = [
    ...(existsSync(path) ? [] : ['chromium']),
    ...(existsSync(EMOJI_FONT) ? [] : ['fonts-noto-color-emoji']),
    ...(onPath('ffmpeg') && onPath('ffprobe') ? [] : ['ffmpeg']),
  ]
  if (packages.length === 0) return path
  const required = packages.includes('chromium') || packages.includes('ffmpeg')
  console.log(`Installing Debian's ${packages.join(' and ')} for the browser tests…`)
  if (!aptInstall(packages)) {
    if (required) {
      console.error(
        `Could not install ${packages.join(' and ')}. Install them (Chromium: or set CHROMIUM_PATH).`,
      )
      process.exit(1)
    }
    console.warn('Could not install fonts-noto-color-emoji: emoji will not be drawn in colour.')
  }
  if (!existsSync(path)) {
    console.error(`Chromium still missing at ${path}; set CHROMIUM_PATH.`)
    process.exit(1)
  }
  return path
}

function onPath(name) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)))
}

function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = isRoot ? [] : ['sudo', '-n']
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...packages],
  ]) {
    const argv = [...sudo, ...args]
    const r = spawnSync(argv[0], argv.slice(1), { stdio: 'inherit', env })
    if (r.status !== 0) {
      console.error(`${argv.join(' ')} failed`)
      return false
    }
  }
  return true
}
