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

let worker: Worker | null = null
let nextId = 1
const waiting = new Map<number, (peaks: Float32Array) => void>()

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined') return null
  const source = `const reducePeaks = ${reducePeaks.toString()};
self.onmessage = (e) => {
  const { id, channels, samplesPerPeak } = e.data;
  const peaks = reducePeaks(channels, samplesPerPeak);
  self.postMessage({ id, peaks }, [peaks.buffer]);
};`
  try {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
    const w = new Worker(url)
    URL.revokeObjectURL(url)
    w.onmessage = (e: MessageEvent<{ id: number; peaks: Float32Array }>) => {
      waiting.get(e.data.id)?.(e.data.peaks)
      waiting.delete(e.data.id)
    }
    return w
  } catch {
    // A Content-Security-Policy without blob: workers: reduce on the page instead.
    return null
  }
}

/**
 * Peaks of decoded channels, computed in a shared worker (the channel buffers are transferred
 * to it and no longer usable here); on the page when workers are unavailable.
 */
export function reducePeaksOffThread(
  channels: Float32Array[],
  samplesPerPeak: number,
): Promise<Float32Array> {
  worker ??= startWorker()
  if (!worker) return Promise.resolve(reducePeaks(channels, samplesPerPeak))
  const job: Job = { id: nextId++, channels, samplesPerPeak }
  return new Promise((resolve) => {
    waiting.set(job.id, resolve)
    worker!.postMessage(
      job,
      channels.map((c) => c.buffer as ArrayBuffer),
    )
  })
}
