import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type SandboxOptions } from '../src/index.ts'

export const key = 'sandbox-key'
export const otherKey = 'sandbox-key-2'
export const readonlyKey = 'sandbox-readonly'
export const api = '/open/podcast/v1'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read envelope data loosely
export type Loose = any

export type Reply = { status: number; headers: Record<string, unknown>; body: Envelope }
export type Envelope = {
  code: number
  msg: string
  cause: string
  details: Loose
  rid: string
  data: Loose
}

export function tempDbPath(): string {
  return join(mkdtempSync(join(tmpdir(), 'podscene-sandbox-')), 'sandbox.db')
}

/** A controllable clock for progress and rate-limit tests. */
export function manualClock(start = Date.UTC(2026, 0, 1)) {
  let t = start
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

export async function newApp(options: SandboxOptions = {}): Promise<FastifyInstance> {
  return buildApp({ rateLimitPerMinute: 0, ...options })
}

type CallOptions = {
  key?: string | null
  body?: unknown
  raw?: string
  contentType?: string
  headers?: Record<string, string>
}

/** One request through `inject`, returning status, headers and the parsed envelope. */
export async function call(
  app: FastifyInstance,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers }
  const apiKey = options.key === undefined ? key : options.key
  if (apiKey !== null) headers['x-api-key'] = apiKey
  let payload: string | undefined
  if (options.raw !== undefined) payload = options.raw
  else if (options.body !== undefined) payload = JSON.stringify(options.body)
  if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json'
  const response = await app.inject({ method: method as 'GET', url, headers, payload })
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as Envelope,
  }
}

export async function seedOf(app: FastifyInstance, apiKey = key) {
  const reply = await call(app, 'GET', '/_sandbox/seed', { key: apiKey })
  return reply.body.data as {
    space: string
    projects: Array<{ id: string; state: string }>
    waveforms: number[]
    avatars: number[]
    covers: number[]
    audio_tasks: string[]
  }
}

export function projectIn(seed: Awaited<ReturnType<typeof seedOf>>, state: string): string {
  const project = seed.projects.find((p) => p.state === state)
  if (!project) throw new Error(`no ${state} project in the seed`)
  return project.id
}

/** Real HTTP over loopback. */
export async function httpCall(
  base: string,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'x-api-key': options.key ?? key, ...options.headers }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const responseHeaders: Record<string, string> = {}
  response.headers.forEach((value, name) => (responseHeaders[name] = value))
  return {
    status: response.status,
    headers: responseHeaders,
    body: (await response.json()) as Envelope,
  }
}
