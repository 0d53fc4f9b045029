// The sound mix adds sources sample by sample (mix-pcm.ts) with the Web Audio API's speaker
// up/down-mix rules, as the OfflineAudioContext it replaced did.
import { describe, expect, it } from 'vitest'
import { mixInto, speakerWeights } from '../../src/export/video/mix-pcm.ts'

function buffer(channels: number[][], sampleRate = 48000): AudioBuffer {
  const out = new AudioBuffer({
    length: channels[0]!.length,
    numberOfChannels: channels.length,
    sampleRate,
  })
  channels.forEach((data, c) => out.copyToChannel(Float32Array.from(data), c))
  return out
}

describe('mixInto', () => {
  it('adds a mono source to both sides at the offsets asked, scaled by the gain', () => {
    const out = [new Float32Array(6), new Float32Array(6).fill(0.25)]
    mixInto(out, 2, buffer([[0.1, 0.2, 0.3, 0.4]]), 1, 3, (k) => (k + 1) / 2)
    expect(Array.from(out[0]!)).toEqual([0, 0, 0.1, 0.3, 0.6, 0].map(Math.fround))
    expect(Array.from(out[1]!).map((v) => +v.toFixed(6))).toEqual([
      0.25, 0.25, 0.35, 0.55, 0.85, 0.25,
    ])
  })

  it('stops at the end of the source and of the output', () => {
    const out = [new Float32Array(3)]
    mixInto(out, 1, buffer([[1, 1, 1, 1, 1]]), 3, 10, () => 1)
    expect(Array.from(out[0]!)).toEqual([0, 1, 1])
  })

  it('mixes stereo to mono as the mean of both sides', () => {
    const out = [new Float32Array(2)]
    mixInto(
      out,
      0,
      buffer([
        [1, 0.5],
        [0, 0.5],
      ]),
      0,
      2,
      () => 1,
    )
    expect(Array.from(out[0]!)).toEqual([0.5, 0.5])
  })
})

describe('speakerWeights', () => {
  it('follows the Web Audio speaker rules for 5.1 and quad, channel by channel otherwise', () => {
    expect(speakerWeights(6, 2)[0]!.map((w) => +w.toFixed(4))).toEqual([1, 0, 0.7071, 0, 0.7071, 0])
    expect(speakerWeights(4, 1)).toEqual([[0.25, 0.25, 0.25, 0.25]])
    expect(speakerWeights(3, 2)).toEqual([
      [1, 0, 0],
      [0, 1, 0],
    ])
  })
})
