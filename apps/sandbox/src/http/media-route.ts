import type { FastifyInstance } from 'fastify'
import type { MediaLibrary } from '../seed/media.ts'
import { SandboxError, notFound } from './envelope.ts'

/** GET /media/<name>: generated images and sounds, no key needed; byte ranges for seeking. */
export function registerMediaRoute(app: FastifyInstance, media: MediaLibrary): void {
  app.get('/media/*', async (request, reply) => {
    const name = (request.params as Record<string, string>)['*'] ?? ''
    const file = media.get(name)
    if (!file) throw notFound('media file', name)
    const size = file.body.length
    // Set only once the answer is the file: an error is the JSON envelope.
    const fileHeaders = () =>
      reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'public, max-age=3600')
        .header('Accept-Ranges', 'bytes')
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
      fileHeaders()
      reply.header('Content-Range', `bytes ${start}-${end}/${size}`)
      return reply.code(206).send(file.body.subarray(start, end + 1))
    }
    fileHeaders()
    return reply.send(file.body)
  })
}
