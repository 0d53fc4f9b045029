import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../src/index.ts'
import { tempDbPath } from './helpers.ts'

describe('GET /fonts/<file> (the font library, issue 24)', () => {
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox({ dbPath: tempDbPath(), rateLimitPerMinute: 0 })
  })
  afterAll(() => sandbox.close())

  it('serves a family manifest and its woff2 files without a key', async () => {
    const manifest = await fetch(`${sandbox.url}/fonts/inter.json`)
    expect(manifest.status).toBe(200)
    const { family, faces } = (await manifest.json()) as {
      family: string
      faces: { file: string; weight: number }[]
    }
    expect(family).toBe('Inter')
    expect(faces.map((f) => f.weight).sort()).toEqual([400, 400, 700, 700])
    const file = await fetch(`${sandbox.url}/fonts/${faces[0]!.file}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('font/woff2')
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('wOF2')
  })

  it('answers 404 for files outside the listed weights and for anything else', async () => {
    for (const name of ['inter-latin-900-normal.woff2', 'nope.json', '..%2Fpackage.json']) {
      const response = await fetch(`${sandbox.url}/fonts/${name}`)
      expect(response.status, name).toBe(404)
      expect(((await response.json()) as { code: number }).code).toBe(40400)
    }
  })
})
