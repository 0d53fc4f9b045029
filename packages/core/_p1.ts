import { compileScene, evaluateScene } from './src/index.ts'
import type { Keyframe, Layer } from './src/index.ts'
const PROPS = ['x', 'y', 'w', 'h', 'r', 'alpha', 'scale', 'gauss']
const layers: Layer[] = []
for (let i = 0; i < 10000; i++) {
  layers.push({ key: 'l' + i, type: 'image', timeline: { start: 0, end: 60000, key_frames: Array.from({ length: 16 }, (_, k): Keyframe => ({ timestamp: k * 4000, func: 'ease-in-out', properties: Object.fromEntries(PROPS.map((p) => [p, (k * 31 + i) % 100])) })) } })
}
const c = compileScene({ tracks: [{ index: 0, key: 't', layers }] })
const xs: number[] = []
for (let r = 0; r < 300; r++) { const c0 = process.cpuUsage(); evaluateScene(c, 10000 + r * 16); const d = process.cpuUsage(c0); xs.push((d.user + d.system) / 1000) }
xs.sort((a, b) => a - b)
console.log('median cpu', xs[150]!.toFixed(2), 'min', xs[0]!.toFixed(2))
