import { availableParallelism } from 'node:os'
import { extname } from 'node:path'
import { UsageError } from '../lib/cli-error.ts'
import type { AudioCodecChoice, EncoderChoice } from './render-video.ts'

/** `podscene render --video …`'s options, checked (wrong ones are UsageErrors: exit 2). */
export interface VideoSettings {
  /** The output path, or with --data a pattern with {index} / {<slot key>}. */
  out: string
  format: 'mp4' | 'webm'
  fps: 24 | 25 | 30 | 60
  scale: number
  fromMs?: number
  toMs?: number
  mediaTimeoutMs: number
  background?: string
  encoder: EncoderChoice
  audioCodec: AudioCodecChoice
  /** Batch (--data rows.jsonl): one video per row. */
  data?: string
  jobs: number
  shard: { index: number; count: number }
}

export interface VideoFlags {
  video?: string
  fps?: string
  scale?: string
  from?: string
  to?: string
  'media-timeout'?: string
  background?: string
  encoder?: string
  'audio-codec'?: string
  data?: string
  jobs?: string
  shard?: string
  at?: string
  out?: string
}

const FPS = [24, 25, 30, 60] as const

export function videoSettings(flags: VideoFlags): VideoSettings {
  const out = flags.video!
  if (out === '') throw new UsageError('--video needs a file name ending in .mp4 or .webm')
  if (flags.at !== undefined)
    throw new UsageError('--at draws one frame; leave it out with --video')
  if (flags.out !== undefined) {
    throw new UsageError('--video names the output file; leave out -o with --video')
  }
  const extension = extname(out).toLowerCase()
  if (extension !== '.mp4' && extension !== '.webm') {
    throw new UsageError(`--video must end in .mp4 or .webm, got '${out}'`)
  }
  const format = extension === '.mp4' ? 'mp4' : 'webm'
  const fpsValue = Number(flags.fps ?? '30')
  const fps = FPS.find((f) => f === fpsValue && flags.fps?.trim() !== '')
  if (!fps) throw new UsageError(`--fps must be 24, 25, 30 or 60, got '${flags.fps}'`)
  const scale = numberOption('--scale', flags.scale ?? '1', 0.1, 4)
  const fromMs = flags.from === undefined ? undefined : numberOption('--from', flags.from, 0)
  const toMs = flags.to === undefined ? undefined : numberOption('--to', flags.to, 0)
  if (toMs !== undefined && toMs <= (fromMs ?? 0)) {
    throw new UsageError(`--to (${toMs} ms) must be after --from (${fromMs ?? 0} ms)`)
  }
  const mediaTimeoutS = numberOption('--media-timeout', flags['media-timeout'] ?? '8', 0.1, 120)
  const encoder = choice('--encoder', flags.encoder ?? 'auto', ['auto', 'browser', 'ffmpeg'])
  const audioCodec = choice('--audio-codec', flags['audio-codec'] ?? 'auto', ['auto', 'aac'])
  if (audioCodec === 'aac' && format === 'webm') {
    throw new UsageError('--audio-codec aac needs an .mp4 output (WebM carries Opus)')
  }
  if (flags.data === undefined) {
    if (flags.jobs !== undefined) throw new UsageError('--jobs needs --data rows.jsonl')
    if (flags.shard !== undefined) throw new UsageError('--shard needs --data rows.jsonl')
  } else if (flags.data === '') {
    throw new UsageError('--data needs a file name (one JSON object per line)')
  }
  const jobs =
    flags.jobs === undefined ? availableParallelism() : integerOption('--jobs', flags.jobs, 1, 64)
  return {
    out,
    format,
    fps,
    scale,
    fromMs,
    toMs,
    mediaTimeoutMs: mediaTimeoutS * 1000,
    background: flags.background,
    encoder,
    audioCodec,
    data: flags.data,
    jobs,
    shard: shardOption(flags.shard),
  }
}

/** `k/n` with 0 ≤ k < n (Kubernetes' JOB_COMPLETION_INDEX counts from 0). */
function shardOption(text: string | undefined): { index: number; count: number } {
  if (text === undefined) return { index: 0, count: 1 }
  const match = /^(\d+)\/(\d+)$/.exec(text.trim())
  const index = match ? Number(match[1]) : NaN
  const count = match ? Number(match[2]) : NaN
  if (!match || count < 1 || index >= count) {
    throw new UsageError(`--shard must be k/n with 0 ≤ k < n (e.g. 0/3), got '${text}'`)
  }
  return { index, count }
}

function choice<T extends string>(name: string, text: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(text)) return text as T
  throw new UsageError(`${name} must be ${allowed.join(', ')}, got '${text}'`)
}

function numberOption(name: string, text: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(text)
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max) {
    const upper = max === Number.MAX_SAFE_INTEGER ? 'any' : max
    throw new UsageError(`${name} must be a number from ${min} to ${upper}, got '${text}'`)
  }
  return value
}

function integerOption(name: string, text: string, min: number, max: number): number {
  const value = numberOption(name, text, min, max)
  if (!Number.isInteger(value)) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got '${text}'`)
  }
  return value
}
