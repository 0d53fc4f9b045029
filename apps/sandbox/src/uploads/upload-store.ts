import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db.ts'

const schema = `
CREATE TABLE IF NOT EXISTS uploads (
  key TEXT PRIMARY KEY,
  space TEXT NOT NULL,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER,
  use_to TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  body BLOB,
  uploaded_at INTEGER
);
CREATE TABLE IF NOT EXISTS upload_secret (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL
);
`

export type UploadRow = {
  key: string
  space: string
  filename: string
  content_type: string
  size: number | null
  use_to: string
  expires_at: number
  created_at: number
  body: Buffer | null
  uploaded_at: number | null
}

/** Signed uploads and their bytes, in the sandbox's SQLite database (they survive restarts). */
export class UploadStore {
  private readonly secret: string

  constructor(private readonly db: Db) {
    db.exec(schema)
    const row = db
      .prepare<[], { secret: string }>('SELECT secret FROM upload_secret WHERE id = 1')
      .get()
    if (row) this.secret = row.secret
    else {
      this.secret = randomBytes(32).toString('hex')
      db.prepare('INSERT INTO upload_secret (id, secret) VALUES (1, ?)').run(this.secret)
    }
  }

  /** A new object key: `u/<uuid>/<file name made URL-safe>`. */
  newKey(filename: string): string {
    const safe =
      filename
        .normalize('NFKC')
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[-.]+/, '')
        .slice(-120) || 'file'
    return `u/${randomUUID()}/${safe}`
  }

  /** HMAC-SHA256 over what the PUT must match: method, key, content type, size and expiry. */
  signature(key: string, contentType: string, size: number | null, expiresAt: number): string {
    return createHmac('sha256', this.secret)
      .update(['PUT', key, contentType, size ?? '', expiresAt].join('\n'))
      .digest('hex')
  }

  verify(row: UploadRow, given: string): boolean {
    const expected = Buffer.from(
      this.signature(row.key, row.content_type, row.size, row.expires_at),
    )
    const actual = Buffer.from(given)
    return actual.length === expected.length && timingSafeEqual(actual, expected)
  }

  insert(row: Omit<UploadRow, 'body' | 'uploaded_at'>): void {
    this.db
      .prepare(
        `INSERT INTO uploads (key, space, filename, content_type, size, use_to, expires_at, created_at)
         VALUES (@key, @space, @filename, @content_type, @size, @use_to, @expires_at, @created_at)`,
      )
      .run(row)
  }

  get(key: string): UploadRow | undefined {
    return this.db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE key = ?').get(key)
  }

  store(key: string, body: Buffer, now: number): void {
    this.db
      .prepare('UPDATE uploads SET body = ?, uploaded_at = ? WHERE key = ?')
      .run(body, now, key)
  }
}
