/**
 * Planar float PCM at `fromRate` as an AudioBuffer at `toRate`. A different rate goes through
 * `decodeAudioData` of a float WAV in a context of `toRate`: the same resampler that decodes a
 * whole file for the mix, not the linear interpolation an AudioBufferSourceNode would apply.
 */
export async function resampleThroughDecoder(
  channels: readonly Float32Array[],
  fromRate: number,
  toRate: number,
): Promise<AudioBuffer> {
  const frames = channels[0]?.length ?? 0
  if (fromRate === toRate) {
    const buffer = new AudioBuffer({
      length: Math.max(1, frames),
      numberOfChannels: Math.max(1, channels.length),
      sampleRate: toRate,
    })
    channels.forEach((data, c) => buffer.copyToChannel(data as Float32Array<ArrayBuffer>, c))
    return buffer
  }
  const context = new OfflineAudioContext(Math.max(1, channels.length), 1, toRate)
  return context.decodeAudioData(floatWav(channels, fromRate))
}

/** A WAVE_FORMAT_IEEE_FLOAT (32-bit, interleaved) file of planar `channels` at `rate`. */
export function floatWav(channels: readonly Float32Array[], rate: number): ArrayBuffer {
  const count = channels.length
  const frames = channels[0]?.length ?? 0
  const dataBytes = frames * count * 4
  const bytes = new ArrayBuffer(44 + dataBytes)
  const view = new DataView(bytes)
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i))
  }
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + dataBytes, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 3, true) // IEEE float
  view.setUint16(22, count, true)
  view.setUint32(24, rate, true)
  view.setUint32(28, rate * count * 4, true)
  view.setUint16(32, count * 4, true)
  view.setUint16(34, 32, true)
  ascii(36, 'data')
  view.setUint32(40, dataBytes, true)
  const out = new Float32Array(bytes, 44, frames * count)
  for (let c = 0; c < count; c++) {
    const data = channels[c]!
    for (let i = 0; i < frames; i++) out[i * count + c] = data[i]!
  }
  return bytes
}
