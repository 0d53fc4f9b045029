import { UsageError } from '../lib/cli-error.ts'
import { DEFAULT_MEDIA_MAX_BYTES, type MediaProxyOptions } from './media-proxy.ts'
import { ALLOW_MEDIA_ORIGINS_ENV, allowedMediaOrigins } from './media-policy.ts'

/** The media options every `podscene render` mode takes (node:util parseArgs entries). */
export const MEDIA_OPTION_SPECS = {
  'allow-media-origin': { type: 'string', multiple: true },
  'media-max-mb': { type: 'string' },
} as const

/** Their lines in `--help`. */
export const MEDIA_OPTIONS_HELP = `  --allow-media-origin <origin>
                         fetch media from this origin (e.g. http://127.0.0.1:8080) even on a
                         loopback, link-local or private address (repeatable; also
                         ${ALLOW_MEDIA_ORIGINS_ENV}, comma-separated); refused otherwise
  --media-max-mb <n>     largest media file read, in MiB (default ${DEFAULT_MEDIA_MAX_BYTES / 1024 / 1024})`

/**
 * The media proxy's policy and size limit from the parsed options and the environment; a bad
 * origin or size is a UsageError naming the flag or the variable.
 */
export function mediaOptionsFromArgs(values: {
  'allow-media-origin'?: string[]
  'media-max-mb'?: string
}): MediaProxyOptions & { maxBytes: number } {
  let allowedOrigins: string[]
  try {
    allowedOrigins = allowedMediaOrigins(values['allow-media-origin'] ?? [])
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const text = values['media-max-mb']
  let maxBytes = DEFAULT_MEDIA_MAX_BYTES
  if (text !== undefined) {
    const mb = Number(text)
    if (text.trim() === '' || !Number.isFinite(mb) || mb < 1 || mb > 1024 * 1024) {
      throw new UsageError(`--media-max-mb must be a number from 1 to 1048576, got '${text}'`)
    }
    maxBytes = Math.round(mb * 1024 * 1024)
  }
  return { policy: { allowedOrigins }, maxBytes }
}
