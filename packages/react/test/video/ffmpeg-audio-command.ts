// A vitest browser command (runs in Node): encodes a test sound with Debian's ffmpeg, so browser
// tests can mix real MP3 / AAC / FLAC files without storing any. A steady 440 Hz tone with one
// loud click at `clickAtS`; MP3 may carry an ID3v2 tag with an 800×800 noise cover in front.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserCommand } from 'vitest/node'

export interface ClickSoundOptions {
  format: 'mp3' | 'm4a' | 'flac'
  seconds: number
  clickAtS: number
  /** MP3 only: an ID3v2 tag with a large cover picture before the first frame. */
  cover?: boolean
}

const CODECS = { mp3: ['libmp3lame', '-b:a', '128k'], m4a: ['aac', '-b:a', '128k'], flac: ['flac'] }

export const encodeClickSound: BrowserCommand<[ClickSoundOptions]> = (_context, options) => {
  const { format, seconds, clickAtS, cover = false } = options
  if (!(format in CODECS)) throw new Error(`encodeClickSound: unknown format ${String(format)}`)
  if (!(seconds > 0 && seconds <= 300 && clickAtS >= 0 && clickAtS < seconds))
    throw new Error('encodeClickSound: seconds must be in (0, 300] and clickAtS within them')
  const dir = mkdtempSync(join(tmpdir(), 'podscene-click-'))
  try {
    const ffmpeg = (args: string[]) => {
      const run = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', ...args], { encoding: 'utf8' })
      if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr || run.error?.message}`)
    }
    const sound = join(dir, `sound.${format}`)
    const click = `between(t,${clickAtS},${clickAtS + 0.002})`
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `aevalsrc='if(${click},0.9,0.3*sin(2*PI*440*t))':s=44100:d=${seconds}`,
      '-ac',
      '1',
      '-c:a',
      ...CODECS[format],
      sound,
    ])
    let out = sound
    if (cover && format === 'mp3') {
      const picture = join(dir, 'cover.png')
      ffmpeg([
        '-f',
        'lavfi',
        '-i',
        'nullsrc=s=800x800,geq=random(1)*255:128:128',
        '-frames:v',
        '1',
        picture,
      ])
      out = join(dir, 'covered.mp3')
      ffmpeg([
        '-i',
        sound,
        '-i',
        picture,
        '-map',
        '0',
        '-map',
        '1',
        '-c',
        'copy',
        '-id3v2_version',
        '3',
        out,
      ])
    }
    return readFileSync(out).toString('base64')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    encodeClickSound: (options: ClickSoundOptions) => Promise<string>
  }
}
