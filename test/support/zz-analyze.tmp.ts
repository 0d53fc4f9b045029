import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
const repoRoot = '/work/wt/embed'
const entry = process.argv[2] ?? 'packages/react/src/index.ts'
const PEERS = ['react', 'react-dom', 'konva', 'react-konva', ...(process.env.EXTRA ?? '').split(',').filter(Boolean)]
const result = await build({
  configFile: false, logLevel: 'silent', root: repoRoot,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { write: false, minify: true, lib: { entry: resolve(repoRoot, entry), formats: ['es'], fileName: 'bundle' },
    rollupOptions: { external: (id: string) => PEERS.some((n) => id === n || id.startsWith(`${n}/`)) } },
})
const outputs = (Array.isArray(result) ? result : [result]).flatMap((r: any) => ('output' in r ? r.output : []))
const byPkg = new Map<string, number>()
for (const o of outputs) {
  if (o.type !== 'chunk') continue
  console.log('chunk', o.fileName, o.isEntry ? 'entry' : '', o.isDynamicEntry ? 'dynamic' : '', (gzipSync(o.code).length/1024).toFixed(1), 'kB gz', 'imports', o.imports.join(','), 'dyn', o.dynamicImports.join(','))
  for (const [id, m] of Object.entries<any>(o.modules)) {
    const p = id.replaceAll('\\', '/')
    let name: string
    const i = p.lastIndexOf('/node_modules/')
    if (i >= 0) { const [a, b] = p.slice(i + 14).split('/'); name = a!.startsWith('@') ? `${a}/${b}` : a! }
    else { const w = /\/packages\/([^/]+)\/src\/([^/]+)/.exec(p); name = w ? `@podscene/${w[1]}/${w[2]}` : p }
    byPkg.set(name, (byPkg.get(name) ?? 0) + (m.renderedLength ?? 0))
  }
}
for (const [n, b] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(n.padEnd(50), (b / 1024).toFixed(1))
