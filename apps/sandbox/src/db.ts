import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { dbOpenReason } from './db-open-error.ts'

export type Db = Database.Database

const schema = `
CREATE TABLE IF NOT EXISTS spaces (
  space TEXT PRIMARY KEY,
  credits INTEGER NOT NULL,
  seeded_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS projects (
  id TEXT PRIMARY KEY,
  space TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  state TEXT NOT NULL,
  state_since INTEGER NOT NULL,
  processing_ms INTEGER NOT NULL,
  retries INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS projects_space ON projects(space);
CREATE TABLE IF NOT EXISTS backgrounds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  space TEXT NOT NULL,
  record TEXT NOT NULL,
  request TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS image_templates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  space TEXT NOT NULL,
  aspect_ratio INTEGER NOT NULL,
  scene TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS waveforms (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  space TEXT NOT NULL,
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  node TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS covers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  space TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS covers_space ON covers(space, id);
CREATE TABLE IF NOT EXISTS avatars (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  space TEXT NOT NULL,
  name TEXT NOT NULL,
  deleted_at INTEGER
);
CREATE TABLE IF NOT EXISTS voice_designs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  space TEXT NOT NULL,
  task_id INTEGER NOT NULL,
  batch_id TEXT NOT NULL,
  prompt TEXT NOT NULL,
  preview_text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS audio_tasks (
  id TEXT PRIMARY KEY,
  space TEXT NOT NULL,
  project_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency (
  scope TEXT PRIMARY KEY,
  body_hash TEXT NOT NULL,
  state TEXT NOT NULL,
  status INTEGER,
  response TEXT,
  rid TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS request_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key_hash TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  idempotency_key TEXT,
  rid TEXT NOT NULL,
  time INTEGER NOT NULL,
  note TEXT
);
CREATE INDEX IF NOT EXISTS request_log_key ON request_log(key_hash, id);
`

/**
 * Opens (creating if needed) the sandbox database; `:memory:` gives a throwaway one. Failures
 * name the path and the reason (`cannot open the sandbox database "/etc/hostname/s.db":
 * /etc/hostname is a file, not a directory`).
 */
export function openDb(path: string): Db {
  try {
    return openOrThrow(path)
  } catch (error) {
    throw new Error(`cannot open the sandbox database "${path}": ${dbOpenReason(path, error)}`, {
      cause: error,
    })
  }
}

function openOrThrow(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  try {
    db.pragma('journal_mode = WAL')
    // Acknowledged means durable: FULL syncs the WAL at every commit, so a power loss cannot
    // take back a write the sandbox already answered (NORMAL could). Cost: see the README.
    db.pragma('synchronous = FULL')
    db.pragma('busy_timeout = 5000')
    db.exec(schema)
    // A write still pending when the process stopped has an unknown outcome (spec §7 rule 5).
    db.prepare(`UPDATE idempotency SET state = 'uncertain' WHERE state = 'pending'`).run()
    return db
  } catch (error) {
    db.close()
    throw error
  }
}
