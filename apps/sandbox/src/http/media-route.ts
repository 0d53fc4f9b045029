import type { FastifyInstance } from 'fastify'
import type { MediaLibrary } from '../seed/media.ts'
import { notFound } from './envelope.ts'

/** GET /media/<name>: generated images and sounds, no key needed; byte ranges for seeking. */
export function registerMediaRoute(app: FastifyInstance, media: MediaLibrary): void {
  app.get('/media/*', async (request, reply) => {
    const name = (request.params as Record<string, string>)['*'] ?? ''
    const file = media.get(name)
    if (!file) throw notFound('media file', name)
    const size = file.body.length
    reply.header('Content-Type', file.contentType)
    reply.header('Cache-Control', 'public, max-age=3600')
    reply.header('Accept-Ranges', 'bytes')
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '')
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
      if (start >= size || start > end) {
        reply.header('Content-Range', `bytes */${size}`)
        return reply.code(416).send()
      }
      reply.header('Content-Range', `bytes ${start}-${end}/${size}`)
      return reply.code(206).send(file.body.subarray(start, end + 1))
    }
    return reply.send(file.body)
  })
}
