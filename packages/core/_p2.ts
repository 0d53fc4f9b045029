import { compileScene } from './src/index.ts'
import { sampleKeyframes } from './src/evaluate/keyframes.ts'
import type { Keyframe, Layer } from './src/index.ts'
const PROPS = ['x', 'y', 'w', 'h', 'r', 'alpha', 'scale', 'gauss']
const layers: Layer[] = []
for (let i = 0; i < 10000; i++) {
  layers.push({ key: 'l' + i, type: 'image', timeline: { start: 0, end: 60000, key_frames: Array.from({ length: 16 }, (_, k): Keyframe => ({ timestamp: k * 4000, func: 'ease-in-out', properties: Object.fromEntries(PROPS.map((p) => [p, (k * 31 + i) % 100])) })) } })
}
const c = compileScene({ tracks: [{ index: 0, key: 't', layers }] })
const values = new Float64Array(9)
const entries = c.entries
function loopOnly(t: number) { let s = 0; for (let i = 0; i < entries.length; i++) { const l = entries[i]!.layer; s += l.start } return s }
function sampleOnly(t: number) { let s = 0; for (let i = 0; i < entries.length; i++) { const l = entries[i]!.layer; sampleKeyframes(l.keyframes!, t - l.start, values); s += values[0]! } return s }
function sampleAndObj(t: number) { const out = new Array(entries.length); for (let i = 0; i < entries.length; i++) { const e = entries[i]!; const l = e.layer; sampleKeyframes(l.keyframes!, t - l.start, values); out[i] = { trackKey: e.trackKey, trackIndex: e.trackIndex, layerIndex: e.layerIndex, key: l.key, type: l.type, visible: true, x: values[0], y: values[1], w: values[2], h: values[3], r: values[4], alpha: values[5], scale: values[6], blur: values[7], volume: values[8], flip: l.flip, crop: l.crop, transitions: null, camera: null, subtitle: undefined, source: l.source } } return out.length }
for (const [name, f] of Object.entries({ loopOnly, sampleOnly, sampleAndObj, loopOnly2: loopOnly, sampleOnly2: sampleOnly, sampleAndObj2: sampleAndObj })) {
  const xs: number[] = []
  for (let r = 0; r < 200; r++) { const c0 = process.cpuUsage(); f(10000 + r * 16); const d = process.cpuUsage(c0); xs.push((d.user + d.system) / 1000) }
  xs.sort((a, b) => a - b)
  console.log(name.padEnd(14), 'median cpu', xs[100]!.toFixed(2), 'min', xs[0]!.toFixed(2))
}
import { evaluateEntry } from './src/evaluate/evaluate.ts'
function viaEntry(t: number) { const out = new Array(entries.length); for (let i = 0; i < entries.length; i++) out[i] = evaluateEntry(c, entries[i]!, t); return out.length }
for (const [name, f] of Object.entries({ viaEntry, sampleAndObj, viaEntry2: viaEntry, sampleAndObj2: sampleAndObj })) {
  const xs: number[] = []
  for (let r = 0; r < 200; r++) { const c0 = process.cpuUsage(); f(10000 + r * 16); const d = process.cpuUsage(c0); xs.push((d.user + d.system) / 1000) }
  xs.sort((a, b) => a - b)
  console.log(name.padEnd(14), 'median cpu', xs[100]!.toFixed(2), 'min', xs[0]!.toFixed(2))
}
import { evaluateScene } from './src/evaluate/evaluate.ts'
function viaScene(t: number) { return evaluateScene(c, t).length }
for (const [name, f] of Object.entries({ viaScene, viaEntry, viaScene2: viaScene, viaEntry2: viaEntry })) {
  const xs: number[] = []
  for (let r = 0; r < 200; r++) { const c0 = process.cpuUsage(); f(10000 + r * 16); const d = process.cpuUsage(c0); xs.push((d.user + d.system) / 1000) }
  xs.sort((a, b) => a - b)
  console.log(name.padEnd(14), 'median cpu', xs[100]!.toFixed(2), 'min', xs[0]!.toFixed(2))
}
