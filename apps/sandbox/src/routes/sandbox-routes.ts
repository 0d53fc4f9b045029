import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Sandbox } from '../sandbox.ts'
import { SandboxError, invalid, notFound } from '../http/envelope.ts'
import { successEnvelope } from '@podscene/core'
import { parseFault } from '../http/faults.ts'
import { requireScope } from '../http/scope.ts'
import { integerField, integerQuery, objectBody, stringField } from '../http/validate.ts'
import { listProjects, stateAt } from '../store/projects.ts'
import { configKey, findWaveform, storedNode } from './waveforms.ts'
import { listAudioTasks } from './audio-tasks.ts'

function authOf(request: FastifyRequest) {
  if (!request.auth)
    throw new SandboxError('authentication', 'missing X-Api-Key header', {
      cause: 'missing_api_key',
    })
  return request.auth
}

function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? ''
  if (!/^\d{1,15}$/.test(raw))
    throw invalid('id', `path parameter must be a positive integer, got ${JSON.stringify(raw)}`)
  return Number(raw)
}

const ids = (rows: Array<{ id: number | string }>) => rows.map((r) => r.id)

/** Sandbox-only helpers under /_sandbox/, in the same envelope and scoped to the caller's key. */
export function registerSandboxRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const { db } = sandbox

  app.get('/_sandbox/seed', async (request) => {
    const { space } = authOf(request)
    const now = sandbox.now()
    return successEnvelope(request.id, {
      space,
      projects: listProjects(db, space).map((row) => ({
        id: row.id,
        state: stateAt(row, now).state,
        title: row.title,
      })),
      waveforms: ids(
        db
          .prepare<[string], { id: number }>('SELECT id FROM waveforms WHERE space = ? ORDER BY id')
          .all(space),
      ),
      avatars: ids(
        db
          .prepare<[string], { id: number }>(
            'SELECT id FROM avatars WHERE space = ? AND deleted_at IS NULL ORDER BY id',
          )
          .all(space),
      ),
      covers: ids(
        db
          .prepare<[string], { id: number }>(
            'SELECT id FROM covers WHERE space = ? ORDER BY id DESC',
          )
          .all(space),
      ),
      audio_tasks: listAudioTasks(db, space),
    })
  })

  app.get('/_sandbox/resources', async (request) => {
    const { space } = authOf(request)
    const credits = db
      .prepare<[string], { credits: number }>('SELECT credits FROM spaces WHERE space = ?')
      .get(space)!.credits
    return successEnvelope(request.id, {
      space,
      credits,
      backgrounds: db
        .prepare<[string], { id: number; record: string }>(
          'SELECT id, record FROM backgrounds WHERE space = ? ORDER BY id',
        )
        .all(space)
        .map((row) => ({ ...(JSON.parse(row.record) as object), id: row.id })),
      image_templates: ids(
        db
          .prepare<[string], { id: number }>(
            'SELECT id FROM image_templates WHERE space = ? ORDER BY id',
          )
          .all(space),
      ),
      voice_designs: db
        .prepare<[string], { task_id: number; batch_id: string }>(
          'SELECT task_id, batch_id FROM voice_designs WHERE space = ? ORDER BY id',
        )
        .all(space),
      audio_tasks: listAudioTasks(db, space),
    })
  })

  app.get('/_sandbox/image_templates/:id', async (request) => {
    const { space } = authOf(request)
    const id = idParam(request)
    const row = db
      .prepare<[number, string], { id: number; aspect_ratio: number; scene: string }>(
        'SELECT id, aspect_ratio, scene FROM image_templates WHERE id = ? AND space = ?',
      )
      .get(id, space)
    if (!row) throw notFound('image template', id)
    return successEnvelope(request.id, {
      id: row.id,
      aspect_ratio: row.aspect_ratio,
      scene: JSON.parse(row.scene),
    })
  })

  app.get('/_sandbox/waveforms/:id', async (request) => {
    const { space } = authOf(request)
    const id = idParam(request)
    const row = findWaveform(db, space, id)
    if (!row) throw notFound('waveform', id)
    return successEnvelope(request.id, {
      id: row.id,
      start: row.start_ms,
      end: row.end_ms,
      version: row.version,
      config_oss_key: configKey(row),
      waveformNode: storedNode(row, sandbox.origin),
    })
  })

  app.get('/_sandbox/requests', async (request) => {
    const { keyHash } = authOf(request)
    const limit = integerQuery(request.query as Record<string, unknown>, 'limit', {
      min: 1,
      max: 1000,
      fallback: 200,
    })
    const rows = db
      .prepare<[string, number], Record<string, unknown>>(
        `SELECT method, path, status, idempotency_key, rid, time, note FROM request_log
         WHERE key_hash = ? ORDER BY id DESC LIMIT ?`,
      )
      .all(keyHash, limit)
      .reverse()
    return successEnvelope(request.id, { requests: rows })
  })

  app.post('/_sandbox/faults', async (request) => {
    const { keyHash } = authOf(request)
    const body = objectBody(request.body)
    const method = stringField(body, 'method', { required: true, nonEmpty: true })!.toUpperCase()
    if (!['GET', 'POST', 'PUT', 'DELETE', '*'].includes(method)) {
      throw invalid('method', `must be GET, POST, PUT, DELETE or * (got ${JSON.stringify(method)})`)
    }
    const path = stringField(body, 'path', { required: true, nonEmpty: true, max: 512 })!
    const fault = parseFault(body.fault)
    const times = integerField(body, 'times', { min: 1, max: 1000 }) ?? 1
    sandbox.faults.add(keyHash, method, path, fault, times, String(body.fault))
    // A summary, not the queue: GET /_sandbox/faults lists it.
    const added = sandbox.faults.pending(keyHash).at(-1)
    return successEnvelope(request.id, {
      added,
      queued_count: sandbox.faults.count(keyHash),
      queue_limit: sandbox.faults.limit,
    })
  })

  app.get('/_sandbox/faults', async (request) => {
    return successEnvelope(request.id, { queued: sandbox.faults.pending(authOf(request).keyHash) })
  })

  app.delete('/_sandbox/faults', async (request) => {
    sandbox.faults.clear(authOf(request).keyHash)
    return successEnvelope(request.id, { queued: [] })
  })

  app.post('/_sandbox/credits', async (request) => {
    const auth = authOf(request)
    // Credits are Space data spent by generation, so setting them takes the generation scope.
    requireScope(auth, 'podcast.generate', 'POST /_sandbox/credits')
    const { space } = auth
    const balance = integerField(objectBody(request.body), 'balance', {
      required: true,
      min: 0,
      max: 1_000_000_000,
    })!
    db.prepare('UPDATE spaces SET credits = ? WHERE space = ?').run(balance, space)
    return successEnvelope(request.id, { space, credits: balance })
  })
}
