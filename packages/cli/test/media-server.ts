import { createServer, type Server } from 'node:http'
import { crc32, deflateSync } from 'node:zlib'

/** A solid-colour RGB PNG of `size`×`size` pixels. */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.from([0, ...Array.from({ length: size }, () => [r, g, b]).flat()])
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A mono 16-bit WAV at 8 kHz: a 200 Hz tone at full scale for `seconds`. */
export function toneWav(seconds: number): Buffer {
  const rate = 8000
  const samples = seconds * rate
  const out = Buffer.alloc(44 + samples * 2)
  out.write('RIFF', 0, 'ascii')
  out.writeUInt32LE(36 + samples * 2, 4)
  out.write('WAVEfmt ', 8, 'ascii')
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20)
  out.writeUInt16LE(1, 22)
  out.writeUInt32LE(rate, 24)
  out.writeUInt32LE(rate * 2, 28)
  out.writeUInt16LE(2, 32)
  out.writeUInt16LE(16, 34)
  out.write('data', 36, 'ascii')
  out.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) {
    out.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 200 * i) / rate) * 32000), 44 + i * 2)
  }
  return out
}

export interface MediaServer {
  origin: string
  close(): Promise<void>
}

/**
 * Another origin on loopback, as a CDN or an internal API would be: `/red.png` and `/tone.wav`
 * (no CORS headers, as much template media) and `/api` (JSON that any origin may read, as an API with
 * `Access-Control-Allow-Origin: *`).
 */
export async function startMediaServer(): Promise<MediaServer> {
  const red = solidPng(16, [255, 0, 0])
  const tone = toneWav(2)
  const server: Server = createServer((request, response) => {
    if (request.url === '/red.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(red)
    else if (request.url === '/tone.wav')
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(tone)
    else if (request.url === '/api') {
      response
        .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
        .end('{"secret":"internal"}')
    } else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
