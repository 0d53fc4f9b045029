import { invalid, notFound } from '../http/envelope.ts'
import { defineOperation } from '../http/operation.ts'
import { objectBody, rejectServerFields, stringField } from '../http/validate.ts'
import {
  findProject,
  projectRecord,
  projectStatus,
  renameProject,
  startRetry,
  stateAt,
} from '../store/projects.ts'

const maxTitleLength = 200

function projectIdOf(value: unknown, path: string): string {
  if (value === undefined || value === null || value === '') throw invalid(path, 'is required')
  if (typeof value !== 'string') throw invalid(path, `expected string, got ${typeof value}`)
  if (value.length > 64) throw invalid(path, 'must be at most 64 characters')
  return value
}

/** GET /project?project_id=<id> (spec §4.8). */
export const getProject = defineOperation({
  method: 'GET',
  path: '/project',
  scope: 'podcast.read',
  write: false,
  parse({ query }) {
    return { id: projectIdOf(query.project_id, 'project_id') }
  },
  run({ sandbox, space, origin, now }, { id }) {
    const row = findProject(sandbox.db, space, id)
    if (!row) throw notFound('project', id)
    return projectRecord(row, origin, now)
  },
})

/** PUT /project/title (spec §4.4). */
export const renameProjectOp = defineOperation({
  method: 'PUT',
  path: '/project/title',
  scope: 'podcast.write',
  write: true,
  parse({ body }) {
    const input = objectBody(body)
    rejectServerFields(input)
    const project_id = projectIdOf(input.project_id, 'project_id')
    const title = stringField(input, 'title', {
      required: true,
      nonEmpty: true,
      max: maxTitleLength,
    })!
    return { project_id, title }
  },
  run({ sandbox, space, now }, { project_id, title }) {
    const row = findProject(sandbox.db, space, project_id)
    if (!row) throw notFound('project', project_id)
    renameProject(sandbox.db, project_id, title, now)
    return { project_id, title }
  },
})

/** POST /project/retry (spec §4.5): a failed project goes back to processing, then completes. */
export const retryProject = defineOperation({
  method: 'POST',
  path: '/project/retry',
  scope: 'podcast.generate',
  write: true,
  parse({ body }) {
    const input = objectBody(body)
    rejectServerFields(input)
    return { project_id: projectIdOf(input.project_id, 'project_id') }
  },
  run({ sandbox, space, now }, { project_id }) {
    const row = findProject(sandbox.db, space, project_id)
    if (!row) throw notFound('project', project_id)
    const { state } = stateAt(row, now)
    if (state !== 'failed') {
      throw invalid(
        'project_id',
        `project ${project_id} is ${state}; only a failed project can be retried`,
        { state },
      )
    }
    startRetry(sandbox.db, project_id, now, sandbox.options.retryMs)
    return {
      project_id,
      status: projectStatus.processing,
      progress: 0,
      estimated_wait_time: Math.ceil(sandbox.options.retryMs / 1000),
    }
  },
})
