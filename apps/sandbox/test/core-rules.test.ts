import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { key, tempDbPath, type Envelope } from './helpers.ts'

/** POSTs raw JSON text over loopback and returns status and envelope. */
async function postRaw(base: string, path: string, text: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: text,
  })
  return { status: response.status, body: (await response.json()) as Envelope }
}

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

describe("bodies are held to core's rules (issue 13 item 10)", () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 0 })
  })
  afterAll(() => sandbox.close())

  it('rejects a __proto__ key at any depth, naming where it is', async () => {
    const reply = await postRaw(
      sandbox.url,
      '/open/podcast/v1/image_templates',
      '{"scene":{"tracks":[{"layers":[{"type":"text","__proto__":{"x":1}}]}]}}',
    )
    expect(reply.status).toBe(400)
    expect(reply.body.details.path).toBe('scene.tracks[0].layers[0].__proto__')
    expect(reply.body.msg).toContain('the key "__proto__" is not allowed')
    const voice = await postRaw(
      sandbox.url,
      '/open/podcast/v1/voices/design',
      '{"prompt":"warm","extra":{"__proto__":{}}}',
    )
    expect(voice.status).toBe(400)
    expect(voice.body.details.path).toBe('extra.__proto__')
  })

  it('rejects nesting deeper than core allows (64 levels) and accepts what core accepts', async () => {
    const tooDeep = await postRaw(
      sandbox.url,
      '/open/podcast/v1/image_templates',
      `{"scene":{"tracks":[],"extra":${nested(63)}}}`,
    )
    expect(tooDeep.status).toBe(400)
    expect(tooDeep.body.msg).toMatch(/nested deeper than the limit of 64 levels/)
    const deepest = await postRaw(
      sandbox.url,
      '/open/podcast/v1/image_templates',
      `{"scene":{"tracks":[],"extra":${nested(62)}}}`,
    )
    expect(deepest.status).toBe(200)
  })
})
