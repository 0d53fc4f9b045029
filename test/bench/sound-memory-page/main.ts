// The page of `pnpm bench sound-memory`: mixes one long sound the way the video export does
// (createSceneAudioMixer, 1-s chunks at 48 kHz stereo), for the bench to watch Chromium's memory.
import { createSceneAudioMixer } from '@podscene/react/video'

export interface MixRun {
  ms: number
  chunks: number
  problems: string[]
  /** Mean absolute sample of the mix: proof the sound was heard, not left out. */
  meanLevel: number
  /** JS heap after a full GC at the end (only with BENCH_GC=1), MB. */
  heapAfterGcMb: number | null
}

async function mixSound(url: string, seconds: number, wholeDecodeMaxS: number): Promise<MixRun> {
  const document = {
    aspect_ratio: 1,
    scene: {
      tracks: [
        {
          index: 0,
          key: 'voice',
          type: 'audio',
          layers: [
            { key: 'v', type: 'audio', path: url, timeline: { start: 0, end: seconds * 1000 } },
          ],
        },
      ],
    },
  }
  const started = performance.now()
  const mixer = createSceneAudioMixer(document, { sampleRate: 48000, channels: 2, wholeDecodeMaxS })
  await mixer.load()
  let level = 0
  let chunks = 0
  for (let at = 0; at < seconds * 48000; at += 48000) {
    const buffer = await mixer.render(0, at, 48000)
    const data = buffer.getChannelData(0)
    for (let i = 0; i < data.length; i += 97) level += Math.abs(data[i]!)
    chunks++
    // With --expose-gc (BENCH_GC=1): collect every 10 s, to tell garbage from what is held.
    if (chunks % 10 === 0) (globalThis as { gc?: () => void }).gc?.()
  }
  const ms = performance.now() - started
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  const memory = (performance as { memory?: { usedJSHeapSize: number } }).memory
  return {
    ms,
    heapAfterGcMb: gc && memory ? memory.usedJSHeapSize / 2 ** 20 : null,
    chunks,
    problems: mixer.problems(),
    meanLevel: level / ((chunks * 48000) / 97),
  }
}

Object.assign(window, { mixSound })
