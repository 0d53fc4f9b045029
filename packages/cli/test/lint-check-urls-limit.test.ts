import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from './run-cli.ts'

/**
 * Issue 26 item 10: `lint --check-urls` with many URLs that never answer took about 190 s for 300
 * of them at the default per-URL limit. An overall limit now ends the run, and the URLs it left
 * are reported by name as not checked.
 */
describe('podscene lint --check-urls-timeout', { timeout: 60_000 }, () => {
  let server: Server
  let base = ''
  let dir = ''
  const hanging = new Set<ServerResponse>()
  let requests = 0
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'podscene-lint-limit-'))
    server = createServer((req, res) => {
      requests++
      if (req.url === '/ok.png') res.writeHead(200).end()
      else hanging.add(res) // never answers; closed with the server
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const address = server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>((done) => server.close(() => done()))
    rmSync(dir, { recursive: true, force: true })
  })

  const image = (i: number, path: string) => ({
    key: `l${i}`,
    type: 'image',
    x: 0,
    y: 0,
    w: 100,
    h: 100,
    path,
    timeline: { start: 0, end: 1000 },
  })

  it('stops checking when the overall limit runs out and names every URL not checked', async () => {
    const urls = [`${base}/ok.png`, ...Array.from({ length: 40 }, (_, i) => `${base}/hang/${i}`)]
    const template = {
      aspect_ratio: 1,
      scene: { tracks: [{ layers: urls.map((url, i) => image(i, url)) }] },
    }
    writeFileSync(join(dir, 't.json'), JSON.stringify(template))
    // At the default --url-timeout (5 s), 8 at a time, the 40 hanging URLs alone would take 25 s.
    const r = await runCli(
      ['lint', '--check-urls', '--check-urls-timeout', '1000', 't.json'],
      dir,
      {
        timeoutMs: 30_000,
      },
    )
    expect(r.code).toBe(1)
    const reason = 'not checked: the overall limit --check-urls-timeout 1000 ms ran out'
    expect(r.stdout.trimEnd().split('\n')).toEqual(
      urls
        .slice(1)
        .map(
          (url, i) =>
            `t.json: scene.tracks[0].layers[${i + 1}].path @ 0-1000 ms: missing-media: ${url} does not load (${reason}): fix the URL or upload the file again`,
        ),
    )
    expect(r.stderr).toBe(
      `podscene lint: 40 media URLs not checked: the overall limit --check-urls-timeout 1000 ms ran out (reported as missing-media "not checked")\n`,
    )
    // Only the first batch (8 at a time) ever reached the server: the rest were never fetched.
    expect(requests).toBeLessThanOrEqual(9)
  })

  it('refuses a limit that is not a number of ms above 0', async () => {
    writeFileSync(join(dir, 'empty.json'), JSON.stringify({ tracks: [] }))
    const r = await runCli(['lint', '--check-urls', '--check-urls-timeout', '0', 'empty.json'], dir)
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("--check-urls-timeout needs a number of ms above 0, got '0'")
  })
})
