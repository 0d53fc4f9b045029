import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { repoRoot } from '../support/bundle-entry.ts'
const appDir = mkdtempSync(join(tmpdir(), 'hz-'))
const appEntry = join(appDir, 'app.ts')
writeFileSync(appEntry, `export { SceneEditor } from ${JSON.stringify(join(repoRoot, 'packages/react/src/index.ts'))}\n`)
const graph = new Map<string, string[]>()
const ext = ['react', 'react-dom', 'konva', 'react-konva']
await build({
  configFile: false, logLevel: 'silent', root: repoRoot,
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [{ name: 'g', moduleParsed(info) { graph.set(info.id, [...info.importedIds]) } }],
  build: { write: false, minify: false, lib: { entry: appEntry, formats: ['es'], fileName: 'b' },
    rollupOptions: { preserveEntrySignatures: 'allow-extension', external: (id: string) => ext.some((n) => id === n || id === `#${n}` || id.startsWith(`${n}/`)) } },
})
// BFS from entry over static imports
const prev = new Map<string, string>()
const q = [appEntry]; prev.set(appEntry, '')
while (q.length) { const id = q.shift()!; for (const n of graph.get(id) ?? []) if (!prev.has(n)) { prev.set(n, id); q.push(n) } }
const short = (s: string) => s.replace(repoRoot + '/', '').replace(/.*node_modules\//, 'nm/')
for (const target of process.argv.slice(2)) {
  const hit = [...prev.keys()].find((k) => k.includes(target))
  if (!hit) { console.log(target, ': not static'); continue }
  const chain = []; let c: string | undefined = hit
  while (c) { chain.push(short(c)); c = prev.get(c) || undefined }
  console.log(chain.reverse().join('\n  -> '))
}
