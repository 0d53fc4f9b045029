import { spawn, type ChildProcess } from 'node:child_process'
import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import { delimiter, join } from 'node:path'

/**
 * The external encoder for what the browser cannot encode (AAC above all: Chromium has no AAC
 * encoder on Linux): Debian's `ffmpeg`, found on PATH, fed raw RGBA frames on its stdin and the
 * scene's mix as float32 PCM from a file. Nothing else is searched or downloaded.
 */
export async function findFfmpeg(path = process.env.PATH ?? ''): Promise<string | null> {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue
    const candidate = join(dir, 'ffmpeg')
    try {
      await access(candidate, constants.X_OK)
      return candidate
    } catch {
      // not here
    }
  }
  return null
}

export interface FfmpegEncodeOptions {
  ffmpeg: string
  format: 'mp4' | 'webm'
  width: number
  height: number
  fps: number
  /** Interleaved float32 little-endian PCM, or null for a silent video. */
  audio: { file: string; sampleRate: number; channels: number } | null
  /** Where ffmpeg writes (the temporary output file). */
  outPath: string
}

/** Codecs the ffmpeg path writes: H.264 + AAC in MP4, VP9 + Opus in WebM. */
export const FFMPEG_CODECS = {
  mp4: { video: 'h264', audio: 'aac' },
  webm: { video: 'vp9', audio: 'opus' },
} as const

/** A running ffmpeg: `frame` one RGBA frame at a time (waits while its pipe is full), `finish`. */
export interface FfmpegEncoder {
  frame(rgba: Uint8Array): Promise<void>
  finish(): Promise<void>
  kill(): void
}

export function startFfmpeg(options: FfmpegEncodeOptions): FfmpegEncoder {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    ...['-f', 'rawvideo', '-pix_fmt', 'rgba'],
    ...['-video_size', `${options.width}x${options.height}`, '-framerate', String(options.fps)],
    ...['-i', 'pipe:0'],
    ...(options.audio
      ? [
          ...['-f', 'f32le', '-ar', String(options.audio.sampleRate)],
          ...['-ac', String(options.audio.channels), '-i', options.audio.file],
          ...['-map', '0:v', '-map', '1:a'],
        ]
      : []),
    ...(options.format === 'mp4'
      ? [
          ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
          ...['-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', '-f', 'mp4'],
        ]
      : [
          ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-row-mt', '1'],
          ...['-b:v', '0', '-crf', '32', '-pix_fmt', 'yuv420p'],
          ...['-c:a', 'libopus', '-b:a', '128k', '-f', 'webm'],
        ]),
    options.outPath,
  ]
  const child: ChildProcess = spawn(options.ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr!.setEncoding('utf8')
  child.stderr!.on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000)
  })
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      stderr += `\n${error.message}`
      resolve(null)
    })
    child.once('close', (code) => resolve(code))
  })
  child.stdin!.on('error', () => undefined) // a dead ffmpeg is reported by `exited`
  const failure = async () => {
    const code = await exited
    const last = stderr.trim().split('\n').filter(Boolean).pop() ?? `exit status ${code}`
    return new Error(`ffmpeg failed: ${last}`)
  }

  return {
    async frame(rgba) {
      if (child.exitCode !== null || child.killed) throw await failure()
      if (!child.stdin!.write(rgba)) {
        const drained = await Promise.race([
          new Promise<true>((resolve) => child.stdin!.once('drain', () => resolve(true))),
          exited.then(() => false),
        ])
        if (!drained) throw await failure()
      }
    },
    async finish() {
      child.stdin!.end()
      const code = await exited
      if (code !== 0) throw await failure()
    },
    kill() {
      child.kill('SIGKILL')
    },
  }
}

/**
 * The browser's picture (an MP4 WebCodecs wrote, H.264, no sound) with the mix encoded as AAC by
 * ffmpeg: the picture is copied as it is (`-c:v copy`), so its frames are the browser path's.
 */
export async function muxWithAac(options: {
  ffmpeg: string
  picture: string
  audio: { file: string; sampleRate: number; channels: number }
  outPath: string
}): Promise<void> {
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', options.picture],
    ...['-f', 'f32le', '-ar', String(options.audio.sampleRate)],
    ...['-ac', String(options.audio.channels), '-i', options.audio.file],
    ...['-map', '0:v', '-map', '1:a', '-c:v', 'copy', '-c:a', 'aac', '-b:a', '160k'],
    // The sound padded with silence and cut where the picture ends.
    ...['-af', 'apad', '-shortest'],
    ...['-movflags', '+faststart', '-f', 'mp4', options.outPath],
  ]
  const child = spawn(options.ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr = (stderr + t).slice(-4000)))
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      stderr += `\n${error.message}`
      resolve(null)
    })
    child.once('close', resolve)
  })
  if (code !== 0) {
    const last = stderr.trim().split('\n').filter(Boolean).pop() ?? `exit status ${code}`
    throw new Error(`ffmpeg failed: ${last}`)
  }
}
