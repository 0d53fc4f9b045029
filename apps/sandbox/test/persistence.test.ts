import { describe, expect, it } from 'vitest'
import { startSandbox } from '../src/index.ts'
import { api, httpCall, tempDbPath } from './helpers.ts'

describe('restart persistence', () => {
  it('keeps written data, renames, deletions, credits and recorded idempotent responses across a restart', async () => {
    const dbPath = tempDbPath()
    const scene = {
      tracks: [{ index: 0, layers: [{ type: 'text', x: 1.5, odd: { kept: true } }] }],
      extra: null,
    }
    const first = await startSandbox({ port: 0, dbPath })
    const seed = (await httpCall(first.url, 'GET', '/_sandbox/seed')).body.data
    const project = seed.projects.find((p: { state: string }) => p.state === 'completed').id
    const template = await httpCall(first.url, 'POST', `${api}/image_templates`, {
      body: { scene, aspect_ratio: 1 },
      headers: { 'idempotency-key': 'persist-1' },
    })
    await httpCall(first.url, 'PUT', `${api}/project/title`, {
      body: { project_id: project, title: 'Survives restarts' },
    })
    await httpCall(first.url, 'DELETE', `${api}/avatars/${seed.avatars[0]}`)
    await httpCall(first.url, 'POST', `${api}/voices/design`, { body: { prompt: 'bright' } })
    await first.close()

    const second = await startSandbox({ port: 0, dbPath })
    try {
      const again = (await httpCall(second.url, 'GET', '/_sandbox/seed')).body.data
      expect(again.projects.map((p: { id: string }) => p.id)).toEqual(
        expect.arrayContaining(seed.projects.map((p: { id: string }) => p.id)),
      )
      expect(again.avatars).not.toContain(seed.avatars[0])
      expect(again.covers).toEqual(seed.covers)
      const stored = await httpCall(
        second.url,
        'GET',
        `/_sandbox/image_templates/${template.body.data.id}`,
      )
      expect(stored.body.data).toEqual({ id: template.body.data.id, aspect_ratio: 1, scene })
      const record = await httpCall(second.url, 'GET', `${api}/project?project_id=${project}`)
      expect(record.body.data.title).toBe('Survives restarts')
      const replay = await httpCall(second.url, 'POST', `${api}/image_templates`, {
        body: { scene, aspect_ratio: 1 },
        headers: { 'idempotency-key': 'persist-1' },
      })
      expect(replay.headers['idempotent-replayed']).toBe('true')
      expect(replay.body.data.id).toBe(template.body.data.id)
      const resources = (await httpCall(second.url, 'GET', '/_sandbox/resources')).body.data
      expect(resources.image_templates).toEqual([template.body.data.id])
      expect(resources.credits).toBe(99)
    } finally {
      await second.close()
    }
  })
})
