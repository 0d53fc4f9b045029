import type { Db } from '../db.ts'
import { SandboxError } from '../http/envelope.ts'

export const defaultSpaceQuotaBytes = 256 * 1024 * 1024

/** What a Space stores, counted in bytes of the stored text (UTF-8). */
const storedBytes = `
  SELECT space, length(CAST(scene AS BLOB)) AS bytes FROM image_templates
  UNION ALL SELECT space, length(CAST(node AS BLOB)) FROM waveforms
  UNION ALL SELECT space, length(CAST(record AS BLOB)) + length(CAST(request AS BLOB)) FROM backgrounds`

/**
 * Creates the per-Space storage counter and recounts it from the stored rows (so databases from
 * before the counter existed are counted too). Called once when the sandbox starts.
 */
export function initStorageCounter(db: Db): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS space_storage (space TEXT PRIMARY KEY, bytes INTEGER NOT NULL)`,
  )
  db.transaction(() => {
    db.exec('DELETE FROM space_storage')
    db.exec(
      `INSERT INTO space_storage (space, bytes)
       SELECT space, SUM(bytes) FROM (${storedBytes}) GROUP BY space`,
    )
  })()
}

/** Bytes the Space stores now. */
export function storageUsed(db: Db, space: string): number {
  return (
    db
      .prepare<[string], { bytes: number }>('SELECT bytes FROM space_storage WHERE space = ?')
      .get(space)?.bytes ?? 0
  )
}

/**
 * Counts `bytes` more (negative: fewer) stored by `space`, in the caller's transaction; throws 402
 * `storage_quota_exceeded` (nothing counted) when that would go past `quotaBytes` (0 = no quota).
 */
export function chargeStorage(db: Db, space: string, bytes: number, quotaBytes: number): void {
  const used = storageUsed(db, space)
  if (quotaBytes > 0 && bytes > 0 && used + bytes > quotaBytes) {
    throw new SandboxError(
      'insufficientCredits',
      `the Space "${space}" stores ${used} bytes of its ${quotaBytes}-byte quota; this write needs ${bytes} more (the sandbox's SANDBOX_SPACE_QUOTA_BYTES)`,
      {
        cause: 'storage_quota_exceeded',
        details: { quota_bytes: quotaBytes, used_bytes: used, request_bytes: bytes },
      },
    )
  }
  db.prepare(
    `INSERT INTO space_storage (space, bytes) VALUES (?, ?)
     ON CONFLICT(space) DO UPDATE SET bytes = MAX(0, bytes + excluded.bytes)`,
  ).run(space, bytes)
}

/** UTF-8 size of a string about to be stored. */
export const byteSize = (text: string) => Buffer.byteLength(text, 'utf8')
