/**
 * Adds `count` frames of `source` (from frame `sourceAt`) into `out` (from frame `outAt`), scaled
 * by `gainAt(k)` for the k-th frame and mixed to `out`'s channel count by the Web Audio API's
 * "speakers" rules (mono to both sides, stereo to mono as the mean, quad and 5.1 down-mixed with
 * their standard weights; other counts channel by channel). Both are at the same sample rate.
 */
export function mixInto(
  out: readonly Float32Array[],
  outAt: number,
  source: AudioBuffer,
  sourceAt: number,
  count: number,
  gainAt: (k: number) => number,
): void {
  const n = Math.min(count, source.length - sourceAt, (out[0]?.length ?? 0) - outAt)
  if (n <= 0) return
  const input = Array.from({ length: source.numberOfChannels }, (_, c) =>
    source.getChannelData(c).subarray(sourceAt, sourceAt + n),
  )
  const weights = speakerWeights(input.length, out.length)
  // The gain once per frame, not once per output channel.
  const gains = new Float32Array(n)
  for (let k = 0; k < n; k++) gains[k] = gainAt(k)
  for (let o = 0; o < out.length; o++) {
    const target = out[o]!
    const row = weights[o]!
    for (let k = 0; k < n; k++) {
      let sum = 0
      for (let i = 0; i < row.length; i++) {
        const w = row[i]!
        if (w !== 0) sum += w * input[i]![k]!
      }
      target[outAt + k]! += sum * gains[k]!
    }
  }
}

const H = Math.SQRT1_2

/**
 * weights[o][i]: how much of input channel i goes to output channel o (Web Audio API,
 * "Channel up-mixing and down-mixing", speakers interpretation).
 */
export function speakerWeights(inputs: number, outputs: number): number[][] {
  const discrete = () =>
    Array.from({ length: outputs }, (_, o) =>
      Array.from({ length: inputs }, (_, i) => (i === o ? 1 : 0)),
    )
  if (inputs === outputs) return discrete()
  if (outputs === 2) {
    if (inputs === 1) return [[1], [1]]
    if (inputs === 4)
      return [
        [0.5, 0, 0.5, 0],
        [0, 0.5, 0, 0.5],
      ]
    // 5.1: L, R, C, LFE, SL, SR
    if (inputs === 6)
      return [
        [1, 0, H, 0, H, 0],
        [0, 1, H, 0, 0, H],
      ]
  }
  if (outputs === 1) {
    if (inputs === 2) return [[0.5, 0.5]]
    if (inputs === 4) return [[0.25, 0.25, 0.25, 0.25]]
    if (inputs === 6) return [[H, H, 1, 0, 0.5, 0.5]]
  }
  return discrete()
}
