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

export interface MediaServer {
  origin: string
  close(): Promise<void>
}

/**
 * Another origin on loopback, as a CDN or an internal API would be: `/red.png` (no CORS
 * headers, as much template media) and `/api` (JSON that any origin may read, as an API with
 * `Access-Control-Allow-Origin: *`).
 */
export async function startMediaServer(): Promise<MediaServer> {
  const red = solidPng(16, [255, 0, 0])
  const server: Server = createServer((request, response) => {
    if (request.url === '/red.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(red)
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
