import { describe, expect, it } from 'vitest'
import { NotFoundError } from '../src/index.ts'
import { clientWith, connectionReset, fail, ok, project } from './fake-fetch.ts'

const failed = project({
  status: 5,
  err_code: 'TTS_TIMEOUT',
  err_msg: 'speech synthesis timed out',
})

describe('after a lost answer to a generation request', () => {
  it('retryProject reads the project and does not resubmit when the retry took effect', async () => {
    const running = project({ status: 3, progress: 0 })
    const { client, calls } = clientWith([connectionReset(), ok(running)])
    const result = await client.retryProject('prj-1')
    expect(result).toEqual({ outcome: 'found', project: running })
    expect(calls.map((c) => `${c.method} ${c.url.replace(/^.*\/v1/, '')}`)).toEqual([
      'POST /project/retry',
      'GET /project?project_id=prj-1',
    ])
    expect(calls[1]!.headers).not.toHaveProperty('idempotency-key')
  })

  it('counts a project already completed again as the retry having taken effect', async () => {
    const { client, calls } = clientWith([{ hang: true }, ok(project({ status: 4 }))], {
      timeoutMs: 20,
    })
    await expect(client.retryProject('prj-1')).resolves.toMatchObject({ outcome: 'found' })
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('retryProject resubmits with the same key while the project is still failed', async () => {
    const accepted = { project_id: 'prj-1', status: 3 }
    const { client, calls } = clientWith([connectionReset(), ok(failed), ok(accepted)])
    await expect(client.retryProject('prj-1')).resolves.toEqual({
      outcome: 'submitted',
      data: accepted,
    })
    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts).toHaveLength(2)
    expect(posts[1]!.headers['idempotency-key']).toBe(posts[0]!.headers['idempotency-key'])
  })

  it('retryProject does not read the project after an answered 5xx', async () => {
    const accepted = { project_id: 'prj-1', status: 3 }
    const { client, calls } = clientWith([fail(503, 50300), ok(accepted)])
    await client.retryProject('prj-1')
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST'])
  })

  it('startAudioTask reads the project, then resubmits with the same key', async () => {
    const task = { task_id: 'atask_1', project_id: 'prj-1', status: 1, progress: 0 }
    const { client, calls } = clientWith([connectionReset(), ok(project()), ok(task)])
    await expect(client.startAudioTask('prj-1')).resolves.toEqual(task)
    expect(calls.map((c) => c.method)).toEqual(['POST', 'GET', 'POST'])
    expect(calls[2]!.headers['idempotency-key']).toBe(calls[0]!.headers['idempotency-key'])
  })

  it('startAudioTask stops when the project is gone', async () => {
    const { client, calls } = clientWith([
      connectionReset(),
      fail(404, 40400, 'project prj-1 not found'),
    ])
    await expect(client.startAudioTask('prj-1')).rejects.toBeInstanceOf(NotFoundError)
    expect(calls.map((c) => c.method)).toEqual(['POST', 'GET'])
  })

  it('designVoice resubmits with the same key (no operation reads a design task)', async () => {
    const result = { batch_id: 'b', task_id: 3, voices: [] }
    const { client, calls } = clientWith([connectionReset(), ok(result)])
    await client.designVoice({ prompt: 'p', preview_text: 't', task_id: 3 })
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST'])
    expect(calls[1]!.headers['idempotency-key']).toBe(calls[0]!.headers['idempotency-key'])
  })

  it('getAudioTaskResult polls by POST without an Idempotency-Key', async () => {
    const task = { task_id: 'atask_1', status: 3, progress: 100, audio_url: 'http://x/a.wav' }
    const { client, calls } = clientWith([fail(503, 50300), ok(task)])
    await expect(client.getAudioTaskResult('atask_1')).resolves.toEqual(task)
    expect(calls).toHaveLength(2)
    for (const call of calls) {
      expect(call).toMatchObject({ method: 'POST', body: { task_id: 'atask_1' } })
      expect(call.headers).not.toHaveProperty('idempotency-key')
    }
  })
})
