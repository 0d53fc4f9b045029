// The CLI half of `pnpm bench video`: `podscene render <template> --video out.mp4` as a user runs
// it (node + tsx, the real render server and Chromium), timed from spawn to exit, with the peak
// resident memory of the CLI process (VmHWM) and of its Chromium (the sum over its processes,
// sampled every 100 ms).
import { spawn } from 'node:child_process'
import { descendants, statusKb } from './process-memory.ts'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')
const TSX_LOADER = join(ROOT, 'node_modules/tsx/dist/loader.mjs')
const MAIN = join(ROOT, 'packages/cli/src/main.ts')

export interface CliVideoFigures {
  seconds: number
  ms: number
  realTimeFactor: number
  /** The `podscene` process's peak resident set (VmHWM), MB. */
  cliPeakRssMb: number
  /** Peak of the summed resident sets of the Chromium it started, MB. */
  chromiumPeakRssMb: number
  fileMb: number
  /** The line the CLI printed (size, codecs, encoder). */
  summary: string
}

export async function measureCliVideo(options: {
  template: unknown
  seconds: number
  scale: number
  fps: number
  /** Media origins to allow (the bench's loopback servers). */
  allowOrigins: string[]
  extraArgs?: string[]
  keepFile?: string
}): Promise<CliVideoFigures> {
  const work = await mkdtemp(join(tmpdir(), 'podscene-cli-video-bench-'))
  try {
    const file = join(work, 'template.json')
    await writeFile(file, JSON.stringify(options.template))
    const out = options.keepFile ?? join(work, 'out.mp4')
    const args = [
      ...['--import', TSX_LOADER, MAIN, 'render', file, '--video', out],
      ...['--scale', String(options.scale), '--fps', String(options.fps)],
      ...['--to', String(options.seconds * 1000), ...(options.extraArgs ?? [])],
    ]
    const started = performance.now()
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PODSCENE_ALLOW_MEDIA_ORIGINS: options.allowOrigins.join(',') },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (t: string) => (stdout += t))
    child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr = (stderr + t).slice(-2000)))
    let cliPeak = 0
    let chromiumPeak = 0
    const sample = () => {
      cliPeak = Math.max(cliPeak, statusKb(child.pid!, 'VmHWM'))
      const tree = descendants(child.pid!)
      chromiumPeak = Math.max(
        chromiumPeak,
        tree.reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0),
      )
    }
    const timer = setInterval(sample, 100)
    const code = await new Promise<number | null>((done) => child.on('close', done))
    clearInterval(timer)
    const ms = performance.now() - started
    if (code !== 0)
      throw new Error(
        `podscene render --video failed (${code}): ${stderr.trim().split('\n').pop()}`,
      )
    return {
      seconds: options.seconds,
      ms,
      realTimeFactor: (options.seconds * 1000) / ms,
      cliPeakRssMb: cliPeak / 1024,
      chromiumPeakRssMb: chromiumPeak / 1024,
      fileMb: (await stat(out)).size / 2 ** 20,
      summary: stdout.trim(),
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
