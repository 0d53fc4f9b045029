import { createServer, type Server } from 'node:http'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixtures, runCli } from './run-cli.ts'

let dir = ''
let cleanup = () => {}
beforeAll(() => {
  ;({ dir, cleanup } = copyFixtures())
})
afterAll(() => cleanup())

const corpus = () => join(dir, 'lint')
const corpusFiles = () =>
  readdirSync(corpus())
    .filter((f) => f.endsWith('.json'))
    .sort()

describe('podscene lint', { timeout: 60_000 }, () => {
  it('finds exactly the planted problems of every corpus template, one line each, exit 1', async () => {
    const files = corpusFiles()
    const r = await runCli(['lint', ...files], corpus())
    const expected = files
      .map((f) => readFileSync(join(corpus(), f.replace(/\.json$/, '.expected.txt')), 'utf8'))
      .join('')
    expect(r.stderr).toBe('')
    expect(r.stdout).toBe(expected)
    expect(r.code).toBe(1)
    for (const line of r.stdout.trimEnd().split('\n')) {
      expect(line).toMatch(/^[\w.-]+\.json: \S+ @ \d+-\d+ ms: [a-z-]+: .+$/)
    }
  })

  it('treats unpersisted media (blob:, file:, large data:) as a problem: a line per field, exit 1', async () => {
    const r = await runCli(['lint', 'unpersisted-media.json'], corpus())
    expect(r.code).toBe(1)
    expect(r.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(
        /^unpersisted-media\.json: scene\.tracks\[0\]\.layers\[0\]\.path @ 0-4000 ms: unpersisted-media: blob:/,
      ),
      expect.stringMatching(
        /^unpersisted-media\.json: scene\.tracks\[0\]\.layers\[1\]\.prop\.textInfo\.fontFileName @ 0-4000 ms: unpersisted-media: file:/,
      ),
    ])
  })

  it('prints nothing and exits 0 for the clean template', async () => {
    const r = await runCli(['lint', 'clean.json'], corpus())
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' })
  })

  it('--json prints {file, path, code, message, startMs, endMs} for every problem', async () => {
    const r = await runCli(['lint', '--json', 'off-canvas.json', 'clean.json'], corpus())
    expect(r.code).toBe(1)
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[]
    expect(rows).toHaveLength(2)
    expect(Object.keys(rows[1]!)).toEqual(['file', 'path', 'code', 'message', 'startMs', 'endMs'])
    expect(rows[1]).toMatchObject({
      file: 'off-canvas.json',
      path: 'scene.tracks[0].layers[2]',
      code: 'off-canvas',
      startMs: 1820,
      endMs: 5000,
    })
    const clean = await runCli(['lint', '--json', 'clean.json'], corpus())
    expect(clean).toEqual({ code: 0, stdout: '[]\n', stderr: '' })
  })

  it('exits 2 on unreadable or invalid input, still linting the other files', async () => {
    const r = await runCli(
      ['lint', 'missing.json', '../invalid/truncated.json', 'word-overlap.json'],
      corpus(),
    )
    expect(r.code).toBe(2)
    expect(r.stderr.split('\n')[0]).toBe('missing.json: no such file')
    expect(r.stderr).toContain('../invalid/truncated.json: invalid JSON')
    expect(r.stdout).toBe(readFileSync(join(corpus(), 'word-overlap.expected.txt'), 'utf8'))
  })

  it('--ignore leaves codes out and refuses unknown ones (exit 2)', async () => {
    const r = await runCli(['lint', '--ignore', 'zero-size', 'zero-size.json'], corpus())
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' })
    const bad = await runCli(['lint', '--ignore', 'zero-sise', 'zero-size.json'], corpus())
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("unknown lint code 'zero-sise' in --ignore")
  })

  it('--subtitle-gap raises the gap threshold', async () => {
    const r = await runCli(['lint', '--subtitle-gap', '5000', 'subtitle-gap.json'], corpus())
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' })
  })
})

describe('podscene lint --check-urls', { timeout: 60_000 }, () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/ok.png') res.writeHead(200).end()
      else if (req.url === '/no-head.png') res.writeHead(req.method === 'HEAD' ? 405 : 206).end()
      else res.writeHead(404).end()
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const address = server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  const image = (key: string, path: string) => ({
    key,
    type: 'image',
    x: 0,
    y: 0,
    w: 100,
    h: 100,
    path,
    timeline: { start: 0, end: 3000 },
  })

  it('reports the URLs that do not load as missing-media, with the reason', async () => {
    const sub = join(dir, 'urls')
    mkdirSync(sub, { recursive: true })
    const template = {
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            layers: [
              image('a', `${base}/ok.png`),
              image('b', `${base}/gone.png`),
              image('c', `${base}/no-head.png`),
              image('d', 'http://127.0.0.1:1/refused.png'),
            ],
          },
        ],
      },
    }
    writeFileSync(join(sub, 't.json'), JSON.stringify(template))
    const without = await runCli(['lint', 't.json'], sub)
    expect(without).toEqual({ code: 0, stdout: '', stderr: '' })
    const r = await runCli(['lint', '--check-urls', '--url-timeout', '3000', 't.json'], sub)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(1)
    const lines = r.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(
      `t.json: scene.tracks[0].layers[1].path @ 0-3000 ms: missing-media: ${base}/gone.png does not load (HTTP 404): fix the URL or upload the file again`,
    )
    expect(lines[1]).toMatch(
      /^t\.json: scene\.tracks\[0\]\.layers\[3\]\.path @ 0-3000 ms: missing-media: http:\/\/127\.0\.0\.1:1\/refused\.png does not load \(network error: /,
    )
  })
})
