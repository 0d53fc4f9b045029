import type { Sandbox } from '../sandbox.ts'

/** Limits of the upload flow (`SandboxOptions.uploadMaxBytes`, `uploadUrlTtlMs`). */
export type UploadConfig = {
  /** Largest object a sign request may ask for and a PUT may carry. Default 25 MiB. */
  maxBytes: number
  /** How long a signed PUT URL stays valid. Default 15 minutes. */
  urlTtlMs: number
}

export const defaultUploadMaxBytes = 25 * 1024 * 1024
export const defaultUploadUrlTtlMs = 15 * 60 * 1000

const configs = new WeakMap<Sandbox, UploadConfig>()

export function setUploadConfig(sandbox: Sandbox, config: Partial<UploadConfig>): UploadConfig {
  const resolved = {
    maxBytes: config.maxBytes ?? defaultUploadMaxBytes,
    urlTtlMs: config.urlTtlMs ?? defaultUploadUrlTtlMs,
  }
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new Error(`upload ${name} must be a positive integer, got ${String(value)}`)
    }
  }
  configs.set(sandbox, resolved)
  return resolved
}

export function uploadConfigOf(sandbox: Sandbox): UploadConfig {
  return configs.get(sandbox) ?? setUploadConfig(sandbox, {})
}

/** Content types each `use_to` accepts (spec §2.8: media, dp, audio). SVG is not accepted. */
const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']
const audioTypes = [
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/ogg',
  'audio/mp4',
  'audio/aac',
  'audio/flac',
  'audio/webm',
  'audio/opus',
]
const videoTypes = ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg']
const fontTypes = ['font/ttf', 'font/otf', 'font/woff', 'font/woff2']

export const allowedTypesByUse: Record<string, readonly string[]> = {
  media: [...imageTypes, ...videoTypes, ...audioTypes, ...fontTypes],
  dp: imageTypes,
  audio: audioTypes,
}
