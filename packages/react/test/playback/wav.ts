/**
 * A mono 16-bit PCM WAV as a blob: URL, made in the test (never stored): `sample(i)` gives each
 * sample's value in [-1, 1] at `sampleRate`.
 */
export function pcmWavUrl(
  seconds: number,
  sample: (i: number, sampleRate: number) => number,
  sampleRate = 8000,
): string {
  const samples = Math.round(seconds * sampleRate)
  const buffer = new ArrayBuffer(44 + samples * 2)
  const view = new DataView(buffer)
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)))
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + samples * 2, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true) // fmt chunk size
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true) // byte rate
  view.setUint16(32, 2, true) // block align
  view.setUint16(34, 16, true) // bits per sample
  ascii(36, 'data')
  view.setUint32(40, samples * 2, true)
  for (let i = 0; i < samples; i++) {
    const value = Math.max(-1, Math.min(1, sample(i, sampleRate)))
    view.setInt16(44 + i * 2, Math.round(value * 32767), true)
  }
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }))
}

/** A quiet sine tone. */
export function sineWavUrl(seconds: number, sampleRate = 8000, frequency = 440): string {
  return pcmWavUrl(
    seconds,
    (i, rate) => Math.sin((2 * Math.PI * frequency * i) / rate) * 0.1,
    sampleRate,
  )
}

/**
 * Tone bursts separated by silence (`onMs` loud, `offMs` quiet, repeated), like words and
 * pauses.
 */
export function burstWavUrl(seconds: number, onMs = 300, offMs = 200, sampleRate = 8000): string {
  return pcmWavUrl(
    seconds,
    (i, rate) => {
      const loud = ((i / rate) * 1000) % (onMs + offMs) < onMs
      return loud ? Math.sin((2 * Math.PI * 440 * i) / rate) * 0.8 : 0
    },
    sampleRate,
  )
}
