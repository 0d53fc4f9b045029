import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Scope } from '../config.ts'
import type { Sandbox } from '../sandbox.ts'
import { SandboxError, invalid } from './envelope.ts'
import { successEnvelope } from '@podscene/core'
import { hashBody, maxIdempotencyKeyLength, type Outcome } from './idempotency.ts'
import { apiPrefix } from './faults.ts'
import { logRequest } from './request-log.ts'
import { requireScope } from './scope.ts'
import { sleep } from './sleep.ts'

export type OpRequest = {
  body: unknown
  query: Record<string, unknown>
  params: Record<string, string>
}
export type OpContext = {
  sandbox: Sandbox
  space: string
  /** The calling key's scopes. */
  scopes: readonly string[]
  origin: string
  now: number
  rid: string
}

/** One endpoint of /open/podcast/v1: parse (400s before any work), then run. */
export type Operation<I> = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  scope: Scope | null
  /** Writes accept Idempotency-Key and take `workDelayMs`. */
  write: boolean
  /** Task-result POSTs must not carry Idempotency-Key (spec §7 rule 8). */
  forbidsIdempotencyKey?: boolean
  parse(request: OpRequest): I
  /** Synchronous, so it runs inside the transaction that records its outcome. */
  run(context: OpContext, input: I): unknown
}

/** The outcome of `op.run`: its data, or the envelope of a SandboxError it threw. */
function runOperation<I>(op: Operation<I>, context: OpContext, input: I): Outcome {
  try {
    const data = op.run(context, input)
    if (data instanceof Promise) throw new Error(`${op.method} ${op.path}: run must be synchronous`)
    return { status: 200, envelope: successEnvelope(context.rid, data) }
  } catch (error) {
    if (error instanceof SandboxError && Object.keys(error.headers).length === 0) {
      return { status: error.status, envelope: error.toEnvelope(context.rid) }
    }
    throw error
  }
}

export function defineOperation<I>(operation: Operation<I>): Operation<I> {
  return operation
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key']
  if (raw === undefined) return undefined
  if (Array.isArray(raw)) throw invalid('Idempotency-Key', 'header must be sent once')
  if (raw.length === 0) throw invalid('Idempotency-Key', 'header must not be empty')
  if (raw.length > maxIdempotencyKeyLength) {
    throw invalid(
      'Idempotency-Key',
      `header must be at most ${maxIdempotencyKeyLength} characters (got ${raw.length})`,
    )
  }
  if (!/^[\x21-\x7e]+$/.test(raw))
    throw invalid('Idempotency-Key', 'header must be printable ASCII without spaces')
  return raw
}

export function registerOperation<I>(
  app: FastifyInstance,
  sandbox: Sandbox,
  op: Operation<I>,
): void {
  app.route({
    method: op.method,
    url: `${apiPrefix}${op.path}`,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const auth = request.auth
      if (!auth)
        throw new SandboxError('authentication', 'missing X-Api-Key header', {
          cause: 'missing_api_key',
        })
      if (op.scope) requireScope(auth, op.scope, `${op.method} ${op.path}`)
      // Reads ignore Idempotency-Key (spec §4: writes only), except task-result polls, which refuse it.
      const key = op.write || op.forbidsIdempotencyKey ? idempotencyKeyOf(request) : undefined
      if (key !== undefined && op.forbidsIdempotencyKey) {
        throw invalid(
          'Idempotency-Key',
          'must not be sent on task-result requests; replay would return an old polling response (spec §7 rule 8)',
        )
      }
      const input = op.parse({
        body: request.body,
        query: (request.query ?? {}) as Record<string, unknown>,
        params: (request.params ?? {}) as Record<string, string>,
      })
      const context: OpContext = {
        sandbox,
        space: auth.space,
        scopes: auth.scopes,
        origin: sandbox.origin,
        now: sandbox.now(),
        rid: request.id,
      }
      // The operation's writes and the record of its outcome (`record`, for Idempotency-Key) commit
      // in one transaction: a write that fails rolls back whole and leaves no outcome behind.
      const execute = async (record: (outcome: Outcome) => void = () => {}): Promise<Outcome> => {
        if (op.write && sandbox.options.workDelayMs > 0)
          await sleep(sandbox.options.workDelayMs, sandbox.shutdown)
        context.now = sandbox.now()
        return sandbox.db.transaction((): Outcome => {
          const outcome = runOperation(op, context, input)
          record(outcome)
          return outcome
        })()
      }
      let outcome: Outcome
      if (op.write && key !== undefined) {
        const scope = [auth.keyHash, auth.space, op.method, request.url, key].join('\u0000')
        const result = await sandbox.idempotency.run(
          scope,
          key,
          hashBody(request.body),
          request.id,
          execute,
        )
        if (result.replayed) {
          reply.header('Idempotent-Replayed', 'true')
          if (result.originalRid) reply.header('X-Original-Request-Id', result.originalRid)
        }
        outcome = result
      } else {
        outcome = await execute()
      }
      if (request.resetAfterHandling) {
        logRequest(
          sandbox,
          request,
          0,
          `fault: reset after handling (would have been ${outcome.status})`,
        )
        reply.hijack()
        request.raw.socket?.destroy()
        return
      }
      return reply.code(outcome.status).send(outcome.envelope)
    },
  })
}
