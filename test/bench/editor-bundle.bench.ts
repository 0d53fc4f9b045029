// The editor's initial JavaScript and what each panel loads later: @podscene/react bundled as a
// consumer's bundler does (vite, minified, ESM; react, react-dom, konva, react-konva external),
// the entry chunk with its static imports ("initial") apart from the chunks behind dynamic
// imports, each named by what it holds. Four builds: the package entry (every export kept), an
// app that renders only <SceneEditor> (what the editor itself loads; exports it does not use are
// left out, as an app's bundler leaves them out), the player entry, and an app that renders only
// <ScenePlayer>. Each is chunked as an app build chunks it ('allow-extension': code shared with
// lazy chunks stays in the entry chunk; a library build would split it into chunks of its own).
// Under each, its largest initial parts (share of the code before minifying: an estimate).
// Printed, never asserted. `pnpm bench editor-bundle`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundleEntry, repoRoot } from '../support/bundle-entry.ts'

const PEERS = ['react', 'react-dom', 'konva', 'react-konva']
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/** What loads a lazy chunk, told by the modules in it. */
const LOADERS: [RegExp, string][] = [
  [/node_modules\/wavesurfer\.js\//, 'waveform panel (wavesurfer.js)'],
  [/node_modules\/fuzzysort\//, 'command palette search (fuzzysort)'],
  [/node_modules\/mediabunny\//, 'video export (mediabunny)'],
  [/export\/video\/export-video/, 'video export (exportVideo)'],
  [/peaks-db/, 'first sound (peaks cache in IndexedDB)'],
  [/peaks\/load-peaks/, 'first sound (peaks: fetch, decode worker, audiowaveform readers)'],
  [/media\/read-bounded/, 'first font or peaks fetch (bounded reader)'],
  [/playback\/playback-clock/, 'player after first paint (playback clock)'],
  [/actions\/ContextMenu\.tsx/, 'first context menu'],
  [/actions\/CommandPalette\.tsx/, 'command palette'],
  [/actions\/ShortcutHelp\.tsx/, 'shortcut help'],
  [/actions\/ResizeDialog\.tsx/, 'resize dialog'],
  [/actions\/AssetPicker\.tsx/, 'asset picker'],
  [/inspector\/Inspector\.tsx/, 'first selection (inspector)'],
  [/view-aids\/ViewAidsOverlay/, 'rulers, grid or guides shown'],
  [/crop\/CropOverlay/, 'crop mode'],
  [/timeline\/EasingMenu/, 'first easing menu (keyframe lane; fetched when idle)'],
  [
    /canvas-editing\/below-snapshot\.ts/,
    'first move on the canvas (layers below from a bitmap; fetched when idle)',
  ],
  [/uploads\/replace-media/, 'shared by lazy chunks (replace media)'],
  [/rolldown\/runtime/, "the bundler's runtime (shared by lazy chunks)"],
  [/slots\/SlotsPanel/, 'after first paint (Slots panel, behind its tab)'],
  [/problems\/ProblemsPanel/, 'after first paint (Problems panel, behind its tab)'],
  [/canvas\/spatial-index/, 'first view that can cull (spatial index, swept bounds)'],
  [/node_modules\/@floating-ui\//, 'first popup, or idle after a popup host mounts (Floating UI)'],
  [/problems\/page-lint/, 'lint on the page (no lint worker; core lint)'],
  [/slots\/fill-on-page/, 'fill preview on the page (no lint worker; core fill)'],
  [/persistence\/persistence/, '<SceneEditor persistence> (IndexedDB, idb)'],
  [/uploads\/insert-media/, 'first dropped, pasted or chosen media'],
  [/slots\/manifest/, 'shared: slot manifest, browser text metrics (lint/fill on the page, Slots)'],
  [/slots\/fill\.ts/, 'shared: core fill (fill preview on the page, Slots panel)'],
  [/persistence\/idb-key-value/, 'shared: IndexedDB (idb) for the peaks cache and persistence'],
]

/** The part of the code a module belongs to: a dependency, or a package's source folder. */
function partOf(id: string): string {
  const path = id.replaceAll('\\', '/')
  const inModules = path.lastIndexOf('/node_modules/')
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + '/node_modules/'.length).split('/')
    return first!.startsWith('@') ? `${first}/${second}` : first!
  }
  const source = /\/packages\/([^/]+)\/src\/([^/]+)\//.exec(path)
  if (source) return `${source[1]}/${source[2]}`
  return path.replace(`${repoRoot}/`, '')
}

const appDir = mkdtempSync(join(tmpdir(), 'podscene-editor-bundle-'))
const appEntry = join(appDir, 'app.ts')
const playerAppEntry = join(appDir, 'player-app.ts')
const source = (path: string) => JSON.stringify(join(repoRoot, path))
writeFileSync(appEntry, `export { SceneEditor } from ${source('packages/react/src/index.ts')}\n`)
writeFileSync(
  playerAppEntry,
  `export { ScenePlayer } from ${source('packages/react/src/player/index.ts')}\n`,
)

for (const [name, entry] of [
  ['@podscene/react (entry, every export)', 'packages/react/src/index.ts'],
  ['app rendering <SceneEditor>', appEntry],
  ['@podscene/react/player', 'packages/react/src/player/index.ts'],
  ['app rendering <ScenePlayer>', playerAppEntry],
] as const) {
  const bundle = await bundleEntry(entry, {
    external: PEERS,
    entrySignature: 'allow-extension',
  })
  console.log(`${name}: initial ${kB(bundle.initialGzipBytes)} gzip (own code, peers external)`)
  const parts = new Map<string, number>()
  let total = 0
  for (const m of bundle.initialModules) {
    parts.set(partOf(m.id), (parts.get(partOf(m.id)) ?? 0) + m.renderedLength)
    total += m.renderedLength
  }
  const largest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 10)
  console.log(
    `  largest initial parts (≈ gzip): ${largest
      .map(([part, length]) => `${part} ${kB((bundle.initialGzipBytes * length) / total)}`)
      .join(', ')}`,
  )
  for (const chunk of bundle.lazyChunks.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const ids = chunk.moduleIds.map((id) => id.replaceAll('\\', '/'))
    const what = LOADERS.filter(([re]) => ids.some((id) => re.test(id))).map(([, label]) => label)
    const label = what.length > 0 ? what.join(' + ') : `${ids.length} modules`
    console.log(`  later: ${kB(chunk.gzipBytes).padStart(9)}  ${label}`)
  }
}
rmSync(appDir, { recursive: true, force: true })
