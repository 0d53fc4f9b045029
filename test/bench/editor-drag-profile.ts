// Diagnostic (not a bench): a CPU profile of the editor-drag page's run, self time by function.
// Run: pnpm exec tsx test/bench/editor-drag-profile.ts
// PROFILE_FOCUS=<function name> (e.g. onContainerPointerMove) also prints the inclusive time of
// every call path under that function, as a tree (PROFILE_DEPTH levels, default 8).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBenchPage, launchChromium, servePage } from './browser-bench-kit.ts'

interface ProfileNode {
  id: number
  children?: number[]
  callFrame: { functionName: string; url: string; lineNumber: number }
}
async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'podscene-editor-drag-profile-'))
  await buildBenchPage('editor-drag-page', outDir, { minify: false })
  const server = await servePage(outDir, { crossOriginIsolated: true })
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 1200 } })
    await page.goto(`${server.origin}/index.html`)
    await page.waitForFunction(() => typeof window.runDrag === 'function')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await page.evaluate(() => window.runDrag!(1000, 120))
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
    }
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    const self = new Map<string, number>()
    profile.samples.forEach((id, i) => {
      const f = byId.get(id)!.callFrame
      const name = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`
      self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
    })
    for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`${t.toFixed(1).padStart(8)} ms  ${name}`)
    // Inclusive time per call path from the page's drag loop (runDrag), 3 frames deep.
    const parent = new Map<number, number>()
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
    const label = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}`
    const paths = new Map<string, number>()
    const sides = new Map<string, Map<string, number>>()
    profile.samples.forEach((id, i) => {
      const chain: ProfileNode[] = []
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
        chain.push(byId.get(n)!)
      chain.reverse()
      const at = chain.findIndex(
        (n) => n.callFrame.url.includes('index') && n.callFrame.functionName === 'window.runDrag',
      )
      const from =
        at >= 0
          ? at
          : chain.findIndex((n) =>
              [
                'dispatchDiscreteEvent',
                'dispatchEvent',
                'processRootScheduleInMicrotask',
                'performWorkOnRootViaSchedulerTask',
                'requestAnimationFrame',
              ].includes(n.callFrame.functionName),
            )
      if (from < 0) return
      const side = chain[from + 1] ? label(chain[from + 1]!) : ''
      if (at >= 0 && side.startsWith('draw:')) {
        const m = sides.get(side) ?? new Map<string, number>()
        sides.set(side, m)
        const leaf = label(chain[chain.length - 1]!)
        m.set(leaf, (m.get(leaf) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
      }
      for (let d = 1; d <= 4; d++) {
        const key = chain
          .slice(from, from + d + 1)
          .map(label)
          .join(' > ')
        paths.set(key, (paths.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
      }
    })
    for (const [side, m] of sides) {
      console.log(`-- self time under runDrag > ${side}`)
      for (const [name, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 18))
        console.log(`${t.toFixed(1).padStart(8)} ms  ${name}`)
    }
    for (const [name, t] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 60))
      if (t > 20) console.log(`${t.toFixed(1).padStart(8)} ms  ${name}`)
    const focus = process.env.PROFILE_FOCUS
    if (focus) printFocus(profile, byId, parent, focus, Number(process.env.PROFILE_DEPTH ?? 8))
  } finally {
    await browser.close()
    await server.close()
    await rm(outDir, { recursive: true, force: true })
  }
}
/** The inclusive time of each call path under every frame of `focus`, as an indented tree. */
function printFocus(
  profile: { samples: number[]; timeDeltas: number[] },
  byId: Map<number, ProfileNode>,
  parent: Map<number, number>,
  focus: string,
  depth: number,
) {
  const tree = new Map<string, number>()
  let calls = 0
  profile.samples.forEach((id, i) => {
    const chain: ProfileNode[] = []
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
      chain.push(byId.get(n)!)
    chain.reverse()
    const at = chain.findIndex((n) => n.callFrame.functionName === focus)
    if (at < 0) return
    calls++
    const t = (profile.timeDeltas[i] ?? 0) / 1000
    for (let d = 0; d <= depth && at + d < chain.length; d++) {
      const key = chain
        .slice(at, at + d + 1)
        .map((n) => `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}`)
        .join(' > ')
      tree.set(key, (tree.get(key) ?? 0) + t)
    }
  })
  console.log(`-- under ${focus} (${calls} samples), inclusive ms`)
  for (const [key, t] of [...tree].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (t < 2) continue
    const parts = key.split(' > ')
    console.log(`${t.toFixed(1).padStart(8)}  ${'  '.repeat(parts.length - 1)}${parts.at(-1)}`)
  }
}

void main()
