import type { Stats } from 'node:fs'
import { lstat, readdir, rename, rm, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileErrorMessage } from '../lib/file-errors.ts'
import { createTemporary, refusal } from '../lib/replace-file.ts'

/**
 * A video being written: a temporary file `.<name>.<random>.tmp` beside the target (created
 * exclusively, never through a link), written at positions as the muxer or ffmpeg produces
 * the bytes, then synced and renamed over the target (`commit`), or removed (`discard`). So the
 * target only ever holds a finished video: "exists" means "finished", which is what resume
 * checks, and a cancelled or failed render leaves nothing there.
 */
export class TempOutput {
  private closed = false

  private constructor(
    readonly target: string,
    readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  /** Opens the temporary file; the target must be a regular file or absent (else a message). */
  static async open(target: string): Promise<TempOutput> {
    const existing = await statOrNull(target)
    if (existing && !existing.isFile()) throw new Error(`${target}: ${refusal(existing)}`)
    try {
      const { path, handle } = await createTemporary(target, 0o666)
      const output = new TempOutput(target, path, handle)
      open.add(output)
      return output
    } catch (error) {
      throw new Error(`${target}: ${fileErrorMessage(error, 'write')}`)
    }
  }

  /** Writes `bytes` at byte `position` (a muxer rewrites its header at the end). */
  async write(bytes: Uint8Array, position: number): Promise<void> {
    let done = 0
    while (done < bytes.byteLength) {
      const { bytesWritten } = await this.handle.write(
        bytes,
        done,
        bytes.byteLength - done,
        position + done,
      )
      done += bytesWritten
    }
  }

  /** Closes the file, leaving the temporary path for another writer (ffmpeg) to fill. */
  async release(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await this.handle.close()
  }

  /** Syncs and renames over the target. */
  async commit(): Promise<void> {
    try {
      if (!this.closed) {
        await this.handle.sync()
        this.closed = true
        await this.handle.close()
      }
      await rename(this.path, this.target)
      open.delete(this)
    } catch (error) {
      await this.discard()
      throw new Error(`${this.target}: ${fileErrorMessage(error, 'write')}`)
    }
  }

  /** Removes the temporary file; the target is left as it was. Never throws. */
  async discard(): Promise<void> {
    open.delete(this)
    if (!this.closed) {
      this.closed = true
      await this.handle.close().catch(() => undefined)
    }
    await rm(this.path, { force: true }).catch(() => undefined)
  }
}

/** Temporary files not yet committed or discarded: what a cancellation removes. */
const open = new Set<TempOutput>()

/** Discards every temporary video still being written (SIGINT, SIGTERM, a fatal error). */
export async function discardAllOutputs(): Promise<void> {
  await Promise.all([...open].map((output) => output.discard()))
}

/** Temporary files a killed earlier run left beside `target` (`.<name>.<hex>.tmp`). */
export async function removeStaleTemporaries(target: string): Promise<void> {
  const name = basename(target)
  const dir = dirname(target)
  const entries = await readdir(dir).catch(() => [] as string[])
  const pattern = new RegExp(`^\\.${escapeRegExp(name)}\\.[0-9a-f]{16}\\.tmp$`)
  const mine = new Set([...open].map((o) => basename(o.path)))
  await Promise.all(
    entries
      .filter((e) => pattern.test(e) && !mine.has(e))
      .map((e) => rm(join(dir, e), { force: true }).catch(() => undefined)),
  )
}

/** The target's stat, or null when it does not exist. */
export async function statOrNull(path: string): Promise<Stats | null> {
  try {
    return await lstat(path)
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return null
    throw new Error(`${path}: ${fileErrorMessage(error, 'write')}`)
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
