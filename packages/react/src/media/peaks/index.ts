export { peakAt, peaksBetween, DEFAULT_PEAKS_PER_SECOND, type AudioPeaks } from './audio-peaks.ts'
export {
  parseAudiowaveformJson,
  PeaksFormatError,
  type AudiowaveformJson,
} from './audiowaveform-json.ts'
export { parseAudiowaveformDat } from './audiowaveform-dat.ts'
export {
  PeaksStore,
  PeaksLoadError,
  type PeaksStoreOptions,
  type PrecomputedPeaks,
} from './peaks-store.ts'
