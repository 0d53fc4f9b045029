import { describe, expect, it } from 'vitest'
import { ResponseShapeError, TaskFailedError } from '../src/index.ts'
import { clientWith, coverItem, ok, project } from './fake-fetch.ts'

const cover = (id: number) => coverItem({ cover_id: id, image_url: `https://x/${id}.png` })

describe('iterateCovers', () => {
  it('walks every page by next_cursor', async () => {
    const { client, calls } = clientWith([
      ok({ has_more: true, next_cursor: 8, list: [cover(10), cover(9), cover(8)] }),
      ok({ has_more: true, next_cursor: 5, list: [cover(7), cover(6), cover(5)] }),
      ok({ has_more: false, next_cursor: 0, list: [cover(4)] }),
    ])
    const ids: number[] = []
    for await (const item of client.iterateCovers({ pageSize: 3 })) ids.push(item.cover_id)
    expect(ids).toEqual([10, 9, 8, 7, 6, 5, 4])
    expect(calls.map((c) => c.url.replace(/^.*\/v1/, ''))).toEqual([
      '/covers?page_size=3',
      '/covers?cursor=8&page_size=3',
      '/covers?cursor=5&page_size=3',
    ])
  })

  it('stops early without fetching further pages when the loop breaks', async () => {
    const { client, calls } = clientWith([
      ok({ has_more: true, next_cursor: 9, list: [cover(10), cover(9)] }),
    ])
    for await (const item of client.iterateCovers()) {
      expect(item.cover_id).toBe(10)
      break
    }
    expect(calls).toHaveLength(1)
  })

  it('fails clearly on a cursor that does not advance', async () => {
    const page = ok({ has_more: true, next_cursor: 8, list: [cover(8)] })
    const { client } = clientWith([page, page])
    const walk = async () => {
      for await (const _ of client.iterateCovers()) void _
    }
    const error = await walk().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect(error).toMatchObject({
      path: 'data.next_cursor',
      message: 'GET /covers: has_more is true but next_cursor 8 does not advance from 8',
    })
  })
})

describe('waitForProject', () => {
  it('polls until the project is no longer processing and reports each read', async () => {
    const { client, sleeps, calls } = clientWith([
      ok(project({ status: 3, progress: 10 })),
      ok(project({ status: 3, progress: 60 })),
      ok(project({ status: 4, progress: 100 })),
    ])
    const progress: number[] = []
    const final = await client.waitForProject('prj-1', {
      intervalMs: 250,
      onProgress: (p) => progress.push(p.progress!),
    })
    expect(final).toMatchObject({ status: 4, progress: 100 })
    expect(progress).toEqual([10, 60, 100])
    expect(sleeps).toEqual([250, 250])
    expect(calls.every((c) => c.method === 'GET')).toBe(true)
  })

  it('uses a custom until predicate', async () => {
    const { client, calls } = clientWith([
      ok(project({ status: 3, progress: 10 })),
      ok(project({ status: 3, progress: 55 })),
    ])
    const final = await client.waitForProject('prj-1', { until: (p) => (p.progress ?? 0) >= 50 })
    expect(final.progress).toBe(55)
    expect(calls).toHaveLength(2)
  })

  it('returns a failed project, or throws TaskFailedError with failOnError', async () => {
    const failed = project({ status: 5, err_code: 'TTS_TIMEOUT', err_msg: 'timed out' })
    const first = clientWith([ok(failed)])
    await expect(first.client.waitForProject('prj-1')).resolves.toMatchObject({ status: 5 })
    const second = clientWith([ok(failed)])
    const error = await second.client
      .waitForProject('prj-1', { failOnError: true })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TaskFailedError)
    expect(error).toMatchObject({
      msg: 'timed out',
      cause: 'TTS_TIMEOUT',
      message: 'project prj-1 failed: timed out',
    })
  })
})
