import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { api, call, manualClock, newApp, projectIn, seedOf, tempDbPath } from './helpers.ts'

describe('work that progresses over time', () => {
  it('advances a processing project from its start time until it completes, across a restart', async () => {
    const clock = manualClock()
    const dbPath = tempDbPath()
    const first = await newApp({ dbPath, now: clock.now, processingMs: 100_000 })
    const id = projectIn(await seedOf(first), 'processing')
    const read = async (app: typeof first) =>
      (await call(app, 'GET', `${api}/project?project_id=${id}`)).body.data
    expect(await read(first)).toMatchObject({ status: 3, progress: 0, video_url: '', scenes: [] })
    clock.advance(25_000)
    expect(await read(first)).toMatchObject({ status: 3, progress: 25, estimated_wait_time: 75 })
    await first.close()

    clock.advance(50_000)
    const second = await newApp({ dbPath, now: clock.now, processingMs: 100_000 })
    try {
      expect(await read(second)).toMatchObject({ status: 3, progress: 75 })
      clock.advance(25_000)
      const done = await read(second)
      expect(done).toMatchObject({ status: 4, progress: 100 })
      expect(done.video_url).toMatch(/\/media\/audio\/render\.wav$/)
      expect(done.scenes.length).toBeGreaterThan(0)
    } finally {
      await second.close()
    }
  })

  it('retries a failed project into processing and then completed', async () => {
    const clock = manualClock()
    const app = await newApp({ now: clock.now, retryMs: 10_000 })
    try {
      const id = projectIn(await seedOf(app), 'failed')
      const failed = (await call(app, 'GET', `${api}/project?project_id=${id}`)).body.data
      expect(failed).toMatchObject({ status: 5 })
      expect(failed.err_msg).not.toBe('')
      await call(app, 'POST', `${api}/project/retry`, { body: { project_id: id } })
      clock.advance(5_000)
      expect((await call(app, 'GET', `${api}/project?project_id=${id}`)).body.data).toMatchObject({
        status: 3,
        progress: 50,
        err_msg: '',
      })
      clock.advance(5_000)
      expect((await call(app, 'GET', `${api}/project?project_id=${id}`)).body.data).toMatchObject({
        status: 4,
        progress: 100,
      })
      const again = await call(app, 'POST', `${api}/project/retry`, { body: { project_id: id } })
      expect(again.status).toBe(400)
    } finally {
      await app.close()
    }
  })

  it('tops a Space up with a processing and a failed project at start when time has used them up', async () => {
    const clock = manualClock()
    const dbPath = tempDbPath()
    const first = await newApp({ dbPath, now: clock.now, processingMs: 1_000, retryMs: 1_000 })
    const seed = await seedOf(first)
    await call(first, 'POST', `${api}/project/retry`, {
      body: { project_id: projectIn(seed, 'failed') },
    })
    clock.advance(2_000)
    expect((await seedOf(first)).projects.map((p) => p.state)).toEqual([
      'completed',
      'completed',
      'completed',
    ])
    await first.close()
    const second = await newApp({ dbPath, now: clock.now })
    try {
      const states = (await seedOf(second)).projects.map((p) => p.state).sort()
      expect(states).toEqual(['completed', 'completed', 'completed', 'failed', 'processing'])
    } finally {
      await second.close()
    }
  })

  it('runs audio tasks from queued through running to success', async () => {
    const clock = manualClock()
    const app = await newApp({ now: clock.now, audioTaskMs: 10_000 })
    try {
      const started = await call(app, 'POST', `${api}/audio/tasks`, {
        body: { project_id: projectIn(await seedOf(app), 'completed') },
      })
      const taskId = started.body.data.task_id
      expect(started.body.data).toMatchObject({ status: 1, progress: 0, audio_url: '' })
      clock.advance(5_000)
      expect((await call(app, 'GET', `${api}/audio/tasks/${taskId}`)).body.data).toMatchObject({
        status: 2,
        progress: 50,
      })
      clock.advance(5_000)
      const done = (
        await call(app, 'POST', `${api}/audio/tasks/result`, { body: { task_id: taskId } })
      ).body.data
      expect(done).toMatchObject({ status: 3, progress: 100 })
      expect(done.audio_url).toMatch(/\.wav$/)
    } finally {
      await app.close()
    }
  })
})

describe('credits', () => {
  it('answers 402 when the Space has no credits left for a voice design', async () => {
    const app = await newApp({ credits: 1 })
    try {
      expect(
        (await call(app, 'POST', `${api}/voices/design`, { body: { prompt: 'one' } })).body.code,
      ).toBe(0)
      const broke = await call(app, 'POST', `${api}/voices/design`, { body: { prompt: 'two' } })
      expect(broke.status).toBe(402)
      expect(broke.body).toMatchObject({ code: 40200, details: { balance: 0, required: 1 } })
      const headers = { 'idempotency-key': 'broke-once' }
      const keyed = await call(app, 'POST', `${api}/voices/design`, {
        body: { prompt: 'k' },
        headers,
      })
      expect(keyed.status).toBe(402)
      await call(app, 'POST', '/_sandbox/credits', { body: { balance: 5 } })
      // Spec §7 rule 7: a replay is request history, not the current credit state.
      const replayed = await call(app, 'POST', `${api}/voices/design`, {
        body: { prompt: 'k' },
        headers,
      })
      expect(replayed.status).toBe(402)
      expect(replayed.headers['idempotent-replayed']).toBe('true')
      expect(
        (await call(app, 'POST', `${api}/voices/design`, { body: { prompt: 'three' } })).body.code,
      ).toBe(0)
    } finally {
      await app.close()
    }
  })
})

describe('generated media', () => {
  it('serves decodable PNG images and PCM WAV audio, with byte ranges', async () => {
    const app = await newApp()
    try {
      const png = (await app.inject({ method: 'GET', url: '/media/images/host-left.png' }))
        .rawPayload
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      const width = png.readUInt32BE(16)
      const height = png.readUInt32BE(20)
      const idatLength = png.readUInt32BE(33)
      expect(png.subarray(37, 41).toString()).toBe('IDAT')
      expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe((width * 3 + 1) * height)

      const wav = (await app.inject({ method: 'GET', url: '/media/audio/scene-0.wav' })).rawPayload
      expect(wav.subarray(0, 4).toString()).toBe('RIFF')
      expect(wav.subarray(8, 12).toString()).toBe('WAVE')
      expect(wav.readUInt32LE(40)).toBe(wav.length - 44)
      expect(wav.readUInt32LE(40) / 2 / wav.readUInt32LE(24)).toBeCloseTo(6, 5)

      const part = await app.inject({
        method: 'GET',
        url: '/media/audio/scene-0.wav',
        headers: { range: 'bytes=0-99' },
      })
      expect(part.statusCode).toBe(206)
      expect(part.rawPayload.length).toBe(100)
      expect(part.headers['content-range']).toBe(`bytes 0-99/${wav.length}`)

      const missing = await app.inject({ method: 'GET', url: '/media/images/nope.png' })
      expect(missing.statusCode).toBe(404)
      expect(missing.json().code).toBe(40400)
    } finally {
      await app.close()
    }
  })
})
