import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type ClientOptions } from '@podscene/api'
import { startSandbox, type StartOptions } from '@podscene/sandbox'

export const demoKey = 'sandbox-key'

type Envelope<T> = { code: number; msg: string; rid: string; data: T }

/** A sandbox on a free loopback port with a throwaway database, and helpers for its /_sandbox routes. */
export async function startHarness(options: StartOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'podscene-api-sandbox-'))
  const sandbox = await startSandbox({
    port: 0,
    dbPath: join(dir, 'sandbox.db'),
    rateLimitPerMinute: 0,
    retryMs: 300,
    audioTaskMs: 300,
    ...options,
  })

  async function raw<T>(
    method: string,
    path: string,
    body?: unknown,
    key = demoKey,
  ): Promise<Envelope<T>> {
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        'X-Api-Key': key,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await response.json()) as Envelope<T>
    if (envelope.code !== 0)
      throw new Error(`${method} ${path}: ${response.status} ${envelope.msg}`)
    return envelope
  }

  return {
    url: sandbox.url,
    client(overrides: Partial<ClientOptions> = {}) {
      return createClient({
        baseUrl: sandbox.url,
        apiKey: demoKey,
        retry: { maxAttempts: 4, baseDelayMs: 10, maxDelayMs: 50 },
        timeoutMs: 2000,
        ...overrides,
      })
    },
    raw,
    async seed(key = demoKey) {
      type Seed = {
        projects: Array<{ id: string; state: 'completed' | 'processing' | 'failed'; title: string }>
        waveforms: number[]
        avatars: number[]
        covers: number[]
        audio_tasks: string[]
      }
      return (await raw<Seed>('GET', '/_sandbox/seed', undefined, key)).data
    },
    async resources() {
      type Resources = {
        credits: number
        backgrounds: Array<{ id: number; origin_url: string }>
        image_templates: number[]
        voice_designs: Array<{ task_id: number; batch_id: string }>
        audio_tasks: string[]
      }
      return (await raw<Resources>('GET', '/_sandbox/resources')).data
    },
    async requests() {
      type Logged = {
        method: string
        path: string
        status: number
        idempotency_key: string | null
        note: string | null
      }
      return (await raw<{ requests: Logged[] }>('GET', '/_sandbox/requests?limit=1000')).data
        .requests
    },
    async fault(method: string, path: string, fault: string, times = 1) {
      await raw('POST', '/_sandbox/faults', { method, path, fault, times })
    },
    async close() {
      await sandbox.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type Harness = Awaited<ReturnType<typeof startHarness>>
