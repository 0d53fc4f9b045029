import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PodsceneClient } from '@podscene/api'
import { startHarness, type Harness } from './api-sandbox-harness.ts'

let harness: Harness
let client: PodsceneClient
const sleeps: number[] = []

beforeAll(async () => {
  harness = await startHarness()
  // Real waits, recorded, so Retry-After can be checked without timing anything.
  client = harness.client({
    timeoutMs: 500,
    retry: { maxAttempts: 6, baseDelayMs: 10, maxDelayMs: 50 },
    sleep: (ms, signal) => {
      sleeps.push(ms)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, ms)
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), {
          once: true,
        })
      })
    },
  })
})
afterAll(() => harness?.close())
beforeEach(async () => {
  sleeps.length = 0
  await harness.raw('DELETE', '/_sandbox/faults')
})

const scene = {
  tracks: [
    { index: 0, key: 'k', type: 'image', layers: [{ key: 'l', type: 'image', custom: { a: 1 } }] },
  ],
}

/** The logged attempts of one logical call: everything sent with its Idempotency-Key. */
async function attemptsWith(key: string | null | undefined) {
  return (await harness.requests()).filter((r) => r.idempotency_key === key)
}

describe('queued faults: the write completes and exactly one resource exists', () => {
  it.each(['429', '500', '503', 'reset', 'reset-after', 'delay:1200'])(
    'createImageTemplate through a %s fault',
    async (fault) => {
      const idempotencyKey = `template-through-${fault}-${Date.now()}`
      const before = (await harness.resources()).image_templates
      await harness.fault('POST', '/image_templates', fault)
      const created = await client.createImageTemplate(
        { aspect_ratio: 1, scene },
        { idempotencyKey },
      )
      const delayMs = fault.startsWith('delay:') ? Number(fault.slice(6)) : 0
      // The abandoned delayed attempt still runs on the server afterwards; let it finish first.
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs + 200))
      expect((await harness.resources()).image_templates).toEqual([...before, created.id])
      const stored = await harness.raw<{ scene: unknown }>(
        'GET',
        `/_sandbox/image_templates/${created.id}`,
      )
      expect(stored.data.scene).toEqual(scene)
      // The sandbox logs a request when it answers; one the client abandoned is not logged.
      const statuses = (await attemptsWith(idempotencyKey)).map((r) => r.status)
      expect(statuses).toHaveLength(delayMs > 0 ? 1 : 2)
      expect(statuses.at(-1)).toBe(200)
    },
  )

  it('honours the Retry-After of an injected 429 and 503', async () => {
    await harness.fault('POST', '/backgrounds', '429')
    await harness.fault('POST', '/backgrounds', '503')
    const origin_url = 'https://cdn.example/faults/retry-after.png'
    await client.addBackground({ origin_url, aspect_ratio: 1, avatar_type: 'pet', typ: 2 })
    expect(sleeps).toEqual([1000, 1000])
    const { backgrounds } = await harness.resources()
    expect(backgrounds.filter((b) => b.origin_url === origin_url)).toHaveLength(1)
  })

  it('updateWaveform applies once through reset-after', async () => {
    const id = (await harness.seed()).waveforms[1]!
    const before = await harness.raw<{ version: number }>('GET', `/_sandbox/waveforms/${id}`)
    await harness.fault('PUT', '/waveforms', 'reset-after')
    const waveformNode = {
      w: 10,
      h: 20,
      prop: { audioPath: 'https://cdn.example/w.wav', waveformConfig: {} },
    }
    const result = await client.updateWaveform({ id, waveformNode })
    expect(result.waveform_info?.waveformNode).toEqual(waveformNode)
    const after = await harness.raw<{ version: number }>('GET', `/_sandbox/waveforms/${id}`)
    expect(after.data.version).toBe(before.data.version + 1)
  })

  it('designVoice designs once through a reset after handling', async () => {
    const before = await harness.resources()
    await harness.fault('POST', '/voices/design', 'reset-after')
    const result = await client.designVoice({ prompt: 'bright', preview_text: 'Hi', task_id: 4242 })
    const after = await harness.resources()
    expect(after.voice_designs.filter((v) => v.task_id === 4242)).toEqual([
      { task_id: 4242, batch_id: result.batch_id },
    ])
    expect(after.credits).toBe(before.credits - 1)
  })

  it('deleteAvatar through a 500 still deletes exactly that avatar', async () => {
    const { avatars } = await harness.seed()
    await harness.fault('DELETE', '/avatars/*', '500')
    await expect(client.deleteAvatar(avatars.at(-1)!)).resolves.toEqual({})
    expect((await harness.seed()).avatars).toEqual(avatars.slice(0, -1))
  })

  it('reads retry GET polling through faults, never with an Idempotency-Key', async () => {
    const { projects } = await harness.seed()
    await harness.fault('GET', '/project', 'reset')
    await harness.fault('GET', '/project', '500')
    const project = await client.getProject(projects[0]!.id)
    expect(project.id).toBe(projects[0]!.id)
    const reads = (await harness.requests()).filter((r) =>
      r.path.startsWith('/open/podcast/v1/project?'),
    )
    expect(reads.slice(-3).map((r) => r.status)).toEqual([0, 500, 200])
    expect(reads.every((r) => r.idempotency_key === null)).toBe(true)
  })
})

describe('a lost answer to a generation request', () => {
  it('retryProject: the answer is lost after the retry ran → reads the project, does not resubmit', async () => {
    const fresh = await startHarness({ retryMs: 60_000 })
    try {
      const c = fresh.client({ retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 20 } })
      const failed = (await fresh.seed()).projects.find((p) => p.state === 'failed')!
      await fresh.fault('POST', '/project/retry', 'reset-after')
      const result = await c.retryProject(failed.id)
      expect(result.outcome).toBe('found')
      if (result.outcome === 'found') expect(result.project.status).toBe(3)
      const log = await fresh.requests()
      const posts = log.filter((r) => r.path.endsWith('/project/retry'))
      expect(posts).toHaveLength(1)
      expect(posts[0]!.note).toMatch(/reset after handling/)
      const reads = log.filter((r) => r.path.startsWith('/open/podcast/v1/project?'))
      expect(reads).toHaveLength(1)
    } finally {
      await fresh.close()
    }
  })

  it('retryProject: the request never arrived → reads the project (still failed), resubmits once', async () => {
    const fresh = await startHarness({ retryMs: 60_000 })
    try {
      const c = fresh.client({ retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 20 } })
      const failed = (await fresh.seed()).projects.find((p) => p.state === 'failed')!
      await fresh.fault('POST', '/project/retry', 'reset')
      const result = await c.retryProject(failed.id)
      expect(result.outcome).toBe('submitted')
      const log = await fresh.requests()
      const relevant = log.filter((r) => r.path.includes('/project'))
      expect(relevant.map((r) => `${r.method} ${r.status}`)).toEqual([
        'POST 0',
        'GET 200',
        'POST 200',
      ])
      expect(relevant[2]!.idempotency_key).toBe(relevant[0]!.idempotency_key)
      expect((await c.getProject(failed.id)).status).toBe(3)
    } finally {
      await fresh.close()
    }
  })

  it('startAudioTask: reads the project, then the keyed resubmission returns the one task', async () => {
    const { projects, audio_tasks: before } = await harness.seed()
    await harness.fault('POST', '/audio/tasks', 'reset-after')
    const completed = projects.find((p) => p.state === 'completed')!
    const task = await client.startAudioTask(completed.id)
    const { audio_tasks: after } = await harness.seed()
    expect(after).toEqual([...before, task.task_id])
    const log = (await harness.requests()).slice(-3)
    expect(log.map((r) => `${r.method} ${r.status}`)).toEqual(['POST 0', 'GET 200', 'POST 200'])
    expect(log[2]!.idempotency_key).toBe(log[0]!.idempotency_key)
  })

  it('a timeout while the sandbox is still working: the duplicate waits for the first, one resource', async () => {
    const slow = await startHarness({ workDelayMs: 1000 })
    try {
      const c = slow.client({
        timeoutMs: 300,
        retry: { maxAttempts: 10, baseDelayMs: 10, maxDelayMs: 20 },
      })
      const created = await c.createImageTemplate({ aspect_ratio: 0, scene })
      expect((await slow.resources()).image_templates).toEqual([created.id])
      const keys = (await slow.requests())
        .filter((r) => r.path.endsWith('/image_templates'))
        .map((r) => r.idempotency_key)
      expect(new Set(keys).size).toBe(1)
    } finally {
      await slow.close()
    }
  })
})
