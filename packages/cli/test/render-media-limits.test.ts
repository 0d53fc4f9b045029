import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from './run-cli.ts'

/**
 * Issue 26 item 6: `podscene render` ignored --media-timeout for a waveform layer's audio (the
 * frame failed after 38 s at 4.9 GB). The audio server here streams a WAV that never ends —
 * fast (`/fast.wav`, stopped at 1 GiB) or 64 KiB every 100 ms (`/slow.wav`) — and counts what
 * it sent.
 */
let server: Server
let origin = ''
const sent = { fast: 0, slow: 0 }
beforeAll(async () => {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(0xffffffff, 4)
  header.write('WAVEfmt ', 8, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(8000, 24)
  header.writeUInt32LE(16000, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(0xffffffff - 36, 40)
  const chunk = Buffer.alloc(64 * 1024, 7)
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'audio/wav' })
    response.write(header)
    const which = request.url === '/fast.wav' ? 'fast' : 'slow'
    if (which === 'fast') {
      const pump = () => {
        while (sent.fast < 1024 ** 3 && !response.destroyed) {
          sent.fast += chunk.length
          if (!response.write(chunk)) return void response.once('drain', pump)
        }
        response.end()
      }
      pump()
    } else {
      const timer = setInterval(() => {
        if (response.destroyed || sent.slow > 64 * 1024 * 1024) {
          clearInterval(timer)
          response.end()
          return
        }
        sent.slow += chunk.length
        response.write(chunk)
      }, 100)
      response.on('close', () => clearInterval(timer))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

const waveform = (audioPath: string) => ({
  aspect_ratio: 1,
  scene: {
    bg_color: '#000000',
    tracks: [
      {
        index: 0,
        key: 't',
        layers: [
          {
            key: 'wave',
            type: 'waveform',
            x: 100,
            y: 400,
            w: 800,
            h: 200,
            timeline: { start: 0, end: 2000 },
            prop: { audioPath, waveformConfig: { color: '#ffffff' } },
          },
        ],
      },
    ],
  },
})

describe('podscene render bounds a waveform layer’s audio', { timeout: 240_000 }, () => {
  it('a trickling endless audio stops at --media-timeout and is a placeholder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'podscene-render-limits-'))
    const url = `${origin}/slow.wav`
    await writeFile(join(dir, 't.json'), JSON.stringify(waveform(url)))
    const args = ['render', 't.json', '-o', 'f.png', '--media-timeout', '2']
    const r = await runCli([...args, '--allow-media-origin', origin], dir, { timeoutMs: 180_000 })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toBe(`podscene render: placeholder for ${url}: timed out after 2 s\n`)
    // 64 KiB every 100 ms for the 2 s limit (plus Chromium's start), not 30 s of it.
    expect(sent.slow).toBeLessThan(64 * 1024 * 200)
  })

  it('a fast endless audio is cut at --media-max-mb and the placeholder names the limit', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'podscene-render-limits-'))
    const url = `${origin}/fast.wav`
    await writeFile(join(dir, 't.json'), JSON.stringify(waveform(url)))
    const args = [
      'render',
      't.json',
      '-o',
      'f.png',
      '--media-timeout',
      '60',
      '--media-max-mb',
      '16',
    ]
    const r = await runCli([...args, '--allow-media-origin', origin], dir, { timeoutMs: 180_000 })
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toBe(
      `podscene render: placeholder for ${url}: larger than the media size limit of 16 MiB (was cut; raise it with --media-max-mb)\n`,
    )
    // What left the server: the limit plus what socket buffers held when the proxy cut it.
    expect(sent.fast).toBeLessThan(64 * 1024 * 1024)
  })
})
