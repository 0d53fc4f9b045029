/**
 * Reduces decoded samples to peaks in a Web Worker, so a long file's millions of samples never
 * block the page. The worker is made from this file's own function source (a Blob URL), which
 * works the same under Vite, in the built package and in any embedder's bundler.
 */

/** Max |sample| over every channel per bucket of `samplesPerPeak` samples. Plain JS: runs in the worker. */
export function reducePeaks(channels: Float32Array[], samplesPerPeak: number): Float32Array {
  const length = channels.reduce((n, c) => Math.max(n, c.length), 0)
  const count = Math.ceil(length / samplesPerPeak)
  const out = new Float32Array(count)
  for (const samples of channels) {
    for (let b = 0; b < count; b++) {
      const end = Math.min(samples.length, (b + 1) * samplesPerPeak)
      let max = out[b]!
      for (let i = b * samplesPerPeak; i < end; i++) {
        const v = samples[i]!
        const a = v < 0 ? -v : v
        if (a > max) max = a
      }
      out[b] = max > 1 ? 1 : max
    }
  }
  return out
}

interface Job {
  id: number
  channels: Float32Array[]
  samplesPerPeak: number
}

type Pending = { resolve: (peaks: Float32Array) => void; reject: (error: Error) => void }

let worker: Promise<Worker | null> | null = null
let nextId = 1
const waiting = new Map<number, Pending>()

/**
 * Starts the worker and waits for it to say it runs: a Content-Security-Policy without blob:
 * workers (the render page of `podscene render` has one) blocks it with an error event, not an
 * exception, and jobs posted to it would never come back. Null: reduce on the page instead.
 */
function startWorker(): Promise<Worker | null> {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined') return Promise.resolve(null)
  const source = `const reducePeaks = ${reducePeaks.toString()};
self.onmessage = (e) => {
  const { id, channels, samplesPerPeak } = e.data;
  const peaks = reducePeaks(channels, samplesPerPeak);
  self.postMessage({ id, peaks }, [peaks.buffer]);
};
self.postMessage('ready');`
  return new Promise((resolve) => {
    let w: Worker
    try {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
      w = new Worker(url)
      URL.revokeObjectURL(url)
    } catch {
      resolve(null)
      return
    }
    w.onerror = () => {
      w.terminate()
      resolve(null)
    }
    w.onmessage = (e: MessageEvent) => {
      if (e.data !== 'ready') return
      w.onmessage = (done: MessageEvent<{ id: number; peaks: Float32Array }>) => {
        waiting.get(done.data.id)?.resolve(done.data.peaks)
        waiting.delete(done.data.id)
      }
      // A failure inside a job: every job in flight fails (their buffers went to the worker).
      w.onerror = (event) => {
        event.preventDefault()
        const error = new Error(`peaks worker failed: ${event.message || 'unknown error'}`)
        for (const pending of waiting.values()) pending.reject(error)
        waiting.clear()
      }
      resolve(w)
    }
  })
}

/**
 * Peaks of decoded channels, computed in a shared worker (the channel buffers are transferred
 * to it and no longer usable here); on the page when workers are unavailable or blocked.
 */
export async function reducePeaksOffThread(
  channels: Float32Array[],
  samplesPerPeak: number,
): Promise<Float32Array> {
  worker ??= startWorker()
  const running = await worker
  if (!running) return reducePeaks(channels, samplesPerPeak)
  const job: Job = { id: nextId++, channels, samplesPerPeak }
  return new Promise((resolve, reject) => {
    waiting.set(job.id, { resolve, reject })
    running.postMessage(
      job,
      channels.map((c) => c.buffer as ArrayBuffer),
    )
  })
}
