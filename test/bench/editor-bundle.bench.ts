// The editor's initial JavaScript and what each panel loads later: @podscene/react bundled as a
// consumer's bundler does (vite, minified, ESM; react, react-dom, konva, react-konva external),
// the entry chunk with its static imports ("initial") apart from the chunks behind dynamic
// imports, each named by what it holds. Printed, never asserted. `pnpm bench editor-bundle`.
import { bundleEntry } from '../support/bundle-entry.ts'

const PEERS = ['react', 'react-dom', 'konva', 'react-konva']
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/** What loads a lazy chunk, told by the modules in it. */
const LOADERS: [RegExp, string][] = [
  [/node_modules\/wavesurfer\.js\//, 'waveform panel (wavesurfer.js)'],
  [/node_modules\/fuzzysort\//, 'command palette (fuzzysort)'],
  [/reduce-peaks-worker/, 'first decoded sound (waveform peaks worker)'],
  [/node_modules\/mediabunny\//, 'video export (mediabunny)'],
  [/peaks-db/, 'first sound (peaks cache in IndexedDB)'],
]

for (const [name, entry] of [
  ['@podscene/react (editor)', 'packages/react/src/index.ts'],
  ['@podscene/react/player', 'packages/react/src/player/index.ts'],
] as const) {
  const bundle = await bundleEntry(entry, { external: PEERS })
  console.log(`${name}: initial ${kB(bundle.initialGzipBytes)} gzip (own code, peers external)`)
  for (const chunk of bundle.lazyChunks.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const ids = chunk.moduleIds.map((id) => id.replaceAll('\\', '/'))
    const what = LOADERS.filter(([re]) => ids.some((id) => re.test(id))).map(([, label]) => label)
    const label = what.length > 0 ? what.join(' + ') : `${ids.length} modules`
    console.log(`  later: ${kB(chunk.gzipBytes).padStart(9)}  ${label}`)
  }
}
