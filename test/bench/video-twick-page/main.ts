// The peer in `pnpm bench video`: @twick/browser-render (WebCodecs) exporting the composition
// of the two-speaker demo template (test/bench/video-twick.ts builds the Twick input).
import { renderTwickVideoInBrowser } from '@twick/browser-render'

export interface TwickRun {
  input: unknown
  width: number
  height: number
  fps: number
  seconds: number
  includeAudio: boolean
  /** Return the file too (base64), to look at what Twick made. */
  keep?: boolean
}

export interface TwickFigures {
  ms: number
  bytes: number
  peakHeapBytes: number
  file?: string
}

declare global {
  interface Window {
    runTwick?: (run: TwickRun) => Promise<TwickFigures>
  }
}

window.runTwick = async (run) => {
  const memory = () =>
    (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
    0
  let peak = memory()
  const sampler = setInterval(() => (peak = Math.max(peak, memory())), 100)
  const started = performance.now()
  try {
    const blob = await renderTwickVideoInBrowser({
      variables: { input: run.input },
      settings: {
        width: run.width,
        height: run.height,
        fps: run.fps,
        quality: 'low',
        range: [0, run.seconds],
        includeAudio: run.includeAudio,
        onProgress: () => (peak = Math.max(peak, memory())),
      },
    })
    const ms = performance.now() - started
    const file = run.keep
      ? (new Uint8Array(await blob.arrayBuffer()) as Uint8Array & { toBase64(): string }).toBase64()
      : undefined
    return { ms, bytes: blob.size, peakHeapBytes: peak, file }
  } finally {
    clearInterval(sampler)
  }
}
