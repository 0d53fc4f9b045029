/**
 * What `podscene render --video` asks the render page for (`window.podsceneVideo` and
 * `window.podsceneVideoRaw`, packages/react/src/export/render-page/video-page.ts) and what the
 * page answers. The encoded bytes never travel in one message: the page streams them to the
 * bindings named here, and the CLI writes them at their positions into a temporary file.
 */
export interface VideoRenderRequest {
  /** The template `{aspect_ratio, scene}` or bare scene `{tracks}` as JSON (parsed in the page). */
  document: unknown
  format: 'mp4' | 'webm'
  fps: 24 | 25 | 30 | 60
  /** Output pixels per canvas pixel. */
  scale: number
  fromMs?: number
  toMs?: number
  /** Canvas colour behind the layers (the scene's bg_color, else black, as for frames). */
  background: string
  /** Per-media load limit in ms. */
  mediaTimeoutMs: number
  /** false: picture only (the sound is encoded elsewhere, e.g. AAC by ffmpeg). Default true. */
  audio?: boolean
}

/** The page's answer once the video is written (or why not). */
export type VideoRenderResponse =
  | {
      ok: true
      container: string
      mimeType: string
      videoCodec: string
      audioCodec: string | null
      width: number
      height: number
      fps: number
      frames: number
      durationMs: number
      /** Media drawn as placeholders or sounds left out, `<url>: <reason>`. */
      problems: string[]
    }
  | { ok: false; message: string }

/** What the browser can encode, asked before choosing between WebCodecs and ffmpeg. */
export interface VideoEncoderSupport {
  webCodecs: boolean
  h264: boolean
  vp9: boolean
  aac: boolean
  opus: boolean
}

/** Raw output for an external encoder: size and timing; frames and PCM go to the bindings. */
export type VideoRawResponse =
  | {
      ok: true
      width: number
      height: number
      fps: number
      frames: number
      durationMs: number
      /** null when the scene is silent. */
      audio: { sampleRate: number; channels: number } | null
      problems: string[]
    }
  | { ok: false; message: string }

/** The mix of a range alone (`podsceneVideoSound`): PCM to the rawAudio binding; null = silent. */
export type VideoSoundResponse =
  | { ok: true; audio: { sampleRate: number; channels: number } | null }
  | { ok: false; message: string }

/** Names of the functions the CLI exposes to the page (playwright `exposeBinding`). */
export const VIDEO_BINDINGS = {
  /** (position: number, base64: string) → Promise<void>: encoded bytes at a file position. */
  write: 'podsceneVideoWrite',
  /** ({framesDone, framesTotal, fraction, elapsedMs, etaMs}) → void. */
  progress: 'podsceneVideoProgress',
  /** (index, base64, width, height) → Promise<void>: one RGBA frame, in order. */
  rawFrame: 'podsceneRawFrame',
  /** (base64: string) → Promise<void>: interleaved float32 little-endian PCM, in order. */
  rawAudio: 'podsceneRawAudio',
} as const
