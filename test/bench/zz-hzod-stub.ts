// measure: initial gzip with given modules replaced by stubs exporting the same names
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { repoRoot } from '../support/bundle-entry.ts'
const appDir = mkdtempSync(join(tmpdir(), 'hz-'))
const appEntry = join(appDir, 'app.ts')
writeFileSync(appEntry, `export { SceneEditor } from ${JSON.stringify(join(repoRoot, 'packages/react/src/index.ts'))}\n`)
const ext = ['react', 'react-dom', 'konva', 'react-konva']
async function measure(stubs: string[]) {
  const result: any = await build({
    configFile: false, logLevel: 'silent', root: repoRoot,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [{ name: 'stub', enforce: 'pre', load(id: string) {
      if (!stubs.some((s) => id.includes(s))) return null
      const src = readFileSync(id.split('?')[0]!, 'utf8')
      const names = new Set<string>()
      for (const m of src.matchAll(/export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|abstract class)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]!)
      for (const m of src.matchAll(/export\s*\{([^}]*)\}/g)) for (const part of m[1]!.split(',')) { const p = part.trim().replace(/^type\s+/, ''); if (!p || part.trim().startsWith('type ')) continue; const n = p.split(/\s+as\s+/).pop()!.trim(); if (n) names.add(n) }
      const reexports = [...src.matchAll(/export\s*\*\s*from\s*['"][^'"]+['"]/g)].map((m) => m[0]).join('\n')
      const hasDefault = /export\s+default/.test(src)
      return [...names].map((n) => `export const ${n} = globalThis.__stub`).join('\n') + '\n' + reexports + (hasDefault ? '\nexport default globalThis.__stub' : '') + '\n'
    } }],
    build: { write: false, minify: true, lib: { entry: appEntry, formats: ['es'], fileName: 'b' },
      rollupOptions: { preserveEntrySignatures: 'allow-extension', external: (id: string) => ext.some((n) => id === n || id === `#${n}` || id.startsWith(`${n}/`)) } },
  })
  const outs = (Array.isArray(result) ? result : [result]).flatMap((r: any) => r.output)
  const chunks = outs.filter((o: any) => o.type === 'chunk')
  const byName = new Map(chunks.map((c: any) => [c.fileName, c]))
  const initial = new Set<string>()
  const visit = (n: string) => { if (initial.has(n) || !byName.has(n)) return; initial.add(n); for (const i of (byName.get(n) as any).imports) visit(i) }
  for (const c of chunks) if ((c as any).isEntry) visit((c as any).fileName)
  return chunks.filter((c: any) => initial.has(c.fileName)).reduce((s: number, c: any) => s + gzipSync(c.code).length, 0)
}
const base = await measure([])
console.log('base', (base / 1024).toFixed(1))
for (const group of process.argv.slice(2)) {
  try {
    const n = await measure(group.split(','))
    console.log(group.padEnd(70), ((base - n) / 1024).toFixed(1), 'kB saved')
  } catch (e: any) { console.log(group, 'FAILED', String(e.message).split('\n').slice(0, 3).join(' | ').slice(0, 300)) }
}
