import { describe, expect, it } from 'vitest'
import { AbortedError, TimeoutError } from '../src/index.ts'
import { clientWith, fail, ok, project } from './fake-fetch.ts'

describe('timeouts', () => {
  it('aborts a hanging attempt after timeoutMs and retries it', async () => {
    const { client, calls } = clientWith([{ hang: true }, ok({ events: [] })], { timeoutMs: 20 })
    await expect(client.getWebhookEvents()).resolves.toEqual({ events: [] })
    expect(calls).toHaveLength(2)
    expect(calls[0]!.signal?.aborted).toBe(true)
  })

  it('throws TimeoutError after the last attempt times out', async () => {
    const { client, calls } = clientWith([{ hang: true }, { hang: true }], {
      timeoutMs: 20,
      retry: { maxAttempts: 2 },
    })
    const error = await client.getWebhookEvents().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toBe(
      'GET /webhook_events: no complete response within 20 ms (attempt 2)',
    )
    expect(calls).toHaveLength(2)
  })

  it('times out even when the injected fetch ignores the signal', async () => {
    const { client } = clientWith([{ hangForever: true }], {
      timeoutMs: 20,
      retry: { maxAttempts: 1 },
    })
    await expect(client.getWebhookEvents()).rejects.toBeInstanceOf(TimeoutError)
  })
})

describe('the caller’s AbortSignal', () => {
  it('does not send when already aborted', async () => {
    const { client, calls } = clientWith([ok({ events: [] })])
    const error = await client
      .getWebhookEvents({ signal: AbortSignal.abort() })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AbortedError)
    expect((error as Error).name).toBe('AbortError')
    expect(calls).toHaveLength(0)
  })

  it('aborts an attempt in flight, without retrying', async () => {
    const controller = new AbortController()
    const { client, calls } = clientWith([{ hangForever: true }, ok({ events: [] })])
    const pending = client.getWebhookEvents({ signal: controller.signal })
    await Promise.resolve()
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(AbortedError)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.signal?.aborted).toBe(true)
  })

  it('aborts a backoff wait at once, even if the injected sleep ignores the signal', async () => {
    const controller = new AbortController()
    let slept = 0
    const { client, calls } = clientWith([fail(503, 50300), ok({ events: [] })], {
      sleep: () => {
        slept++
        controller.abort()
        return new Promise(() => {})
      },
    })
    await expect(client.getWebhookEvents({ signal: controller.signal })).rejects.toBeInstanceOf(
      AbortedError,
    )
    expect(slept).toBe(1)
    expect(calls).toHaveLength(1)
  })

  it('aborts the default sleep during a long Retry-After', async () => {
    const controller = new AbortController()
    const limited = fail(429, 42900, 'wait', { headers: { 'Retry-After': '30' } })
    const { client, calls } = clientWith([limited, ok({ events: [] })], { sleep: undefined })
    const pending = client.getWebhookEvents({ signal: controller.signal })
    setTimeout(() => controller.abort(), 10)
    await expect(pending).rejects.toBeInstanceOf(AbortedError)
    expect(calls).toHaveLength(1)
  })

  it('stops waitForProject between polls', async () => {
    const controller = new AbortController()
    const seen: unknown[] = []
    const { client, calls } = clientWith([ok(project({ status: 3 })), ok(project({ status: 3 }))], {
      sleep: async () => controller.abort(),
    })
    const pending = client.waitForProject('prj-1', {
      signal: controller.signal,
      onProgress: (p) => seen.push(p.status),
    })
    await expect(pending).rejects.toBeInstanceOf(AbortedError)
    expect(seen).toEqual([3])
    expect(calls).toHaveLength(1)
  })
})
