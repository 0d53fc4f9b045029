import type { EditorDocument } from '@podscene/core'
import type { PlayerProject } from '../../player/player-source.ts'
import type { LayerRenderers } from '../../layers/renderer-types.ts'

/**
 * What a video is made of: a bare scene `{tracks}`, a template `{aspect_ratio, scene}` (core's
 * parsed document, `EditorDocument`), or a whole project `{scenes}` (scenes in sequence with their
 * `transition`, as `<ScenePlayer>` plays them).
 */
export type VideoDocument = EditorDocument | PlayerProject

export type VideoContainer = 'mp4' | 'webm'
export type VideoFps = 24 | 25 | 30 | 60
export type VideoQuality = 'low' | 'medium' | 'high'

/**
 * Where the file goes, piece by piece, so a long export never holds it (e.g. a file handle). A
 * streamed MP4 is fragmented (fMP4: its index is written fragment by fragment, so nothing grows
 * with the length); writes come in order, but honour `position` anyway.
 */
export interface VideoTarget {
  /** Writes `chunk` at byte `position`. */
  write(chunk: Uint8Array, position: number): void | Promise<void>
  /** Called once after the last write of a finished export (never after an abort or error). */
  close?(): void | Promise<void>
  /** Called instead of `close` when the export fails or is aborted: drop what was written. */
  abort?(reason: unknown): void | Promise<void>
}

export interface ExportVideoProgress {
  framesDone: number
  framesTotal: number
  /** framesDone / framesTotal, 0–1. */
  fraction: number
  elapsedMs: number
  /** Estimated time left from the pace so far; null until a few frames are done. */
  etaMs: number | null
}

export interface ExportVideoOptions {
  /**
   * 'mp4' (default): H.264 + AAC where the browser encodes AAC, else Opus; 'webm': VP9 + Opus.
   */
  format?: VideoContainer
  /** Output size as a multiple of the canvas size (default 1); `width`/`height` override it. */
  scale?: number
  /** Output width in px (height follows the canvas's aspect ratio unless given); made even. */
  width?: number
  height?: number
  /** Frames per second: 24, 25, 30 (default) or 60. */
  fps?: VideoFps
  /** Start of the exported range in scene (or project) ms; default 0. */
  fromMs?: number
  /**
   * End of the range, ms; default the scene's (project's) duration. A still (duration 0) exports
   * `STILL_VIDEO_MS` (one second) of its one picture.
   */
  toMs?: number
  /** Video bits per second; overrides `quality`. */
  bitrate?: number
  /** Encoder quality when no `bitrate` is given (default 'high'). */
  quality?: VideoQuality
  /** Include the sound (default true when the scene has any sound source). */
  audio?: boolean
  onProgress?: (progress: ExportVideoProgress) => void
  /** Aborting rejects with an `AbortError` DOMException; nothing is returned or kept. */
  signal?: AbortSignal
  /** Streams the file there instead of returning a Blob (the result's `blob` is then null). */
  target?: VideoTarget
  /**
   * Maps a media URL to the one actually fetched (e.g. the CLI render server's same-origin
   * `/_media` proxy, `proxiedMediaUrl`); pictures and sound both go through it. Default as is.
   */
  resolveMediaUrl?: (url: string) => string
  /** Per-URL load limit for pictures, ms (default 8000, as the canvas). */
  mediaTimeoutMs?: number
  /** Canvas colour behind the layers; default the scene's `bg_color`, else black. */
  background?: string
  /** Renderers for custom layer kinds (as `<SceneCanvas renderers>`). */
  renderers?: LayerRenderers
}

export interface ExportVideoResult {
  /** The file, or null when it went to `options.target`. */
  blob: Blob | null
  container: VideoContainer
  /** e.g. `video/mp4`. */
  mimeType: string
  /** WebCodecs codec string used, e.g. `avc1.640028`, `vp09.00.31.08`. */
  videoCodec: string
  /** WebCodecs codec string of the sound (`opus`, `mp4a.40.2`), or null without sound. */
  audioCodec: string | null
  width: number
  height: number
  fps: number
  frames: number
  durationMs: number
  /** Media drawn as placeholders or sounds left out, `<url>: <reason>` (empty when all loaded). */
  problems: string[]
}

export interface VideoFrameSourceOptions {
  /** Output size as a multiple of the (first scene's) canvas size (default 1). */
  scale?: number
  /** Output size in px (one alone keeps the aspect ratio); default the canvas size × scale. */
  width?: number
  height?: number
  resolveMediaUrl?: (url: string) => string
  mediaTimeoutMs?: number
  background?: string
  renderers?: LayerRenderers
}

/** Draws frames of a document one at a time, each after its media has settled. */
export interface VideoFrameSource {
  readonly width: number
  readonly height: number
  /** The whole time line's length in ms (0 = a still). */
  readonly durationMs: number
  /**
   * The frame at `ms` (scene or project time), drawn exactly as the canvas and `podscene render
   * --at` draw it, once every picture, font and video seek it needs is done. The returned canvas
   * is drawn into again a few calls later (six canvases are used in turn, so that the encoder can
   * hold a frame while the next ones are drawn): read or copy it before then.
   */
  frameAt(ms: number): Promise<HTMLCanvasElement | OffscreenCanvas>
  /** Media that failed to load (placeholders drawn), `<url>: <reason>`. */
  problems(): string[]
  dispose(): void
}

export interface SceneAudioOptions {
  fromMs?: number
  toMs?: number
  /** Default 48000. */
  sampleRate?: number
  /** 1 or 2 (default). */
  channels?: number
  resolveMediaUrl?: (url: string) => string
  signal?: AbortSignal
}
