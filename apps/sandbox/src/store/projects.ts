import { randomBytes } from 'node:crypto'
import type { Db } from '../db.ts'
import { demoContent } from '../seed/demo-project.ts'
import { mediaUrl } from '../seed/media.ts'

export type ProjectState = 'completed' | 'processing' | 'failed'
/** Project `status` values (spec §3 fixes only 3 = processing; the rest are the sandbox's). */
export const projectStatus = { processing: 3, completed: 4, failed: 5 } as const

export type ProjectRow = {
  id: string
  space: string
  kind: string
  title: string
  state: ProjectState
  state_since: number
  processing_ms: number
  retries: number
  created_at: number
  updated_at: number
}

export function newProjectId(): string {
  return `prj_${randomBytes(8).toString('hex')}`
}

/** The state at `now`: processing turns into completed once its time has passed (restart-safe). */
export function stateAt(
  row: ProjectRow,
  now: number,
): { state: ProjectState; progress: number; remainingMs: number } {
  if (row.state !== 'processing')
    return { state: row.state, progress: row.state === 'completed' ? 100 : 0, remainingMs: 0 }
  const elapsed = Math.max(0, now - row.state_since)
  if (elapsed >= row.processing_ms) return { state: 'completed', progress: 100, remainingMs: 0 }
  return {
    state: 'processing',
    progress: Math.min(99, Math.floor((elapsed / row.processing_ms) * 100)),
    remainingMs: row.processing_ms - elapsed,
  }
}

export function insertProject(
  db: Db,
  project: Pick<ProjectRow, 'space' | 'kind' | 'title' | 'state' | 'processing_ms'> & {
    now: number
    id?: string
  },
): string {
  const id = project.id ?? newProjectId()
  db.prepare(
    `INSERT INTO projects (id, space, kind, title, state, state_since, processing_ms, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    project.space,
    project.kind,
    project.title,
    project.state,
    project.now,
    project.processing_ms,
    project.now,
    project.now,
  )
  return id
}

export function findProject(db: Db, space: string, id: string): ProjectRow | undefined {
  return db
    .prepare<[string, string], ProjectRow>('SELECT * FROM projects WHERE id = ? AND space = ?')
    .get(id, space)
}

export function listProjects(db: Db, space: string): ProjectRow[] {
  return db
    .prepare<[string], ProjectRow>('SELECT * FROM projects WHERE space = ? ORDER BY created_at, id')
    .all(space)
}

export function renameProject(db: Db, id: string, title: string, now: number): void {
  db.prepare('UPDATE projects SET title = ?, updated_at = ? WHERE id = ?').run(title, now, id)
}

export function startRetry(db: Db, id: string, now: number, retryMs: number): void {
  db.prepare(
    `UPDATE projects SET state = 'processing', state_since = ?, processing_ms = ?, retries = retries + 1, updated_at = ? WHERE id = ?`,
  ).run(now, retryMs, now, id)
}

const seconds = (ms: number) => Math.floor(ms / 1000)

/** The project record of spec §2.2 as GET /project returns it. */
export function projectRecord(row: ProjectRow, origin: string, now: number) {
  const { state, progress, remainingMs } = stateAt(row, now)
  const content = demoContent(origin)
  const completed = state === 'completed'
  return {
    id: row.id,
    title: row.title,
    status: projectStatus[state],
    progress,
    step: completed ? 5 : state === 'processing' ? 1 + Math.floor(progress / 25) : 2,
    estimated_wait_time: seconds(remainingMs),
    err_code: state === 'failed' ? 'TTS_PROVIDER_TIMEOUT' : '',
    err_msg: state === 'failed' ? 'speech synthesis timed out for scene 2; retry the project' : '',
    is_draft: 0,
    is_demo: row.kind === 'demo',
    is_mine: true,
    network_enabled: false,
    audio_enhancement_enabled: true,
    aspect_ratio: 1,
    origin: 4,
    create_from: 1,
    render_subtitle: 1,
    created_at: seconds(row.created_at),
    updated_at: seconds(
      Math.max(row.updated_at, completed ? row.state_since + row.processing_ms : row.updated_at),
    ),
    user_id: 1,
    owner_nick_name: 'Sandbox user',
    owner_avatar: mediaUrl(origin, 'images/avatar-1.png'),
    language: content.language,
    long_text: content.text,
    text: content.text,
    cover_url: mediaUrl(origin, 'images/cover-1.png'),
    placeholder_cover_url: mediaUrl(origin, 'images/cover-2.png'),
    video_url: completed ? mediaUrl(origin, 'audio/render.wav') : '',
    video_duration: completed ? content.video_duration : 0,
    script_params: {
      duration_seconds: 18,
      language: 'en',
      script_style: 'conversational',
      speaker_count: 2,
      target_audience: 'developers',
    },
    attachments: [],
    persons: content.persons,
    timbres: content.timbres,
    timbre_configs: content.timbre_configs,
    scenes: completed ? content.scenes : [],
    scene_details: completed ? content.scene_details : [],
    first_subtitle2_layer: completed ? content.first_subtitle2_layer : null,
  }
}
