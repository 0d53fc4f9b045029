// Issue 26 items 2, 6 and 10, rerun black-box against the `podscene` CLI: internal media in every
// spelling, redirects and non-media types through `podscene render`, two endlessly streaming
// waveform audios, and `lint --check-urls` over 300 URLs that never answer. Prints time and bytes.
// Run: pnpm bench media-attacks (or: pnpm exec tsx test/bench/media-attacks.bench.ts [repo root]);
// a repository root as argument runs that tree's CLI instead (e.g. a `git archive` of an older
// commit, to compare). Takes about 2–4 minutes; asserts nothing.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const here = resolve(import.meta.dirname, '../..')
const root = resolve(process.argv[2] ?? here)
const TSX = join(here, 'node_modules/.bin/tsx')
const MAIN = join(root, 'packages/cli/src/main.ts')

const stats = { requests: 0, bytes: 0 }
const hanging = new Set<ServerResponse>()
// Not a real PNG: the point is whether it is fetched at all.
const image = Buffer.from('\x89PNG\r\n\x1a\n internal service pixels', 'latin1')
const wavHeader = Buffer.alloc(44)
wavHeader.write('RIFF', 0, 'ascii')
wavHeader.writeUInt32LE(0xffffffff, 4)
wavHeader.write('WAVEfmt ', 8, 'ascii')
wavHeader.writeUInt32LE(16, 16)
wavHeader.writeUInt16LE(1, 20)
wavHeader.writeUInt16LE(1, 22)
wavHeader.writeUInt32LE(8000, 24)
wavHeader.writeUInt32LE(16000, 28)
wavHeader.writeUInt16LE(2, 32)
wavHeader.writeUInt16LE(16, 34)
wavHeader.write('data', 36, 'ascii')
wavHeader.writeUInt32LE(0xffffffff - 36, 40)
const CHUNK = Buffer.alloc(256 * 1024, 7)
const CAP = 8 * 1024 ** 3 // the endless audio stops at 8 GiB in all

const service = createServer((request, response) => {
  stats.requests++
  const url = new URL(request.url ?? '/', 'http://x')
  if (url.pathname === '/red.png') {
    stats.bytes += image.length
    response.writeHead(200, { 'content-type': 'image/png' }).end(image)
  } else if (url.pathname === '/octet')
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(image)
  else if (url.pathname === '/untyped') {
    response.removeHeader('content-type')
    response.writeHead(200).end(image)
  } else if (url.pathname === '/redirect')
    response.writeHead(302, { location: url.searchParams.get('to')! }).end()
  else if (url.pathname === '/endless.wav') {
    response.writeHead(200, { 'content-type': 'audio/wav' })
    response.write(wavHeader)
    const pump = () => {
      while (stats.bytes < CAP && !response.destroyed) {
        stats.bytes += CHUNK.length
        if (!response.write(CHUNK)) return void response.once('drain', pump)
      }
      response.end()
    }
    pump()
  } else if (url.pathname.startsWith('/hang')) hanging.add(response)
  else response.writeHead(404).end()
})
await new Promise<void>((done) => service.listen(0, '127.0.0.1', done))
const port = (service.address() as { port: number }).port
const origin = `http://127.0.0.1:${port}`

function cli(args: string[], cwd: string) {
  const start = performance.now()
  return new Promise<{ code: number; stdout: string; stderr: string; seconds: number }>((done) =>
    execFile(
      TSX,
      [MAIN, ...args],
      { cwd, maxBuffer: 1 << 26, timeout: 600_000 },
      (error, stdout, stderr) =>
        done({
          code: error ? (typeof error.code === 'number' ? error.code : -1) : 0,
          stdout,
          stderr,
          seconds: (performance.now() - start) / 1000,
        }),
    ),
  )
}

const dir = mkdtempSync(join(tmpdir(), 'podscene-media-attacks-'))
const layer = (key: string, fields: object) => ({
  key,
  timeline: { start: 0, end: 2000 },
  x: 0,
  y: 0,
  w: 200,
  h: 200,
  ...fields,
})
const doc = (layers: object[]) => ({
  aspect_ratio: 1,
  scene: { bg_color: '#000000', tracks: [{ index: 0, key: 't', layers }] },
})
const img = (key: string, path: string) => layer(key, { type: 'image', fit_mode: 'fill', path })
const spellings = [
  `127.0.0.1:${port}`,
  `[::1]:${port}`,
  `2130706433:${port}`,
  `0x7f000001:${port}`,
  `0177.0.0.1:${port}`,
  `127.1:${port}`,
  `0.0.0.0:${port}`,
  `localhost:${port}`,
  `[::ffff:127.0.0.1]:${port}`,
]
writeFileSync(
  join(dir, 'internal.json'),
  JSON.stringify(doc(spellings.map((host, i) => img(`i${i}`, `http://${host}/red.png`)))),
)
writeFileSync(
  join(dir, 'types.json'),
  JSON.stringify(
    doc([
      img('redirect', `${origin}/redirect?to=${encodeURIComponent('http://127.1:9/red.png')}`),
      img('octet', `${origin}/octet`),
      img('untyped', `${origin}/untyped`),
    ]),
  ),
)
const wave = (key: string) =>
  layer(key, {
    type: 'waveform',
    prop: { audioPath: `${origin}/endless.wav?${key}`, waveformConfig: { color: '#ffffff' } },
  })
writeFileSync(join(dir, 'endless.json'), JSON.stringify(doc([wave('a'), wave('b')])))
writeFileSync(
  join(dir, 'hanging.json'),
  JSON.stringify(
    doc(Array.from({ length: 300 }, (_, i) => img(`h${i}`, `${origin}/hang/${i}.png`))),
  ),
)

const rows: string[][] = []
async function attack(name: string, args: string[]) {
  stats.requests = 0
  stats.bytes = 0
  const r = await cli(args, dir)
  const lines = r.stderr.trim().split('\n').filter(Boolean)
  const first = (lines[0] ?? '').replace(/^podscene \w+: /, '').slice(0, 150)
  rows.push([
    name,
    String(r.code),
    r.seconds.toFixed(1),
    String(stats.requests),
    `${(stats.bytes / 1024 ** 2).toFixed(1)} MiB`,
    `${lines.length} stderr lines; ${first}`,
  ])
  console.log(rows.at(-1)!.join(' | '))
  return r
}

// A CLI from before the media policy has no --allow-media-origin (and needs none).
const knowsAllow = (await cli(['render', '--help'], dir)).stdout.includes('--allow-media-origin')
const allow = knowsAllow ? ['--allow-media-origin', origin] : []
console.log(`CLI of ${root}; loopback service ${origin}`)
await attack('render: 9 spellings of loopback, no allow', [
  'render',
  'internal.json',
  '-o',
  'a.png',
])
await attack('render: redirect into 127.1:9, octet-stream, no type (origin allowed)', [
  'render',
  'types.json',
  '-o',
  'b.png',
  ...allow,
])
await attack('render: 2 endless waveform audios, defaults (origin allowed)', [
  'render',
  'endless.json',
  '-o',
  'c.png',
  ...allow,
])
await attack('render: 2 endless waveform audios, --media-timeout 2 (origin allowed)', [
  'render',
  'endless.json',
  '-o',
  'd.png',
  '--media-timeout',
  '2',
  ...allow,
])
const lint = await attack('lint --check-urls: 300 URLs that never answer, defaults', [
  'lint',
  '--check-urls',
  'hanging.json',
])
console.log(
  `  lint: ${lint.stdout.trim().split('\n').length} problem lines, ${lint.stdout.split('not checked').length - 1} "not checked"`,
)
console.log('\n| attack | exit | s | requests reaching the service | bytes sent | stderr |')
console.log('| --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(`| ${row.join(' | ')} |`)

for (const response of hanging) response.destroy()
service.closeAllConnections()
service.close()
rmSync(dir, { recursive: true, force: true })
