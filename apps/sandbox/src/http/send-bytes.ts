import type { FastifyReply, FastifyRequest } from 'fastify'
import { SandboxError } from './envelope.ts'

/**
 * Sends `body` whole, or the one byte range `Range: bytes=a-b` asks for (206; a suffix range
 * `bytes=-n` too; 416 envelope outside it). `headers` sets the file's own headers, only once the
 * answer is the file: an error is the JSON envelope. Used by /media/* and the upload objects.
 */
export function sendBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  name: string,
  headers: () => void,
): FastifyReply {
  const size = body.length
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '')
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
    if (start >= size || start > end) {
      throw new SandboxError(
        'rangeNotSatisfiable',
        `Range ${request.headers.range} is outside the ${size} bytes of ${name}`,
        { cause: 'range_not_satisfiable', headers: { 'Content-Range': `bytes */${size}` } },
      )
    }
    headers()
    reply.header('Accept-Ranges', 'bytes').header('Content-Range', `bytes ${start}-${end}/${size}`)
    return reply.code(206).send(body.subarray(start, end + 1))
  }
  headers()
  return reply.header('Accept-Ranges', 'bytes').send(body)
}
