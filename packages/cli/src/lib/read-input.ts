import { constants, type Stats } from 'node:fs'
import { open, stat, type FileHandle } from 'node:fs/promises'
import { DEFAULT_MAX_BYTES, tooLargeMessage } from '@podscene/core'
import { fileErrorMessage } from './file-errors.ts'

export type ReadResult = { ok: true; text: string } | { ok: false; message: string }

const CHUNK_BYTES = 64 * 1024

/**
 * Reads a UTF-8 text file for a command. Failures come back as one clear message (missing file,
 * not a regular file, no permission, too large); this never throws. Only regular files are read:
 * a FIFO, device or socket is refused before it is opened (a FIFO would block until a writer
 * came), and the file is opened non-blocking and checked again, in case it was swapped meanwhile.
 * At most `maxBytes + 1` bytes are read whatever the size said. A leading BOM is dropped.
 */
export async function readInputFile(
  file: string,
  maxBytes: number = DEFAULT_MAX_BYTES,
): Promise<ReadResult> {
  let handle: FileHandle | undefined
  try {
    const refused = refusal(await stat(file), maxBytes)
    if (refused) return { ok: false, message: refused }
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK)
    const refusedNow = refusal(await handle.stat(), maxBytes)
    if (refusedNow) return { ok: false, message: refusedNow }
    const bytes = await readAtMost(handle, maxBytes + 1)
    if (bytes.length > maxBytes) {
      return { ok: false, message: tooLargeMessage(bytes.length, maxBytes) }
    }
    const text = bytes.toString('utf8')
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text }
  } catch (error) {
    return { ok: false, message: fileErrorMessage(error) }
  } finally {
    await handle?.close().catch(() => undefined)
  }
}

/** Why this file is not read, or null. */
function refusal(info: Stats, maxBytes: number): string | null {
  if (info.isDirectory()) return 'is a directory, expected a JSON file'
  if (!info.isFile()) return `is ${fileKind(info)}, expected a regular JSON file`
  if (info.size > maxBytes) return tooLargeMessage(info.size, maxBytes)
  return null
}

/** What a non-regular file is, for messages: `a FIFO (named pipe)`, `a character device`… */
export function fileKind(info: Stats): string {
  if (info.isFIFO()) return 'a FIFO (named pipe)'
  if (info.isCharacterDevice()) return 'a character device'
  if (info.isBlockDevice()) return 'a block device'
  if (info.isSocket()) return 'a socket'
  if (info.isSymbolicLink()) return 'a symbolic link'
  if (info.isDirectory()) return 'a directory'
  return 'not a regular file'
}

async function readAtMost(handle: FileHandle, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let total = 0
  while (total < limit) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, limit - total))
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, null)
    if (bytesRead === 0) break
    chunks.push(chunk.subarray(0, bytesRead))
    total += bytesRead
  }
  return Buffer.concat(chunks, total)
}
