/** The browser cannot make the video asked for (no WebCodecs, or no encoder for a codec). */
export class VideoExportUnsupportedError extends Error {
  override name = 'VideoExportUnsupportedError'
  constructor(
    message: string,
    /** The missing piece: `WebCodecs`, or the codec (`H.264 (avc)`, `VP9`, `Opus`…). */
    readonly missing: string,
  ) {
    super(message)
  }
}

/** The AbortError exportVideo rejects with when its signal aborts. */
export function abortError(signal: AbortSignal | undefined): DOMException {
  const reason: unknown = signal?.reason
  if (reason instanceof DOMException && reason.name === 'AbortError') return reason
  return new DOMException(
    reason instanceof Error ? `video export aborted: ${reason.message}` : 'video export aborted',
    'AbortError',
  )
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal)
}
