// `pnpm bench`: runs every benchmark in test/bench one after another; each prints its own figures.
import { readdirSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const only = process.argv.slice(2)
const files = readdirSync('test/bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
let failed = 0
for (const f of files) {
  console.log(`\n=== ${f}`)
  const r = spawnSync('pnpm', ['exec', 'tsx', `test/bench/${f}`], { stdio: 'inherit' })
  if (r.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
