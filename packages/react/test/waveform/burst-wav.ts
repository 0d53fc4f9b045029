/**
 * A mono 16-bit WAV blob: URL of tone bursts separated by silence (`onMs` loud, `offMs` quiet,
 * repeated for `seconds`), like words and pauses; made in the test, never stored.
 */
export function burstWavUrl(seconds: number, onMs = 300, offMs = 200, sampleRate = 8000): string {
  const samples = Math.round(seconds * sampleRate)
  const buffer = new ArrayBuffer(44 + samples * 2)
  const view = new DataView(buffer)
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)))
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + samples * 2, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  ascii(36, 'data')
  view.setUint32(40, samples * 2, true)
  const period = onMs + offMs
  for (let i = 0; i < samples; i++) {
    const ms = (i / sampleRate) * 1000
    const loud = ms % period < onMs
    const value = loud ? Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 0.8 : 0
    view.setInt16(44 + i * 2, Math.round(value * 32767), true)
  }
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }))
}
