import { readFile, stat } from 'node:fs/promises'
import { DEFAULT_MAX_BYTES, tooLargeMessage } from '@podscene/core'

export type ReadResult = { ok: true; text: string } | { ok: false; message: string }

/**
 * Reads a UTF-8 text file for a command. Failures come back as one clear message (missing
 * file, a directory, no permission, too large); this never throws. A leading BOM is dropped.
 */
export async function readInputFile(
  file: string,
  maxBytes: number = DEFAULT_MAX_BYTES,
): Promise<ReadResult> {
  try {
    const info = await stat(file)
    if (info.isDirectory()) return { ok: false, message: 'is a directory, expected a JSON file' }
    if (info.size > maxBytes) return { ok: false, message: tooLargeMessage(info.size, maxBytes) }
    const text = await readFile(file, 'utf8')
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text }
  } catch (error) {
    return { ok: false, message: fileErrorMessage(error) }
  }
}

export function fileErrorMessage(error: unknown, action: 'read' | 'write' = 'read'): string {
  const code = (error as { code?: unknown } | null)?.code
  switch (code) {
    case 'ENOENT':
      return action === 'read' ? 'no such file' : 'cannot write: no such directory'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EISDIR':
      return 'is a directory, expected a JSON file'
    case 'ENOTDIR':
      return 'a part of the path is not a directory'
    default:
      return `cannot ${action} file: ${error instanceof Error ? error.message : String(error)}`
  }
}
