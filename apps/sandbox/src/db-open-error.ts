import { statSync } from 'node:fs'
import { dirname } from 'node:path'

/** Why `path` cannot be opened as the sandbox database, in words, from the error and the disk. */
export function dbOpenReason(path: string, error: unknown): string {
  const e = error as { code?: string; message?: string }
  const folder = dirname(path)
  const stat = (p: string) => {
    try {
      return statSync(p)
    } catch {
      return null
    }
  }
  const target = stat(path)
  if (target?.isDirectory()) return 'it is a directory, not a file'
  for (let dir = folder; ; dir = dirname(dir)) {
    const found = stat(dir)
    if (found && !found.isDirectory()) return `${dir} is a file, not a directory`
    if (found || dirname(dir) === dir) break
  }
  switch (e.code) {
    case 'EACCES':
    case 'EPERM':
      return `permission denied (${e.message ?? e.code})`
    case 'EROFS':
      return 'the file system is read-only'
    case 'SQLITE_NOTADB':
      return 'the file exists but is not a SQLite database'
    case 'SQLITE_READONLY':
      return 'the database is read-only (check the permissions of the file and its folder)'
    case 'SQLITE_CANTOPEN':
      return `SQLite cannot open it (check that ${folder} is writable)`
    case 'SQLITE_CORRUPT':
      return 'the database file is corrupt'
    case 'SQLITE_FULL':
      return 'the disk is full'
  }
  return e.message ?? String(error)
}
