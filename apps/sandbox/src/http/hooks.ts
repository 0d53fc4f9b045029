import type { FastifyInstance } from 'fastify'
import type { Socket } from 'node:net'
import type { KeyGrant } from '../config.ts'
import type { Sandbox } from '../sandbox.ts'
import { lingerClose } from './connection-limits.ts'
import { SandboxError } from './envelope.ts'
import { answeredBeforeBody, needsKey, routeMiss } from './route-gate.ts'
import { isApi, logRequest } from './request-log.ts'
import { sleep } from './sleep.ts'

export type RequestAuth = KeyGrant & { keyHash: string }

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null
    resetAfterHandling: boolean
    logged: boolean
  }
}

/**
 * Request id header, authentication, rate limit, queued faults and the request log. Route match,
 * key and rate limit are checked before the body is read; an unknown route is 404 (405 for a
 * known path) without reading it.
 */
export function registerHooks(
  app: FastifyInstance,
  sandbox: Sandbox,
  allowedMethods: (path: string) => string[],
): void {
  app.decorateRequest('auth', null)
  app.decorateRequest('resetAfterHandling', false)
  app.decorateRequest('logged', false)

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return
    const raw = request.headers['x-api-key']
    if (!needsKey(request)) {
      if (!request.is404) return
      // An unknown route with a known key counts against that key's rate limit like any other.
      const grant = typeof raw === 'string' ? sandbox.grants.get(raw) : undefined
      if (grant) sandbox.rateLimiter.hit(grant.keyHash)
      throw routeMiss(request, reply, allowedMethods)
    }
    if (raw === undefined || raw === '') {
      throw new SandboxError('authentication', 'missing X-Api-Key header', {
        cause: 'missing_api_key',
      })
    }
    const grant = typeof raw === 'string' ? sandbox.grants.get(raw) : undefined
    if (!grant)
      throw new SandboxError(
        'authentication',
        'the X-Api-Key header does not name a known API key',
        { cause: 'unknown_api_key' },
      )
    request.auth = grant
    const route = request.routeOptions.url ?? ''
    if (request.is404 || !route.startsWith('/_sandbox/')) sandbox.rateLimiter.hit(grant.keyHash)
    else sandbox.toolRateLimiter.hit(grant.keyHash)
    if (request.is404) throw routeMiss(request, reply, allowedMethods)
  })

  // An answer sent before the body arrived closes the connection once written, reading what is
  // still sent for at most `lingerMs` (so the client reads the answer, not a reset).
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.headers['content-length'] ?? request.headers['transfer-encoding']
    if (declared === undefined || declared === '0' || !answeredBeforeBody(request)) return payload
    reply.header('Connection', 'close')
    const socket = request.raw.socket as (Socket & { destroySoon?: () => void }) | undefined
    if (socket) socket.destroySoon = () => lingerClose(socket, sandbox.options.lingerMs)
    return payload
  })

  app.addHook('preHandler', async (request, reply) => {
    if (!request.auth || !isApi(request.url)) return
    const fault = sandbox.faults.take(request.auth.keyHash, request.method, request.url)
    if (!fault) return
    if (fault.type === 'delay') return sleep(fault.ms, sandbox.shutdown)
    if (fault.type === 'reset-after') {
      request.resetAfterHandling = true
      return
    }
    if (fault.type === 'reset') {
      logRequest(sandbox, request, 0, 'fault: reset before handling')
      reply.hijack()
      request.raw.socket?.destroy()
      return
    }
    const retryAfter = { 'Retry-After': '1' }
    if (fault.status === 429) {
      throw new SandboxError('rateLimit', 'injected fault: rate limit exceeded; retry after 1 s', {
        cause: 'injected_fault',
        headers: retryAfter,
      })
    }
    if (fault.status === 503) {
      throw new SandboxError('unavailable', 'injected fault: service temporarily unavailable', {
        cause: 'injected_fault',
        headers: retryAfter,
      })
    }
    throw new SandboxError('server', 'injected fault: internal server error', {
      cause: 'injected_fault',
    })
  })

  app.addHook('onResponse', async (request, reply) => {
    logRequest(sandbox, request, reply.statusCode, null)
  })
}
