// `pnpm bench`: runs every benchmark (test/bench and apps/*/test/bench) one after another;
// each prints its own figures. `pnpm bench evaluate` runs only files whose name contains it.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { pnpmCommand } from './pnpm.mjs'

const dirs = ['test/bench', ...readdirSync('apps').map((a) => join('apps', a, 'test/bench'))]
const only = process.argv.slice(2)
const files = dirs
  .filter((d) => existsSync(d))
  .flatMap((d) => readdirSync(d).map((f) => join(d, f)))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
let failed = 0
for (const f of files) {
  console.log(`\n=== ${f}`)
  const [cmd, argv] = pnpmCommand(['exec', 'tsx', f])
  const r = spawnSync(cmd, argv, { stdio: 'inherit' })
  if (r.status !== 0) failed++
}
process.exit(failed ? 1 : 0)
