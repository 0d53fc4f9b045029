import { describe, expect, it } from 'vitest'
import { ConnectionError, RateLimitError, ServerError } from '../src/index.ts'
import { backoffDelayMs, defaultRetry, parseRetryAfterMs } from '../src/retry-policy.ts'
import { clientWith, connectionReset, fail, ok } from './fake-fetch.ts'

const events = { events: ['project.completed'] }

describe('retries', () => {
  it('retries 5xx until success and stops there', async () => {
    const { client, calls } = clientWith([fail(503, 50300), fail(500, 50000), ok(events)])
    await expect(client.getWebhookEvents()).resolves.toEqual(events)
    expect(calls).toHaveLength(3)
  })

  it('gives up after maxAttempts with the last error', async () => {
    const replies = [fail(500, 50000), fail(502, 50000), fail(503, 50300, 'down')]
    const { client, calls, sleeps } = clientWith(replies, {
      retry: { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 1000 },
    })
    const error = await client.getWebhookEvents().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServerError)
    expect((error as ServerError).status).toBe(503)
    expect((error as ServerError).msg).toBe('down')
    expect(calls).toHaveLength(3)
    expect(sleeps).toHaveLength(2)
  })

  it('retries connection errors', async () => {
    const { client, calls } = clientWith([connectionReset(), connectionReset(), ok(events)])
    await expect(client.getWebhookEvents()).resolves.toEqual(events)
    expect(calls).toHaveLength(3)
  })

  it('throws ConnectionError with the underlying reason after the last attempt', async () => {
    const { client } = clientWith([connectionReset(), connectionReset()], {
      retry: { maxAttempts: 2 },
    })
    const error = await client.getWebhookEvents().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as Error).message).toContain('ECONNRESET')
  })

  it('retries a 200 whose envelope carries a server code', async () => {
    const { client, calls } = clientWith([fail(200, 50000), ok(events)])
    await expect(client.getWebhookEvents()).resolves.toEqual(events)
    expect(calls).toHaveLength(2)
  })

  it.each([
    [400, 40000],
    [401, 40100],
    [402, 40200],
    [403, 40300],
    [404, 40400],
    [409, 40900],
    [413, 41300],
  ])('does not retry HTTP %i', async (status, code) => {
    const { client, calls } = clientWith([fail(status, code), ok(events)])
    await expect(client.getWebhookEvents()).rejects.toMatchObject({ status, code })
    expect(calls).toHaveLength(1)
  })

  it('waits with full-jitter exponential backoff', async () => {
    const replies = [
      fail(500, 50000),
      fail(500, 50000),
      fail(500, 50000),
      fail(500, 50000),
      ok(events),
    ]
    const { client, sleeps } = clientWith(replies, {
      retry: { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 300 },
      random: () => 0.5,
    })
    await client.getWebhookEvents()
    // caps 100, 200, 400→300, 800→300; half of each with random 0.5
    expect(sleeps).toEqual([50, 100, 150, 150])
  })

  it('honours Retry-After in seconds', async () => {
    const limited = fail(429, 42900, 'slow down', { headers: { 'Retry-After': '2' } })
    const { client, sleeps, calls } = clientWith([limited, ok(events)])
    await client.getWebhookEvents()
    expect(sleeps).toEqual([2000])
    expect(calls).toHaveLength(2)
  })

  it('honours Retry-After as an HTTP date', async () => {
    const now = Date.parse('2026-11-22T05:00:00Z')
    const date = new Date(now + 5000).toUTCString()
    const limited = fail(429, 42900, 'slow down', { headers: { 'Retry-After': date } })
    const { client, sleeps } = clientWith([limited, ok(events)], { now: () => now })
    await client.getWebhookEvents()
    expect(sleeps).toEqual([5000])
  })

  it('honours Retry-After on 503 too', async () => {
    const down = fail(503, 50300, 'maintenance', { headers: { 'Retry-After': '1' } })
    const { client, sleeps } = clientWith([down, ok(events)])
    await client.getWebhookEvents()
    expect(sleeps).toEqual([1000])
  })

  it('backs off on 429 without Retry-After', async () => {
    const { client, sleeps } = clientWith([fail(429, 42900), ok(events)])
    await client.getWebhookEvents()
    expect(sleeps).toEqual([50])
  })

  it('throws RateLimitError with retryAfterMs when the wait exceeds maxRetryAfterMs', async () => {
    const limited = fail(429, 42900, 'quota', { headers: { 'Retry-After': '3600' } })
    const { client, calls, sleeps } = clientWith([limited, ok(events)], {
      retry: { maxRetryAfterMs: 60_000 },
    })
    const error = await client.getWebhookEvents().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitError)
    expect((error as RateLimitError).retryAfterMs).toBe(3_600_000)
    expect(calls).toHaveLength(1)
    expect(sleeps).toEqual([])
  })

  it('reports retryAfterMs on the final RateLimitError', async () => {
    const limited = fail(429, 42900, 'slow', { headers: { 'Retry-After': '1' } })
    const { client } = clientWith([limited, limited], { retry: { maxAttempts: 2 } })
    await expect(client.getWebhookEvents()).rejects.toMatchObject({
      kind: 'rate_limit',
      retryAfterMs: 1000,
    })
  })

  it('never retries with maxAttempts 1', async () => {
    const { client, calls } = clientWith([fail(503, 50300), ok(events)], {
      retry: { maxAttempts: 1 },
    })
    await expect(client.getWebhookEvents()).rejects.toBeInstanceOf(ServerError)
    expect(calls).toHaveLength(1)
  })
})

describe('retry policy', () => {
  it('parses Retry-After seconds, dates and junk', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfterMs('3', now)).toBe(3000)
    expect(parseRetryAfterMs(' 1.5 ', now)).toBe(1500)
    expect(parseRetryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000)
    expect(parseRetryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0)
    expect(parseRetryAfterMs('soon', now)).toBeUndefined()
    expect(parseRetryAfterMs('', now)).toBeUndefined()
    expect(parseRetryAfterMs(null, now)).toBeUndefined()
  })

  it('keeps every backoff wait below its exponential cap', () => {
    const retry = { ...defaultRetry, baseDelayMs: 100, maxDelayMs: 1000 }
    expect(backoffDelayMs(1, retry, () => 0.999)).toBe(99)
    expect(backoffDelayMs(3, retry, () => 0.999)).toBe(399)
    expect(backoffDelayMs(10, retry, () => 0.999)).toBe(999)
    expect(backoffDelayMs(4, retry, () => 0)).toBe(0)
  })
})
