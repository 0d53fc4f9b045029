// Draws the data model page's picture of each layer kind with the real renderer:
// `podscene render --at` of kind-examples.ts, media served from 127.0.0.1 (a clip and a tone made
// by ffmpeg). Writes docs/site/public/kinds/<kind>.png at half scale (960 × 540).
// Run: pnpm exec tsx test/docs/render-kind-images.ts [kind…] (after changing kind-examples.ts).
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { KNOWN_LAYER_KINDS } from '@podscene/core'
import { KIND_EXAMPLES } from './kind-examples.ts'
import { root } from './generate-docs.ts'

const work = mkdtempSync(join(tmpdir(), 'podscene-kinds-'))
const out = join(root, 'docs/site/public/kinds')
mkdirSync(out, { recursive: true })
const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args])
ffmpeg([
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=640x360:rate=30:duration=3',
  '-pix_fmt',
  'yuv420p',
  join(work, 'clip.mp4'),
])
ffmpeg([
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=220:duration=3',
  '-af',
  'volume=6,tremolo=f=3:d=0.9',
  join(work, 'tone.mp3'),
])

const types: Record<string, string> = { mp4: 'video/mp4', mp3: 'audio/mpeg' }
const server = createServer((req, res) => {
  const name = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.slice(1)
  if (process.env.DEBUG_KINDS)
    console.error('media request', req.method, req.url, JSON.stringify(req.headers.range))
  if (!/^(clip\.mp4|tone\.mp3)$/.test(name)) return void res.writeHead(404).end()
  const body = readFileSync(join(work, name))
  res.writeHead(200, { 'content-type': types[name.split('.')[1]!]!, 'content-length': body.length })
  res.end(body)
})
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
try {
  // `tsx render-kind-images.ts video waveform` draws only those.
  const only = process.argv.slice(2)
  for (const kind of KNOWN_LAYER_KINDS.filter((k) => only.length === 0 || only.includes(k))) {
    const { at, layer } = KIND_EXAMPLES[kind]
    const text = JSON.stringify(layer).replaceAll('{media}', origin)
    const doc = {
      aspect_ratio: 1,
      scene: { tracks: [{ index: 0, key: 'main', type: kind, layers: [JSON.parse(text)] }] },
    }
    const file = join(work, `${kind}.json`)
    writeFileSync(file, JSON.stringify(doc))
    const args = ['packages/cli/src/main.ts', 'render', file, '--at', String(at), '--scale', '0.5']
    args.push(
      '--background',
      '#1e293b',
      '--allow-media-origin',
      origin,
      '--media-timeout',
      '60',
      '-o',
      join(out, `${kind}.png`),
    )
    // Async: the media server above runs in this process.
    const { stderr } = await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), args, {
      cwd: root,
    })
    process.stderr.write(stderr)
  }
} finally {
  server.close()
  rmSync(work, { recursive: true, force: true })
}
