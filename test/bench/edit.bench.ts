// Editing a 10,000-layer document: one property edit with its undo patch (immer autoFreeze on
// and off, through the Editor and raw; mutative for reference) and undo of a 100-layer edit.
// Run: pnpm exec tsx test/bench/edit.bench.ts   (or `pnpm bench edit`)
import { performance } from 'node:perf_hooks'
import { create } from 'mutative'
import { Immer, enablePatches } from 'immer'
import { Editor } from '@podscene/core'
import type { Layer, SceneContainer } from '@podscene/core'

const LAYERS = 10_000
const RUNS = Number(process.env.BENCH_RUNS ?? 1000)
const UNDO_RUNS = Number(process.env.BENCH_UNDO_RUNS ?? 200)

let seed = 7
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = (n: number) => Math.floor(random() * n)

function layer(i: number): Layer {
  return {
    key: `l${i}`,
    type: i % 3 === 0 ? 'text' : 'image',
    x: i % 1000,
    y: i % 700,
    w: 200,
    h: 100,
    r: 0,
    alpha: 1,
    timeline: {
      start: i * 10,
      end: i * 10 + 5000,
      key_frames: [
        { func: 'linear', timestamp: 0, properties: { x: 0, alpha: 0 } },
        { func: 'ease', timestamp: 1000, properties: { x: 100, alpha: 1 } },
      ],
    },
    prop: { textInfo: { content: `layer ${i}`, color: '#000000', fontSize: 32 } },
  }
}

function documentOf(tracks: number) {
  const perTrack = LAYERS / tracks
  const scene: SceneContainer = {
    tracks: Array.from({ length: tracks }, (_, t) => ({
      key: `t${t}`,
      index: t,
      layers: Array.from({ length: perTrack }, (_, i) => layer(t * perTrack + i)),
    })),
  }
  return { aspect_ratio: 1, scene }
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function measure(runs: number, step: (i: number) => void): number {
  for (let i = 0; i < Math.min(50, runs); i++) step(i) // warm-up
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    step(i)
    samples.push(performance.now() - t0)
  }
  return median(samples)
}

const rows: { case: string; layout: string; 'median ms': string; target: string }[] = []
const report = (name: string, layout: string, ms: number, target: string) =>
  rows.push({ case: name, layout, 'median ms': ms.toFixed(4), target })

enablePatches()
for (const tracks of [1, 20]) {
  const layout = `${tracks} track${tracks > 1 ? 's' : ''} × ${LAYERS / tracks}`
  const perTrack = LAYERS / tracks

  for (const autoFreeze of [false, true]) {
    const editor = new Editor(documentOf(tracks), { autoFreeze, historyLimit: 200 })
    const ms = measure(RUNS, (i) => {
      editor.setLayerField(
        `l${pick(LAYERS)}`,
        ['prop', 'textInfo', 'color'],
        `#${(i % 999).toString().padStart(6, '0')}`,
      )
    })
    report(`Editor.setLayerField (autoFreeze ${autoFreeze ? 'on' : 'off'})`, layout, ms, '≤ 0.5')
    const geometry = measure(RUNS, (i) => editor.setGeometry(`l${pick(LAYERS)}`, { x: -1 - i }))
    report(
      `Editor.setGeometry (autoFreeze ${autoFreeze ? 'on' : 'off'})`,
      layout,
      geometry,
      '≤ 0.5',
    )
    // The keyframe-value rule: x of a keyframed layer at a time between its keyframes (a new
    // keyframe solved with the interpolation), and its whole motion moved (translateLayers).
    const transform = measure(RUNS, (i) => {
      const n = pick(LAYERS)
      editor.transformLayers([{ layer: `l${n}`, x: 50 + (i % 7) }], n * 10 + 500)
    })
    report(
      `Editor.transformLayers, auto-key (autoFreeze ${autoFreeze ? 'on' : 'off'})`,
      layout,
      transform,
      '≤ 0.5',
    )
    const translate = measure(RUNS, () => editor.translateLayers([`l${pick(LAYERS)}`], 3, 0))
    report(
      `Editor.translateLayers (autoFreeze ${autoFreeze ? 'on' : 'off'})`,
      layout,
      translate,
      '≤ 0.5',
    )
  }

  for (const autoFreeze of [false, true]) {
    const immer = new Immer({ autoFreeze, useStrictIteration: false })
    let doc = documentOf(tracks)
    const ms = measure(RUNS, (i) => {
      const t = pick(tracks)
      const l = pick(perTrack)
      const [next, patches, inverse] = immer.produceWithPatches(doc, (draft) => {
        draft.scene.tracks![t]!.layers![l]!.x = -1 - i
      })
      if (patches.length !== 1 || inverse.length !== 1) throw new Error('unexpected patches')
      doc = next
    })
    report(
      `raw immer produceWithPatches (autoFreeze ${autoFreeze ? 'on' : 'off'})`,
      layout,
      ms,
      'reference',
    )
  }

  let mdoc = documentOf(tracks)
  const mutativeMs = measure(RUNS, (i) => {
    const t = pick(tracks)
    const l = pick(perTrack)
    const [next, patches] = create(
      mdoc,
      (draft) => {
        draft.scene.tracks![t]!.layers![l]!.x = -1 - i
      },
      { enablePatches: true },
    )
    if (patches.length !== 1) throw new Error('unexpected patches')
    mdoc = next
  })
  report('mutative create + patches (no freeze)', layout, mutativeMs, 'reference')

  for (const autoFreeze of [false, true]) {
    const editor = new Editor(documentOf(tracks), { autoFreeze })
    const keys = Array.from({ length: 100 }, (_, i) => `l${i * 97}`)
    let round = 0
    const changeHundred = () =>
      editor.batch(() => {
        round++
        for (const key of keys) editor.setGeometry(key, { x: round })
      })
    // With autoFreeze each batched edit re-freezes the 10,000-element array: fewer rounds.
    const runs = autoFreeze ? Math.ceil(UNDO_RUNS / 5) : UNDO_RUNS
    const batchMs = measure(runs, () => {
      changeHundred()
    })
    report(
      `batch of 100 setGeometry (autoFreeze ${autoFreeze ? 'on' : 'off'})`,
      layout,
      batchMs,
      'reference',
    )
    const samples: number[] = []
    for (let i = 0; i < runs; i++) {
      changeHundred()
      const t0 = performance.now()
      editor.undo()
      samples.push(performance.now() - t0)
    }
    report(
      `undo of a 100-layer edit (autoFreeze ${autoFreeze ? 'on' : 'off'})`,
      layout,
      median(samples),
      '≤ 2',
    )
  }
}

console.log(`edit benchmark: ${LAYERS} layers, ${RUNS} edits per case (medians)`)
console.table(rows)
const defaults = rows.filter((r) => r.case.includes('autoFreeze off') && r.target.startsWith('≤'))
const over = defaults.filter((r) => Number(r['median ms']) > Number(r.target.slice(2)))
console.log(
  over.length === 0
    ? `targets met with the default (autoFreeze off): ${defaults.length} cases`
    : `TARGETS MISSED: ${over.map((r) => `${r.case} [${r.layout}] ${r['median ms']} ms`).join('; ')}`,
)
