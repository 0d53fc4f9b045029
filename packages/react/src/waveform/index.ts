export { WaveformView, type WaveformViewProps } from './WaveformView.tsx'
export { scenePeaks, peaksForWidth, SCENE_PEAKS_PER_SECOND } from './scene-peaks.ts'
export { quietestNear } from './quiet-point.ts'
