import { describe, expect, it } from 'vitest'
import { fetchBounded, MediaCache, PeaksStore, type MediaFetch } from '../../src/index.ts'
import { browserMediaChecker } from '../../src/problems/browser-media-check.ts'
import { MediaTooLargeError } from '../../src/media/read-bounded.ts'
import { PeaksLoadError } from '../../src/media/peaks/index.ts'

/**
 * Issue 26 item 6: PeaksStore read whole responses with arrayBuffer(); two endlessly streaming
 * audio URLs pulled 8.2 GB into the studio tab. Every read is now cut at a byte limit and a time
 * limit. The endless bodies here are real streams that never end on their own; what they give is
 * counted, and each test stops them.
 */

const CHUNK = 256 * 1024

/** A fetch whose body streams `CHUNK`-byte pieces forever (or never sends a byte: `hang`). */
function endlessFetch(kind: 'stream' | 'hang', type = 'audio/wav') {
  const state = { pulled: 0, cancelled: false, signalled: false }
  const fetch: MediaFetch = async (_url, init) => {
    init?.signal?.addEventListener('abort', () => (state.signalled = true))
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (kind === 'hang') return new Promise(() => undefined)
          state.pulled += CHUNK
          controller.enqueue(new Uint8Array(CHUNK))
        },
        cancel() {
          state.cancelled = true
        },
      },
      { highWaterMark: 0 },
    )
    return new Response(body, { status: 200, headers: { 'content-type': type } })
  }
  return { fetch, state }
}

describe('bounded media reads', () => {
  it('fetchBounded cuts an endless body at the limit and cancels the stream', async () => {
    const { fetch, state } = endlessFetch('stream')
    const read = fetchBounded('https://x.test/endless.wav', { maxBytes: 1024 * 1024, fetch })
    await expect(read).rejects.toBeInstanceOf(MediaTooLargeError)
    await expect(read).rejects.toThrow('cut at the size limit of 1 MiB')
    expect(state.cancelled).toBe(true)
    expect(state.pulled).toBeLessThanOrEqual(1024 * 1024 + 2 * CHUNK)
  })

  it('fetchBounded refuses a declared content-length over the limit without reading', async () => {
    let pulled = 0
    const fetch: MediaFetch = async () =>
      new Response(
        new ReadableStream({
          pull(c) {
            pulled++
            c.enqueue(new Uint8Array(10))
          },
        }),
        { headers: { 'content-length': String(5 * 1024 * 1024 * 1024) } },
      )
    await expect(fetchBounded('https://x.test/a', { maxBytes: 1024, fetch })).rejects.toThrow(
      '5 GiB, over the size limit of 1 KiB',
    )
    expect(pulled).toBeLessThanOrEqual(1)
  })

  it('fetchBounded gives up a body that stops sending at the time limit', async () => {
    const { fetch, state } = endlessFetch('hang')
    await expect(
      fetchBounded('https://x.test/hang.wav', { maxBytes: 1024, timeoutMs: 300, fetch }),
    ).rejects.toThrow('timed out after 0.3 s')
    expect(state.signalled).toBe(true)
    expect(state.cancelled).toBe(true)
  })

  it('fetchBounded gives up a fetch that never answers, even one that ignores its signal', async () => {
    const never: MediaFetch = () => new Promise(() => undefined)
    await expect(
      fetchBounded('https://x.test/never', { maxBytes: 1024, timeoutMs: 200, fetch: never }),
    ).rejects.toThrow('timed out after 0.2 s')
  })

  it('PeaksStore stops an endless audio URL at maxAudioBytes and says so', async () => {
    const { fetch, state } = endlessFetch('stream')
    const store = new PeaksStore({ persist: false, fetch, maxAudioBytes: 2 * 1024 * 1024 })
    const peaks = store.get('https://x.test/endless.mp3')
    await expect(peaks).rejects.toBeInstanceOf(PeaksLoadError)
    await expect(peaks).rejects.toThrow('cut at the size limit of 2 MiB')
    expect(state.pulled).toBeLessThanOrEqual(2 * 1024 * 1024 + 2 * CHUNK)
  })

  it('PeaksStore stops an endless peaks file at maxPeaksFileBytes, and a silent one at timeoutMs', async () => {
    const endless = endlessFetch('stream', 'application/json')
    const store = new PeaksStore({
      persist: false,
      fetch: endless.fetch,
      precomputed: () => 'https://x.test/peaks.json',
      maxPeaksFileBytes: 1024 * 1024,
    })
    await expect(store.get('https://x.test/a.mp3')).rejects.toThrow(
      'peaks file cut at the size limit of 1 MiB',
    )
    const silent = new PeaksStore({
      persist: false,
      fetch: endlessFetch('hang').fetch,
      timeoutMs: 250,
    })
    await expect(silent.get('https://x.test/b.mp3')).rejects.toThrow('timed out after 0.3 s')
  })

  it('a waveform layer’s audio over the limit is a placeholder naming the limit', async () => {
    const { fetch } = endlessFetch('stream')
    const cache = new MediaCache({
      peaks: new PeaksStore({ persist: false, fetch, maxAudioBytes: 1024 * 1024 }),
    })
    const url = 'https://x.test/two-endless.mp3'
    expect(cache.audioPeaks(url).state).toBe('loading')
    await cache.whenSettled()
    expect(cache.audioPeaks(url)).toEqual({
      state: 'failed',
      reason: 'cut at the size limit of 1 MiB',
    })
    expect(cache.failures()).toEqual([{ url, reason: 'cut at the size limit of 1 MiB' }])
  })
})

describe('element loads under the time limit', () => {
  it('MediaCache aborts an image load it gave up, so the download stops', async () => {
    let signal: AbortSignal | undefined
    const cache = new MediaCache({
      timeoutMs: 200,
      imageLoader: (_url, _cors, s) => {
        signal = s
        return new Promise(() => undefined) // an image that never finishes
      },
    })
    cache.image('https://x.test/endless.png')
    await cache.whenSettled()
    expect(cache.image('https://x.test/endless.png')).toEqual({
      state: 'failed',
      reason: 'timed out after 0.2 s',
    })
    expect(signal?.aborted).toBe(true)
  })
})

describe('the studio’s media check (lint) under its time limit', () => {
  it('stops the image download of a URL it gave up', async () => {
    const images: { src: string; removed: boolean }[] = []
    // An image that never finishes loading (an endless stream), recording what is done to it.
    class EndlessImage {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      removed = false
      src = ''
      constructor() {
        images.push(this)
      }
      removeAttribute(name: string) {
        if (name === 'src') this.removed = true
      }
    }
    const real = globalThis.Image
    globalThis.Image = EndlessImage as unknown as typeof Image
    try {
      const check = browserMediaChecker({ timeoutMs: 200 })
      expect(await check('https://x.test/endless.png')).toEqual({
        ok: false,
        reason: 'timed out after 0.2 s',
      })
    } finally {
      globalThis.Image = real
    }
    expect(images.map((i) => [i.src, i.removed])).toEqual([['https://x.test/endless.png', true]])
  })
})
