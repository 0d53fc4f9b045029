// Diagnostic (not a bench): CPU time by Chromium thread (all its processes, /proc/<pid>/task)
// for the export of the bench's demo template and for the plain-frame and own-picture encodes
// (video-browser.ts), so the critical path shows: the page's main thread or the encoder's.
// Run: pnpm exec tsx test/bench/video-threads.ts [seconds]   (default 20)
import { readdir, readFile } from 'node:fs/promises'
import { demoTemplate, openVideoBenchPage } from './video-bench-page.ts'
import type { ExportRun } from './video-page/main.tsx'

/** CPU seconds by "process type/thread name" of this process's descendants. */
async function threadCpu(): Promise<Map<string, number>> {
  const parent = new Map<number, number>()
  const kind = new Map<number, string>()
  for (const name of (await readdir('/proc')).filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8')
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
      const cmd = await readFile(`/proc/${name}/cmdline`, 'utf8')
      kind.set(Number(name), /--type=([\w-]+)/.exec(cmd)?.[1] ?? 'browser')
    } catch {
      // gone
    }
  }
  const out = new Map<string, number>()
  for (const pid of parent.keys()) {
    let p = parent.get(pid)
    let mine = false
    for (let d = 0; p !== undefined && p > 1 && d < 10; d++, p = parent.get(p))
      if (p === process.pid) mine = true
    if (!mine) continue
    let tasks: string[] = []
    try {
      tasks = await readdir(`/proc/${pid}/task`)
    } catch {
      continue
    }
    for (const t of tasks) {
      try {
        const stat = await readFile(`/proc/${pid}/task/${t}/stat`, 'utf8')
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        const key = `${kind.get(pid)}/${t === String(pid) ? 'main' : comm}`
        out.set(key, (out.get(key) ?? 0) + (Number(f[11]) + Number(f[12])) / 100)
      } catch {
        // gone
      }
    }
  }
  return out
}

async function main() {
  const seconds = Number(process.argv[2] ?? 20)
  const bench = await openVideoBenchPage({ seconds, name: 'video-threads', ready: 'runExport' })
  const { page } = bench
  try {
    const doc = await demoTemplate(bench.sandboxUrl, seconds, bench.voiceUrl)
    const run: ExportRun = {
      doc: doc as ExportRun['doc'],
      width: 1280,
      height: 720,
      fps: 30,
      toMs: seconds * 1000,
      format: 'mp4',
    }
    await page.evaluate((r) => window.runExport!({ ...r, toMs: 2000 }), run)
    const modes: [string, () => Promise<{ ms: number }>][] = [
      ['export', () => page.evaluate((r) => window.runExport!(r), run)],
      ['plain', () => page.evaluate(({ doc: _d, ...r }) => window.runPlainEncode!(r), run)],
      ['content', () => page.evaluate((r) => window.runContentEncode!(r), run)],
    ]
    for (const [mode, go] of modes) {
      const a = await threadCpu()
      const { ms } = await go()
      const b = await threadCpu()
      const rows = [...b]
        .map(([k, v]) => [k, v - (a.get(k) ?? 0)] as const)
        .filter(([, v]) => v >= 0.1)
        .sort((x, y) => y[1] - x[1])
      const sum = rows.reduce((s, [, v]) => s + v, 0)
      console.log(`${mode}: wall ${(ms / 1000).toFixed(1)} s, CPU ${sum.toFixed(1)} s`)
      for (const [k, v] of rows) console.log(`  ${v.toFixed(2).padStart(6)} s  ${k}`)
    }
  } finally {
    await bench.close()
  }
}
void main()
