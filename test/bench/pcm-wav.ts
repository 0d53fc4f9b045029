// The WAV files the benchmarks serve: 16-bit PCM made in memory (never stored in the repository).

/**
 * A 16-bit PCM WAV of `frames` frames at `rate` with `channels` channels; `sample(i, c)` gives
 * frame i of channel c as an integer in the int16 range.
 */
export function pcm16Wav(
  frames: number,
  rate: number,
  channels: number,
  sample: (i: number, c: number) => number,
): Buffer {
  const block = channels * 2
  const out = Buffer.alloc(44 + frames * block)
  out.write('RIFF', 0, 'ascii')
  out.writeUInt32LE(36 + frames * block, 4)
  out.write('WAVEfmt ', 8, 'ascii')
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20) // PCM
  out.writeUInt16LE(channels, 22)
  out.writeUInt32LE(rate, 24)
  out.writeUInt32LE(rate * block, 28)
  out.writeUInt16LE(block, 32)
  out.writeUInt16LE(16, 34)
  out.write('data', 36, 'ascii')
  out.writeUInt32LE(frames * block, 40)
  for (let i = 0; i < frames; i++)
    for (let c = 0; c < channels; c++) out.writeInt16LE(sample(i, c), 44 + i * block + c * 2)
  return out
}
