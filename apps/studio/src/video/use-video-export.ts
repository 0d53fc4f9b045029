import { useCallback, useEffect, useRef, useState } from 'react'
import {
  exportVideo,
  type ExportVideoOptions,
  type ExportVideoProgress,
  type ExportVideoResult,
  type VideoDocument,
} from '@podscene/react'

export type VideoExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportVideoProgress | null }
  | { status: 'failed'; message: string }

/** The progress bar is updated at most this often, ms. */
const PROGRESS_INTERVAL_MS = 100

/**
 * One export at a time: `start` runs @podscene/react's exportVideo with an AbortController,
 * `cancel` aborts it (the promise then rejects with an AbortError and nothing is kept); an
 * unmount cancels too.
 */
export function useVideoExport() {
  const [state, setState] = useState<VideoExportState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (
      source: VideoDocument,
      options: ExportVideoOptions,
    ): Promise<ExportVideoResult | null> => {
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      setState({ status: 'running', progress: null })
      let shownAt = -Infinity
      try {
        const result = await exportVideo(source, {
          ...options,
          signal: abort.signal,
          onProgress: (progress) => {
            // A render of the dialog every frame would take the frames' main thread: at most
            // every PROGRESS_INTERVAL_MS (and the last frame).
            const now = performance.now()
            const last = progress.framesDone >= progress.framesTotal
            if (abort.signal.aborted || (!last && now - shownAt < PROGRESS_INTERVAL_MS)) return
            shownAt = now
            setState({ status: 'running', progress })
          },
        })
        setState({ status: 'idle' })
        return result
      } catch (error) {
        if (abort.signal.aborted) setState({ status: 'idle' })
        else
          setState({
            status: 'failed',
            message: `Could not export the video: ${error instanceof Error ? error.message : String(error)}`,
          })
        return null
      } finally {
        if (controller.current === abort) controller.current = null
      }
    },
    [],
  )

  const cancel = useCallback(() => controller.current?.abort(), [])
  return { state, start, cancel }
}
