import { discardAllOutputs } from './temp-output.ts'

/** Exit status of a render stopped by SIGINT/SIGTERM (128 + SIGINT, as a shell reports it). */
export const EXIT_CANCELLED = 130

/**
 * SIGINT / SIGTERM during a video render: the first aborts the run (pages close, temporary files
 * are removed, nothing reaches the target) and lets the command return EXIT_CANCELLED; a second
 * removes what is left and exits at once.
 */
export function onCancel(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController()
  const handler = () => {
    if (!controller.signal.aborted) {
      controller.abort()
      return
    }
    void discardAllOutputs().finally(() => process.exit(EXIT_CANCELLED))
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', handler)
      process.off('SIGTERM', handler)
    },
  }
}
