import type { FastifyInstance } from 'fastify'
import { SandboxError } from './http/envelope.ts'

/**
 * `SANDBOX_EXTENSIONS` / `SandboxOptions.extensions`: `on` (the default) serves the sandbox's
 * conveniences under `/_sandbox/`; `off` answers every `/_sandbox/*` request 404 — before
 * authentication, so the routes cannot be told apart from absent ones — leaving only the
 * spec's routes, the upload flow (`/open/podcast/v1/oss/sign`, `/oss/objects/*`) and `/media/*`.
 */
export function parseExtensions(value: string | undefined, source = 'SANDBOX_EXTENSIONS'): boolean {
  if (value === undefined || value === '') return true
  const v = value.trim().toLowerCase()
  if (v === 'on' || v === '1' || v === 'true') return true
  if (v === 'off' || v === '0' || v === 'false') return false
  throw new Error(`${source} must be "on" or "off", got "${value}"`)
}

const off = new WeakSet<object>()

/** Records that a sandbox runs with extensions off (GET /capabilities reports it). */
export function markExtensionsOff(sandbox: object): void {
  off.add(sandbox)
}

/** Whether the sandbox serves `/_sandbox/*` (reported as `sandbox_extensions` by /capabilities). */
export const extensionsOn = (sandbox: object) => !off.has(sandbox)

export const isSandboxPath = (url: string) => url === '/_sandbox' || url.startsWith('/_sandbox/')

/** With extensions off: an onRequest hook answering 404 to every `/_sandbox/*` request. */
export function hideSandboxRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (!isSandboxPath(path)) return
    const error = new SandboxError('notFound', `no route ${request.method} ${path}`, {
      cause: 'route_not_found',
      details: { method: request.method, path },
    })
    return reply.code(error.status).send(error.toEnvelope(request.id))
  })
}
