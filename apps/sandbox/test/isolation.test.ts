import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { api, call, newApp, otherKey, projectIn, seedOf } from './helpers.ts'

describe('two Spaces are isolated', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await newApp()
  })
  afterAll(() => app.close())

  it('seeds each Space with its own resources', async () => {
    const demo = await seedOf(app)
    const other = await seedOf(app, otherKey)
    expect(demo.space).toBe('demo')
    expect(other.space).toBe('other')
    for (const kind of ['waveforms', 'avatars', 'covers'] as const) {
      expect(demo[kind].filter((id) => other[kind].includes(id))).toEqual([])
    }
    for (const state of ['completed', 'processing', 'failed']) {
      expect(demo.projects.some((p) => p.state === state)).toBe(true)
      expect(other.projects.some((p) => p.state === state)).toBe(true)
    }
  })

  it("answers 404 (not 403) for another Space's ids on every kind of resource", async () => {
    const demo = await seedOf(app)
    const template = await call(app, 'POST', `${api}/image_templates`, {
      body: { scene: { tracks: [] } },
    })
    const task = await call(app, 'POST', `${api}/audio/tasks`, {
      body: { project_id: projectIn(demo, 'completed') },
    })
    const attempts: Array<[string, string, unknown]> = [
      ['GET', `${api}/project?project_id=${projectIn(demo, 'completed')}`, undefined],
      [
        'PUT',
        `${api}/project/title`,
        { project_id: projectIn(demo, 'completed'), title: 'hijack' },
      ],
      ['POST', `${api}/project/retry`, { project_id: projectIn(demo, 'failed') }],
      ['PUT', `${api}/waveforms`, { id: demo.waveforms[0], waveformNode: { w: 1, h: 1 } }],
      ['DELETE', `${api}/avatars/${demo.avatars[0]}`, undefined],
      ['POST', `${api}/audio/tasks`, { project_id: projectIn(demo, 'completed') }],
      ['POST', `${api}/audio/tasks/result`, { task_id: task.body.data.task_id }],
      ['GET', `/_sandbox/image_templates/${template.body.data.id}`, undefined],
      ['GET', `/_sandbox/waveforms/${demo.waveforms[0]}`, undefined],
    ]
    for (const [method, url, body] of attempts) {
      const reply = await call(app, method, url, { key: otherKey, body })
      expect(reply.status, `${method} ${url}`).toBe(404)
      expect(reply.body.code).toBe(40400)
    }
    const record = await call(
      app,
      'GET',
      `${api}/project?project_id=${projectIn(demo, 'completed')}`,
    )
    expect(record.body.data.title).not.toBe('hijack')
    expect((await seedOf(app)).avatars).toContain(demo.avatars[0])
  })

  it('lists only the caller Space covers, request log and resources', async () => {
    const other = await seedOf(app, otherKey)
    const covers = await call(app, 'GET', `${api}/covers?page_size=100`, { key: otherKey })
    expect(covers.body.data.list.map((c: { cover_id: number }) => c.cover_id)).toEqual(other.covers)
    await call(app, 'POST', `${api}/backgrounds`, {
      body: {
        origin_url: 'https://a.test/mine.png',
        aspect_ratio: 0,
        avatar_type: 'default',
        typ: 0,
      },
    })
    const theirResources = await call(app, 'GET', '/_sandbox/resources', { key: otherKey })
    expect(theirResources.body.data.backgrounds).toEqual([])
    const theirLog = await call(app, 'GET', '/_sandbox/requests', { key: otherKey })
    expect(
      theirLog.body.data.requests.some((r: { path: string }) => r.path.endsWith('/backgrounds')),
    ).toBe(false)
  })
})
