import { EXIT_INVALID, EXIT_OK } from '../lib/cli-error.ts'
import type { MediaProxyOptions } from '../render/media-proxy.ts'
import { loadDocument } from '../lib/load-document.ts'
import { printErr, printOut } from '../lib/output.ts'
import { formatFileProblem } from '../lib/problems-output.ts'
import { runBatch } from './batch.ts'
import { EXIT_CANCELLED, onCancel } from './cancel.ts'
import { describeVideo } from './describe-video.ts'
import { ProgressReporter } from './progress.ts'
import { renderVideo, VideoCancelled } from './render-video.ts'
import { outputSize, videoRequest } from './video-request.ts'
import { videoSettings, type VideoFlags } from './video-options.ts'
import { openVideoSession } from './video-session.ts'

/** `podscene render <file> --video <out>` (and with --data, one video per row: batch.ts). */
export async function runVideo(
  file: string,
  flags: VideoFlags,
  media: MediaProxyOptions,
): Promise<number> {
  const settings = videoSettings(flags)
  const loaded = await loadDocument(file)
  if (!loaded.ok) {
    const more = loaded.total > 1 ? ` (and ${loaded.total - 1} more problems)` : ''
    return fail(`${formatFileProblem(loaded.problems[0]!)}${more}`)
  }
  if (settings.data !== undefined) return runBatch(file, loaded.document, settings, media)

  const cancel = onCancel()
  const progress = new ProgressReporter()
  let session: Awaited<ReturnType<typeof openVideoSession>> | null = null
  try {
    session = await openVideoSession(media)
    const video = await renderVideo(session, {
      request: videoRequest(loaded.document, settings),
      target: settings.out,
      encoder: settings.encoder,
      audioCodec: settings.audioCodec,
      size: outputSize(loaded.document, settings.scale),
      onProgress: (p) => progress.update(settings.out, p),
      signal: cancel.signal,
    })
    progress.clear()
    printErr(video.problems.map((p) => `podscene render: placeholder for ${p}`))
    printOut(describeVideo(video))
    return EXIT_OK
  } catch (error) {
    progress.clear()
    if (error instanceof VideoCancelled || cancel.signal.aborted) {
      printErr(`podscene render: cancelled; nothing written to ${settings.out}`)
      return EXIT_CANCELLED
    }
    return fail(oneLine(error))
  } finally {
    await session?.close()
    cancel.dispose()
  }
}

function fail(message: string): number {
  printErr(`podscene render: ${message}`)
  return EXIT_INVALID
}

export function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0]!.trim()
}
