import { randomBytes } from 'node:crypto'
import type { Db } from '../db.ts'
import { SandboxError, invalid, notFound } from '../http/envelope.ts'
import { defineOperation } from '../http/operation.ts'
import { objectBody, rejectServerFields } from '../http/validate.ts'
import { mediaUrl } from '../seed/media.ts'
import { findProject, stateAt } from '../store/projects.ts'

/** Audio task `status` (spec §3 fixes 3 = success): 1 queued, 2 running, 3 success. */
export const audioTaskStatus = { queued: 1, running: 2, success: 3 } as const

type AudioTaskRow = {
  id: string
  space: string
  project_id: string
  created_at: number
  duration_ms: number
}

function taskView(row: AudioTaskRow, origin: string, now: number) {
  const elapsed = Math.max(0, now - row.created_at)
  const done = elapsed >= row.duration_ms
  const progress = done ? 100 : Math.min(99, Math.floor((elapsed / row.duration_ms) * 100))
  return {
    task_id: row.id,
    project_id: row.project_id,
    status: done
      ? audioTaskStatus.success
      : progress < 10
        ? audioTaskStatus.queued
        : audioTaskStatus.running,
    progress,
    audio_url: done ? mediaUrl(origin, 'audio/render.wav') : '',
    created_at: Math.floor(row.created_at / 1000),
  }
}

function findTask(db: Db, space: string, id: string): AudioTaskRow | undefined {
  return db
    .prepare<[string, string], AudioTaskRow>('SELECT * FROM audio_tasks WHERE id = ? AND space = ?')
    .get(id, space)
}

function stringId(value: unknown, path: string): string {
  if (value === undefined || value === null || value === '') throw invalid(path, 'is required')
  if (typeof value !== 'string') throw invalid(path, `expected string, got ${typeof value}`)
  if (value.length > 80) throw invalid(path, 'must be at most 80 characters')
  return value
}

/** POST /audio/tasks (spec §4.12): accepted at once, completes later; poll for the result. */
export const startAudioTask = defineOperation({
  method: 'POST',
  path: '/audio/tasks',
  scope: 'podcast.generate',
  write: true,
  parse({ body }) {
    const input = objectBody(body)
    rejectServerFields(input)
    return { project_id: stringId(input.project_id, 'project_id') }
  },
  run({ sandbox, space, origin, now }, { project_id }) {
    const project = findProject(sandbox.db, space, project_id)
    if (!project) throw notFound('project', project_id)
    if (stateAt(project, now).state === 'failed') {
      throw new SandboxError(
        'taskFailed',
        `project ${project_id} has failed; retry it (POST /project/retry) before starting an audio task`,
        {
          cause: 'project_failed',
          details: { project_id, err_code: 'TTS_PROVIDER_TIMEOUT' },
        },
      )
    }
    const id = `atask_${randomBytes(8).toString('hex')}`
    sandbox.db
      .prepare(
        'INSERT INTO audio_tasks (id, space, project_id, created_at, duration_ms) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id, space, project_id, now, sandbox.options.audioTaskMs)
    return taskView(findTask(sandbox.db, space, id)!, origin, now)
  },
})

/** POST /audio/tasks/result {task_id}: the task-result poll; it must not carry Idempotency-Key. */
export const audioTaskResult = defineOperation({
  method: 'POST',
  path: '/audio/tasks/result',
  scope: 'podcast.read',
  write: false,
  forbidsIdempotencyKey: true,
  parse({ body }) {
    const input = objectBody(body)
    return { task_id: stringId(input.task_id, 'task_id') }
  },
  run({ sandbox, space, origin, now }, { task_id }) {
    const row = findTask(sandbox.db, space, task_id)
    if (!row) throw notFound('audio task', task_id)
    return taskView(row, origin, now)
  },
})

/** GET /audio/tasks/{task_id}: the same poll for clients that prefer GET. */
export const getAudioTask = defineOperation({
  method: 'GET',
  path: '/audio/tasks/:task_id',
  scope: 'podcast.read',
  write: false,
  parse: ({ params }) => ({ task_id: stringId(params.task_id, 'task_id') }),
  run({ sandbox, space, origin, now }, { task_id }) {
    const row = findTask(sandbox.db, space, task_id)
    if (!row) throw notFound('audio task', task_id)
    return taskView(row, origin, now)
  },
})

export function listAudioTasks(db: Db, space: string): string[] {
  return db
    .prepare<[string], { id: string }>(
      'SELECT id FROM audio_tasks WHERE space = ? ORDER BY created_at',
    )
    .all(space)
    .map((r) => r.id)
}
