import { describe, expect, it } from 'vitest'
import {
  AuthenticationError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  InvalidRequestError,
  NotFoundError,
  PodsceneApiError,
  RateLimitError,
  ResponseShapeError,
  ServerError,
  TaskFailedError,
} from '../src/index.ts'
import { clientWith, coverItem, fail, ok } from './fake-fetch.ts'

const noRetry = { retry: { maxAttempts: 1 } }

describe('error mapping', () => {
  it.each([
    [400, 40000, InvalidRequestError, 'invalid_request'],
    [401, 40100, AuthenticationError, 'authentication'],
    [403, 40300, AuthenticationError, 'authentication'],
    [402, 40200, InsufficientCreditsError, 'insufficient_credits'],
    [404, 40400, NotFoundError, 'not_found'],
    [409, 40900, IdempotencyConflictError, 'idempotency_conflict'],
    [413, 41300, InvalidRequestError, 'invalid_request'],
    [429, 42900, RateLimitError, 'rate_limit'],
    [500, 50000, ServerError, 'server'],
    [503, 50300, ServerError, 'server'],
    [422, 42200, TaskFailedError, 'task_failed'],
  ])('HTTP %i with code %i → %o', async (status, code, type, kind) => {
    const { client } = clientWith([fail(status, code, 'nope')], noRetry)
    const error = await client.getWebhookEvents().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(type)
    expect(error).toBeInstanceOf(PodsceneApiError)
    expect(error).toMatchObject({
      kind,
      status,
      code,
      msg: 'nope',
      rid: 'rid-fail',
      cause: 'test_cause',
    })
  })

  it.each([
    [40000, InvalidRequestError],
    [40100, AuthenticationError],
    [40300, AuthenticationError],
    [40200, InsufficientCreditsError],
    [40400, NotFoundError],
    [40900, IdempotencyConflictError],
    [42200, TaskFailedError],
    [42900, RateLimitError],
    [50000, ServerError],
  ])('HTTP 200 with non-zero code %i is a failure → %o', async (code, type) => {
    const { client } = clientWith([fail(200, code)], noRetry)
    await expect(client.getWebhookEvents()).rejects.toBeInstanceOf(type)
  })

  it('maps by status before code', async () => {
    const { client } = clientWith([fail(404, 40000, 'gone')], noRetry)
    await expect(client.getWebhookEvents()).rejects.toBeInstanceOf(NotFoundError)
  })

  it('a 400 carrying a task-failure code is a TaskFailedError', async () => {
    const { client } = clientWith([fail(400, 42200)], noRetry)
    await expect(client.getWebhookEvents()).rejects.toBeInstanceOf(TaskFailedError)
  })

  it('an unknown non-zero code on 200 is a plain PodsceneApiError', async () => {
    const { client } = clientWith([fail(200, 12345, 'odd')], noRetry)
    const error = await client.getWebhookEvents().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PodsceneApiError)
    expect(error).toMatchObject({ kind: 'api', code: 12345, msg: 'odd' })
  })

  it('names the field of an invalid request from details', async () => {
    const details = { path: 'scene.tracks[0].layers', reason: 'required' }
    const { client } = clientWith([
      fail(400, 40000, 'scene.tracks[0].layers: required', { details }),
    ])
    const error = (await client
      .createImageTemplate({ aspect_ratio: 0, scene: { tracks: [] } })
      .catch((e: unknown) => e)) as InvalidRequestError
    expect(error.fieldPath).toBe('scene.tracks[0].layers')
    expect(error.details).toEqual(details)
    expect(error.message).toBe(
      'POST /image_templates failed: HTTP 400, code 40000: scene.tracks[0].layers: required',
    )
  })

  it.each([
    [{ field: 'origin_url' }, 'origin_url'],
    [{ field_path: 'typ' }, 'typ'],
    [{ errors: [{ path: ['scene', 'tracks', 1, 'x'] }] }, 'scene.tracks[1].x'],
    [[{ fieldPath: 'aspect_ratio' }], 'aspect_ratio'],
    [{ reason: 'bad' }, undefined],
    [null, undefined],
  ])('reads the field path from details %j', async (details, fieldPath) => {
    const { client } = clientWith([fail(400, 40000, 'bad', { details })])
    const error = (await client.getWebhookEvents().catch((e: unknown) => e)) as InvalidRequestError
    expect(error.fieldPath).toBe(fieldPath)
  })

  it('a non-JSON 502 from a proxy is a ServerError', async () => {
    const { client } = clientWith([{ status: 502, text: '<html>Bad Gateway</html>' }], noRetry)
    const error = await client.getWebhookEvents().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServerError)
    expect((error as Error).message).toBe(
      'GET /webhook_events failed: HTTP 502 (response is not an envelope: the body is not JSON)',
    )
  })
})

describe('response shape', () => {
  it('a 200 that is not JSON is a ResponseShapeError', async () => {
    const { client } = clientWith([{ status: 200, text: 'OK' }])
    const error = await client.getWebhookEvents().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect(error).toMatchObject({ path: '(body)' })
  })

  it('an envelope without a numeric code names `code`', async () => {
    const { client } = clientWith([
      { status: 200, body: { code: '0', msg: 'ok', rid: 'r', data: {} } },
    ])
    const error = await client.getWebhookEvents().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect(error).toMatchObject({ path: 'code' })
    expect((error as Error).message).toBe(
      'GET /webhook_events: response is not an envelope: code: expected number, got string',
    )
  })

  it('names the path of data that does not fit the schema', async () => {
    const page = {
      has_more: false,
      next_cursor: 0,
      list: [coverItem({ cover_id: 'seven', image_url: 'x' })],
    }
    const { client, calls } = clientWith([ok(page, 'rid-shape'), ok(page)])
    const error = await client.listCovers().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect(error).toMatchObject({
      path: 'data.list[0].cover_id',
      rid: 'rid-shape',
      status: 200,
      code: 0,
    })
    expect((error as Error).message).toBe(
      'GET /covers: response does not fit the schema: data.list[0].cover_id: expected number, got string',
    )
    expect(calls).toHaveLength(1)
  })

  it('names missing data', async () => {
    const { client } = clientWith([ok(undefined)])
    await expect(client.getWebhookEvents()).rejects.toMatchObject({
      kind: 'response_shape',
      path: 'data',
      message:
        'GET /webhook_events: response does not fit the schema: data: missing required field, expected object',
    })
  })

  it('names a data field of the wrong type', async () => {
    const { client } = clientWith([ok({ events: 'a' })])
    await expect(client.getWebhookEvents()).rejects.toMatchObject({
      path: 'data.events',
      message:
        'GET /webhook_events: response does not fit the schema: data.events: expected array, got string',
    })
  })

  it('rejects a `__proto__` key anywhere in the body', async () => {
    const text = '{"code":0,"msg":"ok","rid":"r","data":{"events":[],"x":{"__proto__":{"a":1}}}}'
    const { client } = clientWith([{ status: 200, text }])
    await expect(client.getWebhookEvents()).rejects.toMatchObject({
      kind: 'response_shape',
      path: 'data.x.__proto__',
    })
  })

  it('returns the data exactly as sent: key order, unknown fields and nulls', async () => {
    // Known fields last, so a copy rebuilt in schema order would differ in its key order.
    const data = { vendor: { z: [1, null], a: null }, none: null, events: ['a'] }
    const { client } = clientWith([ok(data)])
    const events = await client.getWebhookEvents()
    expect(JSON.stringify(events)).toBe(JSON.stringify(data))
    expect(Object.keys(events)).toEqual(['vendor', 'none', 'events'])
  })

  it('returns nested records as sent (covers page, project with scenes)', async () => {
    const page = {
      list: [
        coverItem({ image_url: 'https://cdn.example/c.png', extra: { b: 2, a: 1 }, cover_id: 7 }),
      ],
      next_cursor: 0,
      has_more: false,
    }
    const scene = {
      tracks: [
        {
          layers: [{ y: 2, x: 1, vendor: null, type: 'image', key: 'photo' }],
          type: 'image',
          key: 'bg',
          index: 0,
        },
      ],
      key: 's0',
    }
    const record = { scenes: [scene], status: 4, title: 'T', id: 'p1', aspect_ratio: null }
    const { client } = clientWith([ok(page), ok(record)])
    expect(JSON.stringify(await client.listCovers())).toBe(JSON.stringify(page))
    expect(JSON.stringify(await client.getProject('p1'))).toBe(JSON.stringify(record))
  })
})
