// Video out (issue 25): one frame source and one sound mix for every output (browser export,
// the CLI's `render --video` page and its ffmpeg fallback). See README.md in this folder.
export { exportVideo } from './export-video.ts'
export { createVideoFrameSource } from './frame-source.tsx'
export { renderSceneAudio, createSceneAudioMixer } from './scene-audio.ts'
export type { SceneAudioMixer } from './scene-audio.ts'
export {
  STILL_VIDEO_MS,
  outputSizeOf,
  frameTimesOf,
  frameTime,
  evenPixels,
} from './frame-layout.ts'
export type { FrameTimes } from './frame-layout.ts'
export { VideoExportUnsupportedError } from './errors.ts'
export type {
  ExportVideoOptions,
  ExportVideoProgress,
  ExportVideoResult,
  SceneAudioOptions,
  VideoContainer,
  VideoDocument,
  VideoFps,
  VideoFrameSource,
  VideoFrameSourceOptions,
  VideoQuality,
  VideoTarget,
} from './types.ts'
