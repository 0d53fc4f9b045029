// The generated template of the lint benchmarks: 2,000 layers in 20 tracks over 60 s, every
// 200th layer a text planted with an overflow (shared by lint.bench.ts and lint-live.bench.ts).
import { createLayer, createTemplate, createTrack, type Layer } from '@podscene/core'

export const TRACKS = 20
export const LAYERS_PER_TRACK = 100
export const DURATION_MS = 60_000

const KINDS = ['image', 'text', 'subtitle', 'shape', 'video', 'color', 'waveform', 'audio'] as const

/** Every 200th layer (a text) is planted with a text too long for its box. */
const LONG = 'A headline that goes on and on, far longer than any box of this size could ever show'

/** Words of a subtitle covering [start, end) ending a line every 4 words. */
function wordsBetween(start: number, end: number) {
  const words = []
  for (let t = start, i = 0; t + 300 <= end; t += 320, i++) {
    words.push({
      text: `word${i}`,
      start: t,
      end: t + 300,
      ...(i % 4 === 3 ? { break: '\n' } : {}),
    })
  }
  return words
}

/** A realistic layer: geometry, a timeline inside 60 s, keyframes on most, kind props. */
function generatedLayer(i: number): Layer {
  const kind = KINDS[i % KINDS.length]!
  const start = (i * 97) % 50_000
  const end = Math.min(DURATION_MS, start + 4000 + ((i * 31) % 8000))
  const animated = i % 3 !== 0
  return createLayer(kind, {
    key: `layer-${i}`,
    x: (i * 37) % 1700,
    y: (i * 53) % 900,
    path:
      kind === 'image' || kind === 'video' || kind === 'audio'
        ? `https://cdn.example.com/m/${i}`
        : undefined,
    timeline: {
      start,
      end,
      ...(animated
        ? {
            key_frames: [
              { timestamp: 0, func: 'ease-in-out', properties: { x: 0, alpha: 0, scale: 0.8 } },
              { timestamp: 1000, func: 'linear', properties: { x: 600, alpha: 1, scale: 1 } },
              { timestamp: 3000, func: 'ease', properties: { x: 300, y: 200 } },
            ],
          }
        : {}),
    },
    ...(kind === 'text'
      ? {
          prop: {
            textInfo: {
              content: i % 200 === 1 ? LONG : `Headline ${i} in a few words`,
              fontSize: 48,
            },
          },
        }
      : {}),
    ...(kind === 'subtitle'
      ? { subtitle: { text: '', line_size: 24, word_seq: wordsBetween(start, end) } }
      : {}),
    ...(kind === 'audio' ? { prop: { clip: { start: 0, end: end - start } } } : {}),
    ...(i % 50 === 0 ? { api_template_meta: { replace_key: `slot-${i}` } } : {}),
  })
}

/** The template as plain JSON. */
export function generatedTemplate(layersPerTrack = LAYERS_PER_TRACK) {
  const tracks = Array.from({ length: TRACKS }, (_, t) =>
    createTrack({
      index: t,
      key: `track-${t}`,
      layers: Array.from({ length: layersPerTrack }, (_, l) =>
        generatedLayer(t * layersPerTrack + l),
      ),
    }),
  )
  return JSON.parse(JSON.stringify(createTemplate(1, tracks))) as unknown
}
