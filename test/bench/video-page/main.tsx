// The page of the browser video benchmark (../video-browser.ts): exports a document with
// @podscene/react's exportVideo, and encodes the same number of plain frames with the same
// encoder and muxer (the limit an export cannot beat), each into a target that only counts bytes.
import { createVideoFrameSource, exportVideo, type VideoDocument } from '@podscene/react'
import {
  CanvasSource,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  StreamTarget,
  VideoSample,
  VideoSampleSource,
  WebMOutputFormat,
  type StreamTargetChunk,
} from 'mediabunny'
import './side-by-side.tsx'

export interface ExportRun {
  doc: VideoDocument
  width: number
  height: number
  fps: 30
  toMs: number
  format: 'mp4' | 'webm'
  /** false: leave the sound out (to see what mixing and encoding it costs). */
  audio?: boolean
}

export interface ExportFigures {
  ms: number
  frames: number
  bytes: number
  /** Highest `performance.memory.usedJSHeapSize` seen, sampled on every progress report. */
  peakHeapBytes: number
  /** Highest heap left after a forced full GC, every 10 s of video (exports only). */
  retainedHeapBytes?: number
  /** Heap at the start (after a GC when the page can ask for one). */
  startHeapBytes: number
  videoCodec: string
  audioCodec: string | null
}

export interface StageFigures {
  /** Drawing only (the frame source, each frame rasterised), ms per frame. */
  drawMsPerFrame: number
}

declare global {
  interface Window {
    runExport?: (run: ExportRun) => Promise<ExportFigures>
    runPlainEncode?: (run: Omit<ExportRun, 'doc'>) => Promise<ExportFigures>
    runPlainEncodeRing?: (run: Omit<ExportRun, 'doc'>) => Promise<ExportFigures>
    runDrawOnly?: (run: ExportRun & { frames: number }) => Promise<StageFigures>
    runFramesOnly?: (run: ExportRun & { frames: number }) => Promise<StageFigures>
    runContentEncode?: (run: ExportRun) => Promise<ExportFigures>
    gc?: () => void
  }
}

const heap = () =>
  (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0

function countingTarget() {
  const counted = { bytes: 0 }
  return {
    counted,
    target: {
      write(chunk: Uint8Array) {
        counted.bytes += chunk.length
      },
    },
  }
}

window.runExport = async (run) => {
  window.gc?.()
  const startHeapBytes = heap()
  let peakHeapBytes = startHeapBytes
  let retainedHeapBytes = startHeapBytes
  const { counted, target } = countingTarget()
  const began = performance.now()
  const result = await exportVideo(run.doc, {
    format: run.format,
    width: run.width,
    height: run.height,
    fps: run.fps,
    toMs: run.toMs,
    audio: run.audio,
    target,
    onProgress: ({ framesDone }) => {
      peakHeapBytes = Math.max(peakHeapBytes, heap())
      // Every 10 s of video (at 30 fps): what stays after a full GC, i.e. what the export holds.
      if (framesDone % 300 === 0 && window.gc) {
        window.gc()
        retainedHeapBytes = Math.max(retainedHeapBytes, heap())
      }
    },
  })
  return {
    ms: performance.now() - began,
    frames: result.frames,
    bytes: counted.bytes,
    peakHeapBytes,
    retainedHeapBytes,
    startHeapBytes,
    videoCodec: result.videoCodec,
    audioCodec: result.audioCodec,
  }
}

/** The same encoder settings as exportVideo (codec, quality, key frames, muxer), plain frames. */
window.runPlainEncode = (run) =>
  encodeFrames(run, (ctx, i) => {
    // A plain frame: a gradient that moves, so the encoder has something to code.
    const x = (i * 7) % run.width
    ctx.fillStyle = '#203040'
    ctx.fillRect(0, 0, run.width, run.height)
    ctx.fillStyle = '#e04040'
    ctx.fillRect(x, run.height / 3, run.width / 5, run.height / 3)
  })

/**
 * The same encoder on the export's own pictures: its first second of frames drawn once, then
 * played back and forth (copied into the canvas) for the whole length. How much of the export's
 * time over plain frames is the encoder coding real pictures rather than drawing.
 */
window.runContentEncode = async (run) => {
  const source = createVideoFrameSource(run.doc, { width: run.width, height: run.height })
  const pictures: ImageBitmap[] = []
  try {
    for (let i = 0; i < run.fps; i++)
      pictures.push(await createImageBitmap(await source.frameAt((i * 1000) / run.fps)))
  } finally {
    source.dispose()
  }
  try {
    const n = pictures.length
    return await encodeFrames(run, (ctx, i) => {
      const k = i % (2 * n)
      ctx.drawImage(pictures[k < n ? k : 2 * n - 1 - k]!, 0, 0)
    })
  } finally {
    for (const picture of pictures) picture.close()
  }
}

/**
 * Plain frames drawn into twelve canvases in turn (as the export draws its frames into a ring,
 * `FRAME_CANVAS_RING`): the encoder's own limit, without Chromium copying a canvas whose
 * previous frame the encoder still holds (which `CanvasSource` on one canvas pays every frame).
 * Plain frames are drawn faster than the encoder codes them, so it holds more of them than the
 * export's frames: a ring of six still paid that copy (1.4–1.9 ms a frame), eight or more do not.
 */
window.runPlainEncodeRing = (run) =>
  encodeFrames(
    run,
    (ctx, i) => {
      const x = (i * 7) % run.width
      ctx.fillStyle = '#203040'
      ctx.fillRect(0, 0, run.width, run.height)
      ctx.fillStyle = '#e04040'
      ctx.fillRect(x, run.height / 3, run.width / 5, run.height / 3)
    },
    12,
  )

async function encodeFrames(
  run: Omit<ExportRun, 'doc'>,
  paint: (ctx: CanvasRenderingContext2D, index: number) => void,
  ring = 1,
): Promise<ExportFigures> {
  window.gc?.()
  const startHeapBytes = heap()
  let peakHeapBytes = startHeapBytes
  const canvases = Array.from({ length: ring }, () => {
    const canvas = document.createElement('canvas')
    canvas.width = run.width
    canvas.height = run.height
    return { canvas, ctx: canvas.getContext('2d')! }
  })
  let bytes = 0
  const writable = new WritableStream<StreamTargetChunk>({
    write: (chunk) => void (bytes += chunk.data.length),
  })
  const output = new Output({
    format:
      run.format === 'mp4'
        ? new Mp4OutputFormat({ fastStart: 'fragmented' })
        : new WebMOutputFormat(),
    target: new StreamTarget(writable, { chunked: true, chunkSize: 1024 * 1024 }),
  })
  let videoCodec = ''
  const config = {
    codec: run.format === 'mp4' ? ('avc' as const) : ('vp9' as const),
    quality: QUALITY_HIGH,
    keyFrameInterval: 2,
    onEncoderConfig: (c: VideoEncoderConfig) => (videoCodec = c.codec),
  }
  // One canvas: mediabunny's CanvasSource; a ring: a VideoSample of each canvas in turn.
  const single = ring === 1 ? new CanvasSource(canvases[0]!.canvas, config) : null
  const source = single ?? new VideoSampleSource(config)
  output.addVideoTrack(source, { frameRate: run.fps })
  await output.start()
  const frames = Math.round((run.toMs * run.fps) / 1000)
  const began = performance.now()
  for (let i = 0; i < frames; i++) {
    const { canvas, ctx } = canvases[i % ring]!
    paint(ctx, i)
    if (single) await single.add(i / run.fps, 1 / run.fps)
    else {
      const sample = new VideoSample(canvas, { timestamp: i / run.fps, duration: 1 / run.fps })
      try {
        await (source as VideoSampleSource).add(sample)
      } finally {
        sample.close()
      }
    }
    peakHeapBytes = Math.max(peakHeapBytes, heap())
  }
  await output.finalize()
  return {
    ms: performance.now() - began,
    frames,
    bytes,
    peakHeapBytes,
    startHeapBytes,
    videoCodec,
    audioCodec: null,
  }
}

window.runDrawOnly = async (run) => {
  const source = createVideoFrameSource(run.doc, { width: run.width, height: run.height })
  try {
    const probe = new OffscreenCanvas(1, 1).getContext('2d')!
    // Reading a pixel makes the canvas rasterise what was drawn (2D drawing is deferred).
    const rasterise = (canvas: CanvasImageSource) => {
      probe.drawImage(canvas, 0, 0, 1, 1)
      probe.getImageData(0, 0, 1, 1)
    }
    rasterise(await source.frameAt(0))
    const began = performance.now()
    for (let i = 1; i <= run.frames; i++) rasterise(await source.frameAt((i * 1000) / run.fps))
    return { drawMsPerFrame: (performance.now() - began) / run.frames }
  } finally {
    source.dispose()
  }
}

/**
 * The frame source alone, each frame read as the export reads it (`new VideoFrame(canvas)`,
 * closed at once): drawing, rasterising and the frame's copy, no encoder.
 */
window.runFramesOnly = async (run) => {
  const source = createVideoFrameSource(run.doc, { width: run.width, height: run.height })
  try {
    new VideoFrame(await source.frameAt(0), { timestamp: 0 }).close()
    const began = performance.now()
    for (let i = 1; i <= run.frames; i++)
      new VideoFrame(await source.frameAt((i * 1000) / run.fps), { timestamp: i }).close()
    return { drawMsPerFrame: (performance.now() - began) / run.frames }
  } finally {
    source.dispose()
  }
}
