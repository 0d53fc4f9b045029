import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bundleEntry, repoRoot } from '../support/bundle-entry.ts'
const appDir = mkdtempSync(join(tmpdir(), 'hz-'))
const appEntry = join(appDir, 'app.ts')
writeFileSync(appEntry, `export { SceneEditor } from ${JSON.stringify(join(repoRoot, 'packages/react/src/index.ts'))}\n`)
const b = await bundleEntry(appEntry, { external: ['react', 'react-dom', 'konva', 'react-konva'], entrySignature: 'allow-extension' })
const total = b.initialModules.reduce((n, m) => n + m.renderedLength, 0)
console.log('initial gzip', (b.initialGzipBytes / 1024).toFixed(1), 'rendered', total)
const rows = b.initialModules.map((m) => [m.id.replace(repoRoot + '/', '').replace(/.*node_modules\//, 'nm/'), m.renderedLength] as const).sort((a, b) => b[1] - a[1])
const filter = process.argv[2]
for (const [id, n] of rows) if (!filter || id.includes(filter)) console.log(String(n).padStart(7), ((b.initialGzipBytes * n) / total / 1024).toFixed(2).padStart(6), id)
