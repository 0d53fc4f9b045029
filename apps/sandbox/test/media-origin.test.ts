import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { key, tempDbPath } from './helpers.ts'

/** A raw HTTP request, so the Host header can be anything a hostile client sends. */
function get(base: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { host, 'x-api-key': key } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('media URLs (issue 13 item 4)', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 0 })
  })
  afterAll(() => sandbox.close())

  it('are built from the address the sandbox listens on, never from the Host header', async () => {
    const seed = JSON.parse((await get(sandbox.url, '/_sandbox/seed', 'evil.example')).body)
    const projectId = seed.data.projects.find((p: { state: string }) => p.state === 'completed').id
    for (const path of [
      `/open/podcast/v1/project?project_id=${projectId}`,
      '/open/podcast/v1/capabilities',
      '/open/podcast/v1/covers',
      `/_sandbox/waveforms/${seed.data.waveforms[0]}`,
    ]) {
      const reply = await get(sandbox.url, path, 'evil.example:666')
      expect(reply.status, path).toBe(200)
      expect(reply.body, path).not.toContain('evil.example')
      expect(reply.body, path).toContain(`${sandbox.url}/media/`)
    }
  })

  it('follow publicUrl when one is configured, and refuse one that is not an origin', async () => {
    const configured = await startSandbox({ publicUrl: 'https://media.example:8443' })
    try {
      const reply = await get(configured.url, '/open/podcast/v1/capabilities', 'evil.example')
      expect(JSON.parse(reply.body).data.storage.media_base_url).toBe(
        'https://media.example:8443/media/',
      )
    } finally {
      await configured.close()
    }
    await expect(startSandbox({ publicUrl: 'http://h/x' })).rejects.toThrow(
      'publicUrl "http://h/x" must be only scheme, host and port',
    )
  })
})
