import type { AudioPeaks } from './audio-peaks.ts'
import { parseAudiowaveformJson, PeaksFormatError } from './audiowaveform-json.ts'
import { parseAudiowaveformDat } from './audiowaveform-dat.ts'

export { looksLikeJson } from './audiowaveform-dat.ts'
import { PeaksLoadError } from './peaks-load-error.ts'
import { checkAudioPeaks } from './peaks-timing.ts'

/**
 * Precomputed peaks (AudioPeaks, audiowaveform JSON or .dat bytes) checked and read. Loaded by
 * PeaksStore with the first precomputed peaks, not with the player or the editor.
 */
export function parsePeaks(json: unknown): AudioPeaks {
  try {
    if (isAudioPeaks(json)) return checkAudioPeaks(json)
    return json instanceof ArrayBuffer ? parseAudiowaveformDat(json) : parseAudiowaveformJson(json)
  } catch (error) {
    if (error instanceof PeaksFormatError) throw new PeaksLoadError(error.message)
    throw error
  }
}

function isAudioPeaks(value: unknown): value is AudioPeaks {
  const v = value as AudioPeaks
  return (
    typeof v === 'object' &&
    v !== null &&
    v.data instanceof Float32Array &&
    typeof v.durationMs === 'number' &&
    typeof v.peaksPerSecond === 'number'
  )
}
