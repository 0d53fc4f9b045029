import type { FastifyReply, FastifyRequest } from 'fastify'
import { SandboxError } from './envelope.ts'

/** A route pattern (`/open/podcast/v1/...`, `/_sandbox/...`) or path that takes an API key. */
export const keyedPath = (path: string) =>
  path.startsWith('/open/') || path.startsWith('/_sandbox/')

/** The path of `url` with percent-escapes decoded where they decode (`/%6fpen/` → `/open/`). */
export function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? ''
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Whether `request` needs an API key: decided by the route it matched (so `/%6fpen/…`, which the
 * router decodes to an /open/ route, needs one too), or for an unknown route by its decoded path.
 */
export function needsKey(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS') return false
  if (request.is404) return keyedPath(decodedPath(request.url))
  return keyedPath(request.routeOptions.url ?? '')
}

/** 405 for a known path with another method, 404 for an unknown one (envelope and `Allow`). */
export function routeMiss(
  request: FastifyRequest,
  reply: FastifyReply,
  allowedMethods: (path: string) => string[],
): SandboxError {
  const path = request.url.split('?')[0] ?? ''
  const allowed = allowedMethods(path)
  if (allowed.length > 0) {
    reply.header('Allow', allowed.join(', '))
    return new SandboxError(
      'methodNotAllowed',
      `${request.method} is not allowed on ${path}; use ${allowed.join(' or ')}`,
      { cause: 'method_not_allowed', details: { allowed } },
    )
  }
  return new SandboxError('notFound', `no route ${request.method} ${path}`, {
    cause: 'route_not_found',
    details: { method: request.method, path },
  })
}

/**
 * An answer sent before the request's body arrived (401, 404, 405, 413, 429…): the body is not
 * read. The answer says `Connection: close`; `onClose` then bounds how long the rest is read.
 */
export function answeredBeforeBody(request: FastifyRequest): boolean {
  return request.raw.complete === false
}
