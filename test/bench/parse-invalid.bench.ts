// Hostile input: time and memory of core's parseTemplateText on documents with many invalid
// entries (issue 13, items 6 and 7). Each case runs in a fresh process so its peak RSS is its own.
// Prints figures, asserts nothing. Run: pnpm bench parse-invalid
//   (or: pnpm exec tsx test/bench/parse-invalid.bench.ts [case…])
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseTemplateText } from '../../packages/core/src/index.ts'

interface Case {
  label: string
  text: () => string
}

/** `{"scene":{"tracks":[{"layers":[E,E,…]}]}}` with `count` copies of the entry E. */
function layersOf(entry: string, count: number): string {
  return `{"scene":{"tracks":[{"layers":[${Array(count).fill(entry).join(',')}]}]}}`
}

const CASES: Record<string, Case> = {
  '125k': { label: '125,000 invalid layers (`1`)', text: () => layersOf('1', 125_000) },
  '1m': { label: '1,000,000 invalid layers (`1`)', text: () => layersOf('1', 1_000_000) },
  '1m-tracks': {
    label: '1,000,000 invalid tracks (`1`)',
    text: () => `{"scene":{"tracks":[${Array(1_000_000).fill('1').join(',')}]}}`,
  },
  '2.5m': { label: '2,500,000 invalid layers (`1`), 5 MB', text: () => layersOf('1', 2_500_000) },
  proto: {
    label: '1,000,000 layers {"__proto__":1}',
    text: () => layersOf('{"__proto__":1}', 1_000_000),
  },
  '10mb': {
    label: '10 MB file: 1,000,000 layers {"x":"a"}',
    text: () => layersOf('{"x":"a"}', 1_000_000),
  },
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)

/** Child mode: runs one case and prints one line of JSON figures. */
function runCase(name: string): void {
  const text = (CASES[name] as Case).text()
  const rssBefore = process.memoryUsage().rss
  const start = performance.now()
  let outcome: string
  try {
    const result = parseTemplateText(text)
    outcome = result.ok
      ? 'valid'
      : `${result.problems.length} problems listed` +
        ('more' in result && typeof result.more === 'number' ? `, ${result.more} more` : '') +
        `; first: ${result.problems[0]?.path}: ${result.problems[0]?.message}`
  } catch (error) {
    outcome = `THREW ${(error as Error).message}`
  }
  const ms = performance.now() - start
  const peakRss = process.resourceUsage().maxRSS * 1024
  const heap = process.memoryUsage().heapUsed
  console.log(JSON.stringify({ bytes: text.length, ms, rssBefore, peakRss, heap, outcome }))
}

function runAll(names: string[]): void {
  const self = fileURLToPath(import.meta.url)
  console.log('case'.padEnd(42) + 'input   time      peak RSS (before parse)  heap after')
  for (const name of names) {
    const child = spawnSync(process.execPath, [...process.execArgv, self, '--case', name], {
      encoding: 'utf8',
    })
    const line = child.stdout.trim().split('\n').pop() ?? ''
    if (child.status !== 0 || !line.startsWith('{')) {
      const why = child.stderr.trim().split('\n').slice(-3).join(' / ')
      console.log(`${(CASES[name] as Case).label.padEnd(42)}FAILED (exit ${child.status}): ${why}`)
      continue
    }
    const f = JSON.parse(line) as Record<string, number | string>
    console.log(
      (CASES[name] as Case).label.padEnd(42) +
        `${mb(f.bytes as number).padStart(3)} MB ${(f.ms as number).toFixed(0).padStart(6)} ms ` +
        `${mb(f.peakRss as number).padStart(6)} MB (${mb(f.rssBefore as number)} MB)` +
        `${mb(f.heap as number).padStart(12)} MB`,
    )
    console.log(`${''.padEnd(42)}→ ${String(f.outcome).slice(0, 140)}`)
  }
}

const caseIndex = process.argv.indexOf('--case')
if (caseIndex >= 0) runCase(process.argv[caseIndex + 1] as string)
else {
  const asked = process.argv.slice(2).filter((a) => a in CASES)
  runAll(asked.length > 0 ? asked : Object.keys(CASES))
}
