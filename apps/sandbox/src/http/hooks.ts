import type { FastifyInstance } from 'fastify'
import type { KeyGrant } from '../config.ts'
import type { Sandbox } from '../sandbox.ts'
import { SandboxError } from './envelope.ts'
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

const needsKey = (url: string) => url.startsWith('/open/') || url.startsWith('/_sandbox/')

/** Request id header, authentication, rate limit, queued faults and the request log. */
export function registerHooks(app: FastifyInstance, sandbox: Sandbox): void {
  app.decorateRequest('auth', null)
  app.decorateRequest('resetAfterHandling', false)
  app.decorateRequest('logged', false)

  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || !needsKey(request.url)) return
    const raw = request.headers['x-api-key']
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
    if (isApi(request.url)) sandbox.rateLimiter.hit(grant.keyHash)
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
      throw new SandboxError(
        'rateLimited',
        'injected fault: rate limit exceeded; retry after 1 s',
        { cause: 'injected_fault', headers: retryAfter },
      )
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
