// Issue 26 item 1: lintScene on the attack templates (one text layer of 100 KB / 45 KB / 150 KB
// with 300 / 150 / 300 keyframes changing w and h; 5,000 plain layers), in Node with the bundled
// metrics. Target: the 124 KB template in ≤ 1 s. Prints CPU time (process.cpuUsage, so a busy
// machine does not inflate it) and wall time of each run; asserts nothing.
// Run: pnpm bench lint-attack   (or: pnpm exec tsx test/bench/lint-attack.bench.ts)
import { lintScene, parseTemplateDocument } from '@podscene/core'
import { manyLayersTemplate, textKeyframesTemplate } from './attack-templates.ts'

const RUNS = 3

function parsed(value: unknown) {
  const result = parseTemplateDocument(value)
  if (!result.ok) throw new Error(`generated template is invalid: ${result.problems[0]?.message}`)
  return result.value
}

const cases: [string, () => unknown][] = [
  ['124 KB text, 300 keyframes', () => textKeyframesTemplate(100_000, 300)],
  ['57 KB text, 150 keyframes', () => textKeyframesTemplate(45_000, 150)],
  ['176 KB text, 300 keyframes', () => textKeyframesTemplate(150_000, 300)],
  ['5,000 layers', () => manyLayersTemplate(5000)],
]

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
let met = true
for (const [name, make] of cases) {
  const value = make()
  const size = JSON.stringify(value).length
  const cpu: number[] = []
  const wall: number[] = []
  let problems: ReturnType<typeof lintScene> = []
  for (let i = 0; i < RUNS; i++) {
    // Fresh objects and text (a new string each run) so no cache of an earlier run helps.
    const doc = parsed(structuredClone(value))
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    problems = lintScene(doc)
    wall.push(performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu.push((c.user + c.system) / 1000)
  }
  const codes = new Map<string, number>()
  for (const p of problems) codes.set(p.code, (codes.get(p.code) ?? 0) + 1)
  console.log(
    `${name.padEnd(28)} ${(size / 1024).toFixed(0).padStart(5)} KB: lint CPU median ${median(cpu).toFixed(0).padStart(6)} ms, wall ${median(wall).toFixed(0).padStart(6)} ms; ${[...codes].map(([c, n]) => `${c} ${n}`).join(', ')}`,
  )
  if (name.startsWith('124') && median(cpu) > 1000) met = false
}
console.log(`target: 124 KB template lints in ≤ 1000 ms CPU: ${met ? 'met' : 'NOT met'}`)
