import { randomBytes } from 'node:crypto'
import { constants, type Stats } from 'node:fs'
import { lstat, open, rename, rm, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileErrorMessage } from './file-errors.ts'
import { fileKind } from './read-input.ts'

/** `refused`: the target is not a regular file, and was left as it was. */
export type ReplaceResult = { ok: true } | { ok: false; message: string; refused?: true }

/** O_CREAT | O_EXCL | O_NOFOLLOW: a new file or nothing; never through a link someone planted. */
const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW

/**
 * Replaces `target` with `content` (text as UTF-8, or bytes) atomically: a temporary file with a random name is created
 * exclusively beside it (same directory, so the rename stays on one file system), given the
 * target's permission bits (and owner, where allowed), synced, and renamed over the target.
 * The target must be a regular file or not exist: a symbolic link is not followed and a FIFO,
 * device or directory is refused, each with a message, and left as it was. Never throws.
 */
export async function replaceFile(
  target: string,
  content: string | Uint8Array,
): Promise<ReplaceResult> {
  let existing: Stats | null
  try {
    existing = await lstat(target)
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') {
      return { ok: false, message: fileErrorMessage(error, 'write') }
    }
    existing = null
  }
  if (existing && !existing.isFile())
    return { ok: false, message: refusal(existing), refused: true }

  let temporary: { path: string; handle: FileHandle } | undefined
  try {
    temporary = await createTemporary(target, existing ? existing.mode & 0o7777 : 0o666)
    if (existing) await keepMetadata(temporary.handle, existing)
    await temporary.handle.writeFile(content)
    await temporary.handle.sync()
    await temporary.handle.close()
    await rename(temporary.path, target)
    return { ok: true }
  } catch (error) {
    if (temporary) {
      await temporary.handle.close().catch(() => undefined)
      await rm(temporary.path, { force: true }).catch(() => undefined)
    }
    return { ok: false, message: fileErrorMessage(error, 'write') }
  }
}

export function refusal(info: Stats): string {
  if (info.isDirectory()) return 'is a directory, expected a file name to write'
  const kind = fileKind(info)
  const why = info.isSymbolicLink() ? 'not followed' : 'not replaced'
  return `is ${kind}, ${why}: -o writes regular files only`
}

export async function createTemporary(
  target: string,
  mode: number,
): Promise<{ path: string; handle: FileHandle }> {
  for (let attempt = 0; ; attempt++) {
    const name = `.${basename(target)}.${randomBytes(8).toString('hex')}.tmp`
    const path = join(dirname(target), name)
    try {
      return { path, handle: await open(path, CREATE_NEW, mode) }
    } catch (error) {
      // A name taken by chance (or planted): draw another.
      if ((error as { code?: unknown }).code !== 'EEXIST' || attempt >= 8) throw error
    }
  }
}

/** The umask applied to open's mode: set the bits exactly, and the owner when running as root. */
async function keepMetadata(handle: FileHandle, existing: Stats): Promise<void> {
  await handle.chmod(existing.mode & 0o7777)
  if (process.getuid?.() === 0) {
    await handle.chown(existing.uid, existing.gid).catch(() => undefined)
  }
}
