import type { IncomingMessage } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SandboxError } from './envelope.ts'
import { successEnvelope } from '@podscene/core'

/**
 * Fastify's `rewriteUrl`: an absolute-form request target (`GET http://host/open/… HTTP/1.1`,
 * RFC 9112 §3.2.2) becomes its path and query, so routing, the key check and the request log
 * see the same path as for the usual origin form.
 */
export function originForm(request: IncomingMessage): string {
  const url = request.url ?? '/'
  if (url.startsWith('/') || !/^https?:\/\//i.test(url)) return url
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return url
  }
}

/**
 * OPTIONS without `Origin` and `Access-Control-Request-Method` is not a CORS preflight: it asks
 * which methods a path takes. Answered with the envelope and `Allow`, or 404 for unknown paths.
 */
export function bareOptions(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  allowed: string[],
): FastifyReply {
  if (allowed.length === 0) {
    const error = new SandboxError('notFound', `no route ${request.method} ${path}`, {
      cause: 'route_not_found',
      details: { method: request.method, path },
    })
    return reply.code(error.status).send(error.toEnvelope(request.id))
  }
  const methods = [...allowed, 'OPTIONS']
  reply.header('Allow', methods.join(', '))
  return reply.code(200).send(successEnvelope(request.id, { allowed: methods }))
}
