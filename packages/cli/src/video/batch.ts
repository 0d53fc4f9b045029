import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { TemplateDocument } from '@podscene/core'
import { EXIT_INVALID, EXIT_OK } from '../lib/cli-error.ts'
import type { MediaProxyOptions } from '../render/media-proxy.ts'
import { printErr, printOut } from '../lib/output.ts'
import { EXIT_CANCELLED, onCancel } from './cancel.ts'
import { describeVideo } from './describe-video.ts'
import { ProgressReporter } from './progress.ts'
import { renderVideo, VideoCancelled } from './render-video.ts'
import { checkPattern, readRows, type Row } from './rows.ts'
import { removeStaleTemporaries, statOrNull } from './temp-output.ts'
import type { VideoSettings } from './video-options.ts'
import { outputSize, videoRequest } from './video-request.ts'
import { openVideoSession, type VideoSession } from './video-session.ts'

/**
 * `--data rows.jsonl --video 'out/{index}.mp4'`: one video per row of this shard (row i when
 * i mod n = k), `--jobs` pages at once in one Chromium. A row whose output exists is skipped
 * (outputs appear only complete, so that is resume); a bad row is reported by its line and the
 * others go on. Stdout: one line per written video; stderr: progress, row errors, a summary.
 */
export async function runBatch(
  templateFile: string,
  template: TemplateDocument,
  settings: VideoSettings,
  media: MediaProxyOptions,
): Promise<number> {
  const dataFile = settings.data!
  checkPattern(settings.out, template, templateFile)
  let rows: Row[]
  let total: number
  try {
    ;({ rows, total } = await readRows(dataFile, template, settings.out, settings.shard))
  } catch (error) {
    printErr(`podscene render: ${(error as Error).message}`)
    return EXIT_INVALID
  }
  const counts = { rendered: 0, skipped: 0, failed: 0 }
  const rowError = (row: { index: number }, message: string) => {
    counts.failed++
    progress.line(`podscene render: ${dataFile}:${row.index + 1}: ${message}`)
  }
  const progress = new ProgressReporter(process.stderr, process.stderr.isTTY === true, rows.length)
  const todo: Extract<Row, { ok: true }>[] = []
  for (const row of rows) {
    if (!row.ok) {
      rowError(row, row.message)
      progress.finish('')
      continue
    }
    const existing = await statOrNull(row.output).catch(() => null)
    if (existing?.isFile()) {
      counts.skipped++
      progress.line(`podscene render: ${row.output}: already there, skipped`)
      progress.finish('')
      continue
    }
    todo.push(row)
  }

  const cancel = onCancel()
  let session: VideoSession | null = null
  try {
    if (todo.length > 0) session = await openVideoSession(media)
    const worker = async () => {
      for (let row = todo.shift(); row && !cancel.signal.aborted; row = todo.shift()) {
        try {
          await mkdir(dirname(row.output), { recursive: true })
          await removeStaleTemporaries(row.output)
          const video = await renderVideo(session!, {
            request: videoRequest(row.document, settings),
            target: row.output,
            encoder: settings.encoder,
            audioCodec: settings.audioCodec,
            size: outputSize(row.document, settings.scale),
            onProgress: (p) => progress.update(row.output, p),
            signal: cancel.signal,
          })
          counts.rendered++
          progress.clear()
          printOut(describeVideo(video))
          for (const p of video.problems) {
            progress.line(`podscene render: ${row.output}: placeholder for ${p}`)
          }
        } catch (error) {
          if (error instanceof VideoCancelled || cancel.signal.aborted) return
          rowError(row, oneLine(error))
        } finally {
          progress.finish(row.output)
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(settings.jobs, todo.length) }, worker))
  } catch (error) {
    progress.clear()
    printErr(`podscene render: ${oneLine(error)}`)
    return EXIT_INVALID
  } finally {
    await session?.close()
    cancel.dispose()
  }
  progress.clear()
  const shard =
    settings.shard.count > 1
      ? ` (shard ${settings.shard.index}/${settings.shard.count}: ${rows.length} of them)`
      : ''
  if (cancel.signal.aborted) {
    printErr(
      `podscene render: cancelled after ${counts.rendered} videos; unfinished ones were not written`,
    )
    return EXIT_CANCELLED
  }
  printErr(
    `podscene render: ${dataFile}: ${total} rows${shard}: ${counts.rendered} rendered, ` +
      `${counts.skipped} already there, ${counts.failed} failed`,
  )
  return counts.failed > 0 ? EXIT_INVALID : EXIT_OK
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0]!.trim()
}
