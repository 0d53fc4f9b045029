import type { FastifyInstance } from 'fastify'
import type { MediaLibrary } from '../seed/media.ts'
import { notFound } from './envelope.ts'
import { sendBytes } from './send-bytes.ts'

/** GET /media/<name>: generated images and sounds, no key needed; byte ranges for seeking. */
export function registerMediaRoute(app: FastifyInstance, media: MediaLibrary): void {
  app.get('/media/*', async (request, reply) => {
    const name = (request.params as Record<string, string>)['*'] ?? ''
    const file = media.get(name)
    if (!file) throw notFound('media file', name)
    return sendBytes(request, reply, file.body, name, () => {
      reply.header('Content-Type', file.contentType).header('Cache-Control', 'public, max-age=3600')
    })
  })
}
