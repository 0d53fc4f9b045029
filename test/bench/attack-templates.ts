// The attack templates of issue 26 item 1, generated so they can be rerun:
// - `textKeyframesTemplate(textBytes, keyframes)`: one text layer with `textBytes` of prose and
//   `keyframes` keyframes whose `w` changes every time and whose `h` alternates between a box the
//   text fits and one it overflows (the 124 KB case: 100,000 bytes and 300 keyframes; the 57 KB
//   case: 45,000 bytes and 150 keyframes; the 176 KB case: 150,000 bytes and 300 keyframes);
// - `manyLayersTemplate(5000)`: a valid 5,000-layer, 60 s template (about 0.8 MB);
// - `slotFloodTemplate(30000)` + `unknownKeysData(100000)`: item 5's fill attack (1.8 MB template
//   with 30,000 slots, data with 100,000 unknown keys) and `oneSlotManyLayers(100000)`.
// Write them as files: pnpm exec tsx test/bench/attack-templates.ts <dir>
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const WORDS =
  'the quick brown fox jumps over a lazy dog while podcasts play in the background and everyone listens closely to every single word'.split(
    ' ',
  )

/** Deterministic prose of exactly `bytes` ASCII characters (words of WORDS, spaces, a newline now and then). */
export function prose(bytes: number): string {
  const parts: string[] = []
  let length = 0
  for (let i = 0; length < bytes; i++) {
    const word = WORDS[(i * 7 + (i >> 3)) % WORDS.length]!
    const sep = i === 0 ? '' : i % 97 === 0 ? '\n' : ' '
    parts.push(sep, word)
    length += sep.length + word.length
  }
  return parts.join('').slice(0, bytes)
}

/** Item 1's attack: one long text whose box changes width at every keyframe and alternately fits. */
export function textKeyframesTemplate(textBytes = 100_000, keyframes = 300) {
  const fontSize = 24
  // Helvetica-like prose: about 0.5 em per character; lines at 1.2 × the size (default 1).
  const lineHeight = fontSize
  const minW = 800
  const linesAtMinW = Math.ceil((textBytes * fontSize * 0.55) / (minW - 40))
  const fitH = Math.round(linesAtMinW * lineHeight * 1.5)
  const overflowH = Math.round(fitH / 4)
  const stepMs = 200
  const key_frames = Array.from({ length: keyframes }, (_, i) => ({
    timestamp: i * stepMs,
    func: 'linear',
    properties: { w: minW + ((i * 37) % 400), h: i % 2 === 0 ? fitH : overflowH },
  }))
  return {
    aspect_ratio: 1,
    scene: {
      tracks: [
        {
          index: 0,
          key: 'track-0',
          layers: [
            {
              key: 'long-text',
              type: 'text',
              x: 0,
              y: 0,
              w: minW,
              h: fitH,
              timeline: { start: 0, end: keyframes * stepMs, key_frames },
              prop: { textInfo: { content: prose(textBytes), fontSize } },
            },
          ],
        },
      ],
    },
  }
}

/** A valid template of `layers` plain layers (image, text, shape) in 20 tracks over 60 s (~0.8 MB). */
export function manyLayersTemplate(layers = 5000) {
  const kinds = ['image', 'text', 'shape'] as const
  const tracks = Array.from({ length: 20 }, (_, t) => ({
    index: t,
    key: `t${t}`,
    layers: Array.from({ length: Math.ceil(layers / 20) }, (_, l) => {
      const i = t * Math.ceil(layers / 20) + l
      const type = kinds[i % 3]!
      const start = (i * 97) % 50_000
      return {
        key: `l${i}`,
        type,
        x: (i * 37) % 1700,
        y: (i * 53) % 900,
        w: 200,
        h: 100,
        timeline: { start, end: start + 5000 },
        ...(type === 'image' ? { path: `https://cdn.example.com/${i}.png` } : {}),
        ...(type === 'text' ? { prop: { textInfo: { content: `Title ${i}` } } } : {}),
      }
    }),
  }))
  return { aspect_ratio: 1, scene: { tracks } }
}

/** Item 5's attack: `slots` image layers, each its own slot, in one track. */
export function slotFloodTemplate(slots = 30_000) {
  const layers = Array.from({ length: slots }, (_, i) => ({
    type: 'image',
    w: 400,
    h: 80,
    api_template_meta: { replace_key: `s${i}` },
  }))
  return { aspect_ratio: 1, scene: { tracks: [{ index: 0, key: 'track-0', layers }] } }
}

/** Fill data of `keys` keys no slot has. */
export function unknownKeysData(keys = 100_000) {
  return Object.fromEntries(Array.from({ length: keys }, (_, i) => [`unknown-key-${i}`, 'x']))
}

/** Item 5's other attack: `layers` text layers of one track, all in the slot "title". */
export function oneSlotManyLayers(layers = 100_000) {
  const list = Array.from({ length: layers }, () => ({
    type: 'text',
    w: 400,
    h: 80,
    prop: { textInfo: { content: 'Old' } },
    api_template_meta: { replace_key: 'title' },
  }))
  return { aspect_ratio: 1, scene: { tracks: [{ index: 0, key: 'track-0', layers: list }] } }
}

/** Every attack file, by name. */
export function attackFiles(): Record<string, unknown> {
  return {
    'text-keyframes-124k.json': textKeyframesTemplate(100_000, 300),
    'text-keyframes-57k.json': textKeyframesTemplate(45_000, 150),
    'text-keyframes-176k.json': textKeyframesTemplate(150_000, 300),
    'layers-5000.json': manyLayersTemplate(5000),
    'slots-30000.json': slotFloodTemplate(30_000),
    'data-unknown-100000.json': unknownKeysData(100_000),
    'one-slot-100000-layers.json': oneSlotManyLayers(100_000),
    'data-title.json': { title: 'New title' },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2]
  if (!dir) {
    console.error('usage: tsx test/bench/attack-templates.ts <dir>')
    process.exit(2)
  }
  for (const [name, value] of Object.entries(attackFiles())) {
    const text = JSON.stringify(value)
    writeFileSync(join(dir, name), text)
    console.log(`${name}: ${(text.length / 1024).toFixed(0)} KB`)
  }
}
