// Bundle size of the read-only player entry (@podscene/react/player) next to the full editor
// (@podscene/react), each built as a consumer's bundler builds it (vite, minified, ESM). Printed,
// never asserted. Run: pnpm exec tsx test/bench/player-size.bench.ts   (or `pnpm bench player`)
import { bundleEntry } from '../support/bundle-entry.ts'

const PEERS = ['react', 'react-dom', 'konva', 'react-konva']
const ENTRIES = [
  ['@podscene/react/player', 'packages/react/src/player/index.ts'],
  ['@podscene/react (editor)', 'packages/react/src/index.ts'],
] as const

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(9)

console.log('entry                      own code (peers external)     with react, react-dom, konva')
console.log('                           min        gzip               min        gzip')
for (const [name, entry] of ENTRIES) {
  const own = await bundleEntry(entry, { external: PEERS })
  const all = await bundleEntry(entry)
  console.log(
    `${name.padEnd(26)} ${kB(own.bytes)} ${kB(own.gzipBytes)}          ${kB(all.bytes)} ${kB(all.gzipBytes)}`,
  )
}
