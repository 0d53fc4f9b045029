import { resolve } from 'node:path'
import { defaultKeys, parseCorsOrigins, parseKeys, parsePublicUrl } from './config.ts'
import { defaultRateLimitPerMinute, startSandbox } from './server.ts'
import { parseExtensions } from './extensions.ts'
import { defaultUploadMaxBytes } from './uploads/upload-config.ts'

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a non-negative integer, got "${raw}"`)
  return Number(raw)
}

async function main() {
  const port = intEnv('PORT', 8787)
  const dbPath = resolve(process.env.SANDBOX_DB || '.sandbox-data/sandbox.db')
  const keys = parseKeys(process.env.SANDBOX_KEYS || defaultKeys)
  const running = await startSandbox({
    port,
    host: '127.0.0.1',
    dbPath,
    keys,
    rateLimitPerMinute: intEnv('SANDBOX_RATE_LIMIT', defaultRateLimitPerMinute),
    corsOrigins: parseCorsOrigins(process.env.SANDBOX_CORS_ORIGINS),
    extensions: parseExtensions(process.env.SANDBOX_EXTENSIONS),
    uploadMaxBytes: intEnv('SANDBOX_UPLOAD_MAX_BYTES', defaultUploadMaxBytes),
    ...(process.env.SANDBOX_PUBLIC_URL
      ? { publicUrl: parsePublicUrl(process.env.SANDBOX_PUBLIC_URL, 'SANDBOX_PUBLIC_URL') }
      : {}),
  })
  console.log(`Podscene sandbox API on ${running.url}/open/podcast/v1 (database ${dbPath})`)
  console.log(`Keys: ${keys.map((k) => `${k.key} → Space ${k.space}`).join(', ')}`)
  const stop = () => {
    void running.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(
    `sandbox failed to start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
