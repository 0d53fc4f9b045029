import { describe, expect, it } from 'vitest'
import type { PodsceneApiError } from '../src/index.ts'
import { clientWith, fail, ok, testKey } from './fake-fetch.ts'

function everything(error: PodsceneApiError, lines: string[]): string {
  return [
    error.message,
    error.stack ?? '',
    String(error),
    JSON.stringify(error),
    JSON.stringify(error.details),
    String(error.cause),
    error.msg ?? '',
    ...lines,
  ].join('\n')
}

function collectingLogger(lines: string[]) {
  const log = (message: string, fields: Record<string, unknown>) =>
    lines.push(`${message} ${JSON.stringify(fields)}`)
  return { debug: log, warn: log }
}

describe('the API key stays secret', () => {
  it('is sent in X-Api-Key and nowhere else in the request', async () => {
    const { client, calls } = clientWith([ok({ aspect_ratio: 0, id: 1 })])
    await client.createImageTemplate({ aspect_ratio: 0, scene: { tracks: [] } })
    const call = calls[0]!
    expect(call.headers['x-api-key']).toBe(testKey)
    expect(call.url).not.toContain(testKey)
    expect(JSON.stringify(call.body)).not.toContain(testKey)
  })

  it('is scrubbed from server-echoed msg, cause, details and logs', async () => {
    const lines: string[] = []
    const echo = fail(401, 40100, `key ${testKey} is not valid`, {
      cause: `bad key ${testKey}`,
      details: { header: testKey, nested: [{ [testKey]: testKey }] },
    })
    const { client } = clientWith([echo], { logger: collectingLogger(lines) })
    const error = (await client.getWebhookEvents().catch((e: unknown) => e)) as PodsceneApiError
    expect(error.kind).toBe('authentication')
    expect(lines.length).toBeGreaterThan(0)
    const text = everything(error, lines)
    expect(text).not.toContain(testKey)
    expect(text).toContain('[redacted]')
  })

  it('is scrubbed from a connection error whose cause mentions it', async () => {
    const lines: string[] = []
    const leaky = { error: new TypeError(`invalid header value "${testKey}"`) }
    const { client } = clientWith([leaky, leaky], {
      logger: collectingLogger(lines),
      retry: { maxAttempts: 2 },
    })
    const error = (await client.getWebhookEvents().catch((e: unknown) => e)) as PodsceneApiError
    expect(error.kind).toBe('connection')
    expect(everything(error, lines)).not.toContain(testKey)
  })

  it('from a key callback is scrubbed too', async () => {
    const lines: string[] = []
    const rotating = 'rotating-SECRET-key-987'
    const echo = fail(403, 40300, `Space denied for ${rotating}`)
    const { client } = clientWith([echo], {
      apiKey: async () => rotating,
      logger: collectingLogger(lines),
    })
    const error = (await client.getWebhookEvents().catch((e: unknown) => e)) as PodsceneApiError
    expect(everything(error, lines)).not.toContain(rotating)
  })

  it('never reaches the logger on success', async () => {
    const lines: string[] = []
    const { client } = clientWith([fail(503, 50300), ok({ events: [] })], {
      logger: collectingLogger(lines),
    })
    await client.getWebhookEvents()
    expect(lines.join('\n')).toContain('retrying')
    expect(lines.join('\n')).not.toContain(testKey)
  })
})
