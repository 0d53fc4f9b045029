import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EditorDocument } from '@podscene/core'
import {
  createVideoFrameSource,
  exportVideo,
  VideoExportUnsupportedError,
  type ExportVideoProgress,
  type VideoTarget,
} from '../../src/index.ts'
import { pcmWavUrl } from '../playback/wav.ts'
import { decodeVideo, meanBrightness, pixelAt } from './decode-video.ts'
import { imageDataOf } from './reference-frame.tsx'

function colourScene(ms: number, color: string, extra: object = {}): object {
  return {
    tracks: [
      {
        index: 0,
        key: 'c',
        type: 'color',
        layers: [
          {
            key: 'fill',
            type: 'color',
            x: 0,
            y: 0,
            w: 1920,
            h: 1080,
            color,
            timeline: { start: 0, end: ms },
          },
        ],
      },
    ],
    ...extra,
  }
}

const twoSeconds = () =>
  ({
    aspect_ratio: 1,
    scene: {
      ...colourScene(2000, '#3060c0'),
      audio_script: { url: pcmWavUrl(2, (i) => Math.sin(i / 5) * 0.3, 48000) },
    },
  }) as unknown as EditorDocument

/** A target that keeps what it is given in memory, by position, and records close / abort. */
function memoryTarget() {
  const state = { bytes: new Uint8Array(0), writes: 0, closed: false, aborted: null as unknown }
  const target: VideoTarget = {
    write(chunk, position) {
      state.writes++
      const end = position + chunk.length
      if (end > state.bytes.length) {
        const grown = new Uint8Array(end)
        grown.set(state.bytes)
        state.bytes = grown
      }
      state.bytes.set(chunk, position)
    },
    close() {
      state.closed = true
    },
    abort(reason) {
      state.aborted = reason
      state.bytes = new Uint8Array(0)
    },
  }
  return { target, state }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('exportVideo: progress, abort, targets, errors', () => {
  it('reports progress for every frame with the time left', async () => {
    const reports: ExportVideoProgress[] = []
    await exportVideo(twoSeconds(), {
      format: 'webm',
      scale: 0.1,
      fps: 24,
      onProgress: (p) => reports.push(p),
    })
    expect(reports.map((p) => p.framesDone)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1))
    expect(reports.every((p) => p.framesTotal === 48)).toBe(true)
    expect(reports.at(-1)!.fraction).toBe(1)
    expect(reports.at(-1)!.etaMs).toBe(0)
    expect(reports[0]!.etaMs).toBeNull()
    expect(reports[10]!.etaMs).toBeGreaterThan(0)
    expect(reports[10]!.elapsedMs).toBeGreaterThan(0)
  })

  it('streams MP4 to a target: positioned writes that make a playable file, then close', async () => {
    const { target, state } = memoryTarget()
    const result = await exportVideo(twoSeconds(), { format: 'mp4', scale: 0.1, target })
    expect(result.blob).toBeNull()
    expect(state.closed).toBe(true)
    expect(state.aborted).toBeNull()
    const decoded = await decodeVideo(new Blob([state.bytes], { type: 'video/mp4' }), {
      keepFrames: false,
    })
    expect(decoded).toMatchObject({ width: 192, height: 108, packets: 60 })
    expect(decoded.audio?.codec).toBe('opus')
  })

  for (const format of ['mp4', 'webm'] as const) {
    it(`${format}: aborting rejects with an AbortError, and the target is told to drop it all`, async () => {
      const { target, state } = memoryTarget()
      const controller = new AbortController()
      const done: number[] = []
      const run = exportVideo(twoSeconds(), {
        format,
        scale: 0.1,
        target,
        signal: controller.signal,
        onProgress: (p) => {
          done.push(p.framesDone)
          if (p.framesDone === 10) controller.abort()
        },
      })
      await expect(run).rejects.toMatchObject({ name: 'AbortError' })
      expect(Math.max(...done)).toBe(10)
      expect(state.closed).toBe(false)
      expect(state.aborted).toMatchObject({ name: 'AbortError' })
      expect(state.bytes.length).toBe(0)
      // Nothing is left mounted either.
      expect(document.querySelectorAll('[data-podscene-video-frames]')).toHaveLength(0)
    })
  }

  it('an already aborted signal rejects before anything is drawn', async () => {
    const run = exportVideo(twoSeconds(), { signal: AbortSignal.abort() })
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('names WebCodecs when the browser has none, and the codec when it has no encoder for it', async () => {
    vi.stubGlobal('VideoEncoder', undefined)
    const noWebCodecs = exportVideo(twoSeconds())
    await expect(noWebCodecs).rejects.toBeInstanceOf(VideoExportUnsupportedError)
    await expect(noWebCodecs).rejects.toThrow(/WebCodecs \(VideoEncoder\)/)
    vi.unstubAllGlobals()
    vi.spyOn(VideoEncoder, 'isConfigSupported').mockResolvedValue({ supported: false })
    const noH264 = exportVideo(twoSeconds(), { format: 'mp4', scale: 0.1 })
    await expect(noH264).rejects.toThrow(/no H\.264 \(avc\) video encoder for 192×108/)
    await expect(noH264).rejects.toMatchObject({ missing: 'H.264 (avc)' })
  })

  it('refuses bad options by name', async () => {
    await expect(exportVideo(twoSeconds(), { fps: 29 as 30 })).rejects.toThrow(
      /fps must be 24, 25, 30 or 60, got 29/,
    )
    await expect(exportVideo(twoSeconds(), { fromMs: 3000 })).rejects.toThrow(
      /fromMs \(3000\) is at or after the end of the scene \(2000 ms\)/,
    )
    await expect(exportVideo(twoSeconds(), { scale: -1 })).rejects.toThrow(
      /scale must be a positive number, got -1/,
    )
    await expect(exportVideo(twoSeconds(), { format: 'avi' as 'mp4' })).rejects.toThrow(
      /format must be 'mp4' or 'webm'/,
    )
  })

  it('a still exports one second of its picture', async () => {
    const still = { aspect_ratio: 1, scene: colourScene(0, '#ff0000') } as unknown as EditorDocument
    const result = await exportVideo(still, { format: 'webm', scale: 0.1, fps: 25 })
    expect([result.frames, result.durationMs, result.audioCodec]).toEqual([25, 1000, null])
  })

  it('a project: its scenes in sequence, the second entering with its fade over black', async () => {
    const project = {
      aspect_ratio: 1,
      scenes: [
        colourScene(1000, '#ff0000'),
        colourScene(1000, '#00ff00', { transition: { type: 'fade' } }),
      ],
    }
    const source = createVideoFrameSource(project, { scale: 0.05 })
    try {
      expect(source.durationMs).toBe(2000)
      const at = async (ms: number) => pixelAt(await imageDataOf(await source.frameAt(ms)), 10, 10)
      expect(await at(500)).toEqual([255, 0, 0, 255])
      const half = await at(1250) // halfway through the 500 ms fade: green at half opacity on black
      expect(half[1]).toBeGreaterThan(100)
      expect(half[1]).toBeLessThan(160)
      expect([half[0], half[2]]).toEqual([0, 0])
      expect(await at(1600)).toEqual([0, 255, 0, 255])
    } finally {
      source.dispose()
    }
    const result = await exportVideo(project, { format: 'webm', scale: 0.05, fps: 30 })
    const decoded = await decodeVideo(result.blob!)
    expect(decoded.frames).toHaveLength(60)
    expect(meanBrightness(decoded.frames[33]!.pixels)).toBeLessThan(
      meanBrightness(decoded.frames[50]!.pixels) - 20,
    )
  })
})
