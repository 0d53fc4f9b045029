import cors from '@fastify/cors'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { defaultCorsOrigins, normalizeKeys, parsePublicUrl } from './config.ts'
import { openDb } from './db.ts'
import { SandboxError, invalid } from './http/envelope.ts'
import { handleClientError, handleUnmetExpectation } from './http/client-error.ts'
import { toSandboxError } from './http/errors.ts'
import { apiPrefix, defaultMaxQueuedFaults, FaultQueue } from './http/faults.ts'
import { registerHooks } from './http/hooks.ts'
import {
  applyConnectionLimits,
  defaultConnectionLimits,
  serverOptions,
} from './http/connection-limits.ts'
import { routeMiss } from './http/route-gate.ts'
import { hashApiKey, IdempotencyStore } from './http/idempotency.ts'
import { decodeBody, parseJsonBody } from './http/json-body.ts'
import { BodyValidator, workerThresholdBytes } from './validation/body-validator.ts'
import { registerMediaRoute } from './http/media-route.ts'
import { registerFontsRoute } from './http/fonts-route.ts'
import { registerOperation, type Operation } from './http/operation.ts'
import { RateLimiter } from './http/rate-limit.ts'
import { newRequestId } from './http/request-id.ts'
import { bareOptions, originForm } from './http/request-target.ts'
import { audioTaskResult, getAudioTask, startAudioTask } from './routes/audio-tasks.ts'
import { deleteAvatar } from './routes/avatars.ts'
import { addBackground } from './routes/backgrounds.ts'
import { listCovers } from './routes/covers.ts'
import { getCapabilities, getWebhookEvents } from './routes/discovery.ts'
import { createImageTemplate } from './routes/image-templates.ts'
import { getProject, renameProjectOp, retryProject } from './routes/projects.ts'
import { registerSandboxRoutes } from './routes/sandbox-routes.ts'
import { designVoice } from './routes/voices.ts'
import { updateWaveform } from './routes/waveforms.ts'
import type { ResolvedOptions, Sandbox, SandboxOptions } from './sandbox.ts'
import { MediaLibrary } from './seed/media.ts'
import { seedSpace } from './seed/seed.ts'
import { defaultSpaceQuotaBytes, initStorageCounter } from './store/storage-quota.ts'
import { defaultRequestLogBytes } from './http/request-log.ts'
import { hideSandboxRoutes, markExtensionsOff } from './extensions.ts'
import { signUpload } from './uploads/sign.ts'
import { registerObjectRoutes } from './uploads/object-routes.ts'
import { setUploadConfig } from './uploads/upload-config.ts'

export type { SandboxOptions } from './sandbox.ts'

export const defaultBodyLimit = 5 * 1024 * 1024
export const defaultRateLimitPerMinute = 600

const operations: Operation<never>[] = [
  updateWaveform,
  addBackground,
  designVoice,
  renameProjectOp,
  retryProject,
  createImageTemplate,
  listCovers,
  getProject,
  deleteAvatar,
  getCapabilities,
  getWebhookEvents,
  startAudioTask,
  audioTaskResult,
  getAudioTask,
  signUpload,
] as Operation<never>[]

/** Every route the sandbox serves, to answer 405 (not 404) for a known path with another method. */
const knownRoutes: Array<{ method: string; pattern: RegExp }> = [
  ...operations.map((op) => ({ method: op.method, path: `${apiPrefix}${op.path}` })),
  { method: 'GET', path: '/_sandbox/seed' },
  { method: 'GET', path: '/_sandbox/resources' },
  { method: 'GET', path: '/_sandbox/image_templates/:id' },
  { method: 'GET', path: '/_sandbox/waveforms/:id' },
  { method: 'GET', path: '/_sandbox/requests' },
  { method: 'POST', path: '/_sandbox/faults' },
  { method: 'GET', path: '/_sandbox/faults' },
  { method: 'DELETE', path: '/_sandbox/faults' },
  { method: 'POST', path: '/_sandbox/credits' },
  { method: 'PUT', path: '/oss/objects/.+' },
  { method: 'GET', path: '/oss/objects/.+' },
  { method: 'HEAD', path: '/oss/objects/.+' },
].map(({ method, path }) => ({
  method,
  pattern: new RegExp(`^${path.replace(/:[a-z_]+/g, '[^/]+')}$`),
}))

/** The methods the sandbox serves on `path` (none for an unknown path). */
function allowedMethods(path: string): string[] {
  return knownRoutes.filter((r) => r.pattern.test(path)).map((r) => r.method)
}

const isPreflight = (headers: Record<string, unknown>) =>
  headers.origin !== undefined && headers['access-control-request-method'] !== undefined

function resolveOptions(options: SandboxOptions): ResolvedOptions {
  return {
    rateLimitPerMinute: options.rateLimitPerMinute ?? defaultRateLimitPerMinute,
    corsOrigins: options.corsOrigins ?? defaultCorsOrigins,
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    processingMs: options.processingMs ?? 120_000,
    retryMs: options.retryMs ?? 20_000,
    audioTaskMs: options.audioTaskMs ?? 15_000,
    workDelayMs: options.workDelayMs ?? 0,
    idempotencyWaitMs: options.idempotencyWaitMs ?? 30_000,
    credits: options.credits ?? 100,
    logger: options.logger ?? false,
    maxQueuedFaults: options.maxQueuedFaults ?? defaultMaxQueuedFaults,
    spaceQuotaBytes: options.spaceQuotaBytes ?? defaultSpaceQuotaBytes,
    requestLogBytes: options.requestLogBytes ?? defaultRequestLogBytes,
    ...Object.fromEntries(
      Object.entries(defaultConnectionLimits).map(([name, fallback]) => [
        name,
        options[name as keyof typeof defaultConnectionLimits] ?? fallback,
      ]),
    ),
  } as ResolvedOptions
}

/** Builds the sandbox app (not listening); `app.inject()` drives it in tests. Closing it closes the db. */
export async function buildApp(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const resolved = resolveOptions(options)
  const now = options.now ?? Date.now
  const db = openDb(options.dbPath ?? ':memory:')
  const grants = new Map(
    normalizeKeys(options.keys).map((g) => [g.key, { ...g, keyHash: hashApiKey(g.key) }]),
  )
  const shutdown = new AbortController()
  const sandbox: Sandbox = {
    db,
    now,
    grants,
    options: resolved,
    idempotency: new IdempotencyStore(db, now, resolved.idempotencyWaitMs),
    rateLimiter: new RateLimiter(resolved.rateLimitPerMinute, now),
    toolRateLimiter: new RateLimiter(resolved.rateLimitPerMinute, now),
    faults: new FaultQueue(resolved.maxQueuedFaults),
    media: new MediaLibrary(),
    origin:
      options.publicUrl === undefined ? 'http://127.0.0.1' : parsePublicUrl(options.publicUrl),
    shutdown: shutdown.signal,
  }
  sandbox.idempotency.prune()
  setUploadConfig(sandbox, { maxBytes: options.uploadMaxBytes, urlTtlMs: options.uploadUrlTtlMs })
  for (const space of new Set([...grants.values()].map((g) => g.space))) {
    seedSpace(db, space, now(), resolved)
  }
  initStorageCounter(db)

  const app = Fastify({
    logger: resolved.logger,
    ...serverOptions(resolved),
    bodyLimit: resolved.bodyLimit,
    genReqId: newRequestId,
    requestIdHeader: false,
    onProtoPoisoning: 'error',
    clientErrorHandler: handleClientError,
    rewriteUrl: originForm,
    frameworkErrors: (error, request, reply) => {
      const sandboxError = invalid('', `bad request: ${error.message}`)
      void (reply as FastifyReply).header('X-Request-Id', String(request.id))
      void (reply as FastifyReply)
        .code(sandboxError.status)
        .send(sandboxError.toEnvelope(String(request.id)))
    },
  })
  app.server.on('checkExpectation', handleUnmetExpectation)
  applyConnectionLimits(app.server, resolved)
  app.addHook('preClose', async () => shutdown.abort())
  app.addHook('onClose', async () => db.close())

  app.setErrorHandler((error, request, reply) => {
    const mapped = toSandboxError(error, resolved.bodyLimit, request.headers['content-type'])
    if (mapped.kind === 'server' && !(error instanceof SandboxError)) request.log.error(error)
    for (const [name, value] of Object.entries(mapped.headers)) reply.header(name, value)
    return reply.code(mapped.status).send(mapped.toEnvelope(request.id))
  })

  // Unknown routes are answered by the hooks before the body is read (route-gate.ts); this
  // handler is the fallback for anything that still reaches it.
  app.setNotFoundHandler((request, reply) => {
    const error = routeMiss(request, reply, allowedMethods)
    return reply.code(error.status).send(error.toEnvelope(request.id))
  })

  app.removeAllContentTypeParsers()
  const bodyValidator = new BodyValidator()
  app.addHook('onClose', () => bodyValidator.close())
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: string | Buffer) => {
      const bytes = body as Buffer
      const text = decodeBody(bytes)
      // A large body is checked off the event loop first: when it is bad (and perhaps slow to
      // check) other requests go on meanwhile. A good one is then parsed here, in linear time.
      if (bytes.length >= workerThresholdBytes) {
        await bodyValidator.check(`${request.method} ${request.routeOptions.url ?? ''}`, text)
      }
      return parseJsonBody(text)
    },
  )

  // Before CORS, so preflight answers carry the request id too, and an OPTIONS that is not a
  // preflight gets the envelope rather than the CORS plugin's text/plain 400.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
    if (request.method === 'OPTIONS' && !isPreflight(request.headers)) {
      const path = request.url.split('?')[0] ?? ''
      const allowed = allowedMethods(path)
      return bareOptions(request, reply, path, allowed)
    }
  })
  await app.register(cors, {
    origin: resolved.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-Api-Key', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'Idempotent-Replayed', 'X-Original-Request-Id'],
    maxAge: 600,
  })
  if (options.extensions === false) {
    markExtensionsOff(sandbox)
    hideSandboxRoutes(app)
  }
  registerHooks(app, sandbox, allowedMethods)
  for (const op of operations) registerOperation(app, sandbox, op)
  if (options.extensions !== false) registerSandboxRoutes(app, sandbox)
  registerObjectRoutes(app, sandbox)
  registerMediaRoute(app, sandbox.media)
  registerFontsRoute(app)
  await app.ready()
  sandboxes.set(app, { sandbox, originFixed: options.publicUrl !== undefined })
  return app
}

/** The state behind each built app, so `startSandbox` can set the origin once it listens. */
const sandboxes = new WeakMap<FastifyInstance, { sandbox: Sandbox; originFixed: boolean }>()

export type StartOptions = SandboxOptions & { port?: number; host?: string }
export type RunningSandbox = {
  url: string
  port: number
  app: FastifyInstance
  close(): Promise<void>
}

/** Starts the sandbox on loopback (port 0 picks a free port). */
export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const { port = 0, host = '127.0.0.1', ...rest } = options
  const app = await buildApp(rest)
  await app.listen({ port, host })
  const address = app.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`
  const state = sandboxes.get(app)!
  if (!state.originFixed) state.sandbox.origin = url
  return { url, port: boundPort, app, close: () => app.close() }
}
