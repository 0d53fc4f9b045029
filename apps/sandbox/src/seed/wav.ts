/** Encodes mono 16-bit PCM samples (−1…1) as a WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2)
  samples.forEach((s, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2),
  )
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/**
 * A speech-like tone: a gliding voiced pitch with a few harmonics, shaped into syllables of
 * about 180 ms with short pauses, so waveform views show a realistic envelope.
 */
export function speechLikeSamples(
  durationMs: number,
  sampleRate: number,
  seed: number,
): Float32Array {
  const count = Math.round((durationMs / 1000) * sampleRate)
  const out = new Float32Array(count)
  const base = 110 + (seed % 5) * 25
  let phase = 0
  for (let i = 0; i < count; i++) {
    const t = i / sampleRate
    const syllable = Math.floor(t / 0.22)
    const within = (t % 0.22) / 0.22
    const pause = (syllable + seed) % 7 === 6
    const envelope = pause ? 0 : Math.sin(Math.PI * Math.min(1, within / 0.85)) ** 1.5
    const pitch =
      base * (1 + 0.12 * Math.sin(2 * Math.PI * 0.7 * t + seed) + 0.05 * Math.sin(syllable * 1.7))
    phase += (2 * Math.PI * pitch) / sampleRate
    const voice =
      Math.sin(phase) +
      0.5 * Math.sin(2 * phase) +
      0.25 * Math.sin(3 * phase) +
      0.12 * Math.sin(5 * phase)
    out[i] = 0.35 * envelope * voice * (0.75 + 0.25 * Math.sin(syllable * 2.3 + seed))
  }
  return out
}
