export { peakAt, peaksBetween, DEFAULT_PEAKS_PER_SECOND, type AudioPeaks } from './audio-peaks.ts'
export {
  parseAudiowaveformJson,
  PeaksFormatError,
  type AudiowaveformJson,
} from './audiowaveform-json.ts'
export { parseAudiowaveformDat } from './audiowaveform-dat.ts'
export { MAX_PEAKS_DURATION_MS } from './peaks-timing.ts'
export {
  DEFAULT_PEAKS_LIMITS,
  PeaksStore,
  PeaksLoadError,
  type PeaksStoreOptions,
  type PrecomputedPeaks,
} from './peaks-store.ts'
