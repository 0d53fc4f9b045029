// What embedding the editor costs an app: builds examples/embed-vite (a Vite + React app with
// <SceneEditor>) for production and prints the gzip size of what the browser downloads, and each
// package's share of it (from the modules rolldown rendered into the chunks). Prints, asserts
// nothing. `pnpm bench consumer-bundle`.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'

const example = resolve(import.meta.dirname, '../../examples/embed-vite')
const outDir = mkdtempSync(join(tmpdir(), 'podscene-consumer-bundle-'))

/** The package a module belongs to: the last node_modules/<name> in its path, a workspace
 *  package folder, or the app itself. */
function packageOf(id: string): string {
  const path = id.replaceAll('\\', '/')
  const inModules = path.lastIndexOf('/node_modules/')
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + '/node_modules/'.length).split('/')
    return first!.startsWith('@') ? `${first}/${second}` : first!
  }
  const workspace = /\/packages\/([^/]+)\//.exec(path)
  if (workspace) return `@podscene/${workspace[1]}`
  if (path.startsWith(example)) return '(the app)'
  return '(bundler runtime)'
}

const codeByPackage = new Map<string, string[]>()
const collect: Plugin = {
  name: 'collect-rendered-modules',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue
      for (const [id, module] of Object.entries(output.modules)) {
        if (!module.code) continue
        const name = packageOf(id)
        codeByPackage.set(name, [...(codeByPackage.get(name) ?? []), module.code])
      }
    }
  },
}

const started = performance.now()
await build({
  root: example,
  configFile: join(example, 'vite.config.ts'),
  logLevel: 'error',
  plugins: [collect],
  build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
})
const buildMs = performance.now() - started

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const assets = readdirSync(join(outDir, 'assets')).filter((f) => /\.(js|css)$/.test(f))
let raw = 0
let gzip = 0
for (const file of assets) {
  const bytes = readFileSync(join(outDir, 'assets', file))
  raw += bytes.length
  gzip += gzipSync(bytes, { level: 9 }).length
}
console.log(
  `examples/embed-vite production build (${(buildMs / 1000).toFixed(1)} s): ${assets.length} ` +
    `files (JS + CSS), ${kB(raw)} minified, ${kB(gzip)} gzip`,
)

// Each package's code as rolldown rendered it into the chunk (tree-shaken, before minification),
// gzipped on its own; shares are of the sum of those sizes, so they approximate each package's
// part of the minified gzip total above (as rollup-plugin-visualizer's rendered sizes do).
const rows = [...codeByPackage].map(([name, parts]) => {
  const code = Buffer.from(parts.join('\n'))
  return { name, raw: code.length, gzip: gzipSync(code, { level: 9 }).length }
})
const gzipSum = rows.reduce((n, r) => n + r.gzip, 0)
rows.sort((a, b) => b.gzip - a.gzip)
console.log(
  'share of the JavaScript by package (rendered before minification, its gzip, share of gzip):',
)
for (const r of rows) {
  const share = ((100 * r.gzip) / gzipSum).toFixed(1)
  console.log(
    `  ${r.name.padEnd(22)} ${kB(r.raw).padStart(10)} ${kB(r.gzip).padStart(10)} ${share.padStart(5)} %`,
  )
}
const konvaStack = rows
  .filter((r) => ['konva', 'react-konva', 'react-reconciler'].includes(r.name))
  .reduce((n, r) => n + r.gzip, 0)
const podscene = rows.filter((r) => r.name.startsWith('@podscene/')).reduce((n, r) => n + r.gzip, 0)
console.log(
  `  Konva stack (konva, react-konva, react-reconciler): ${((100 * konvaStack) / gzipSum).toFixed(1)} %; ` +
    `@podscene/*: ${((100 * podscene) / gzipSum).toFixed(1)} %`,
)
rmSync(outDir, { recursive: true, force: true })
