import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { httpCall, key, tempDbPath, type Envelope } from './helpers.ts'

const invalidTracks = (count: number) => `{"scene":{"tracks":[${'1,'.repeat(count - 1)}1]}}`

async function postText(base: string, path: string, text: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: text,
  })
  return { status: response.status, body: (await response.json()) as Envelope }
}

describe('many invalid entries are answered as bad input, in bounded form (issue 13 items 6–7)', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 0 })
  })
  afterAll(() => sandbox.close())

  it('125,000 invalid tracks: 400 naming the first, listing 100 and counting the rest', async () => {
    const reply = await postText(
      sandbox.url,
      '/open/podcast/v1/image_templates',
      invalidTracks(125_000),
    )
    expect(reply.status).toBe(400)
    expect(reply.body.code).toBe(40000)
    expect(reply.body.msg).toBe(
      'scene.tracks[0]: expected object, got number (and 124999 more problems)',
    )
    expect(reply.body.details.path).toBe('scene.tracks[0]')
    expect(reply.body.details.problem_count).toBe(125_000)
    expect(reply.body.details.problems).toHaveLength(100)
    expect(reply.body.details.problems[99]).toEqual({
      path: 'scene.tracks[99]',
      message: 'expected object, got number',
    })
  }, 60_000) // a limit for slow shared machines, not a measurement

  it('a large valid body still goes through, and the same rules hold for small bodies', async () => {
    const layers = Array.from({ length: 2000 }, (_, i) => ({
      type: 'text',
      x: i,
      name: `layer ${i}`,
    }))
    const big = await httpCall(sandbox.url, 'POST', '/open/podcast/v1/image_templates', {
      body: { scene: { tracks: [{ layers }] } },
    })
    expect(big.status, big.body.msg).toBe(200)
    const small = await postText(sandbox.url, '/open/podcast/v1/image_templates', invalidTracks(3))
    expect(small.status).toBe(400)
    expect(small.body.msg).toBe(
      'scene.tracks[0]: expected object, got number (and 2 more problems)',
    )
    expect(small.body.details.problem_count).toBe(3)
  })
})
