// Bundles one entry of a workspace package as a consumer's bundler would (vite/rolldown, minified,
// ESM, dependencies resolved through the package's exports map) without writing files. Used by
// the player bundle check (test/integration) and the bundle-size benchmark (test/bench).
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

export const repoRoot = resolve(import.meta.dirname, '../..')

export interface EntryBundle {
  /** Every module in the bundle (absolute paths). */
  moduleIds: string[]
  bytes: number
  gzipBytes: number
  /** What the page loads up front: the entry chunk and the chunks it imports statically. */
  initialGzipBytes: number
  /** Chunks loaded later (dynamic import), each with its gzip size and the modules in it. */
  lazyChunks: { fileName: string; gzipBytes: number; moduleIds: string[] }[]
  /** The modules of the initial chunks with their length in the output before minifying. */
  initialModules: { id: string; renderedLength: number }[]
}

export async function bundleEntry(
  entry: string,
  options: {
    external?: readonly string[]
    /**
     * 'allow-extension' bundles the entry as an app's bundler does: modules shared with lazy
     * chunks stay in the entry chunk, which then exports them (a library build keeps the entry's
     * exports exactly, 'strict', and moves them into chunks of their own).
     */
    entrySignature?: 'strict' | 'allow-extension'
  } = {},
): Promise<EntryBundle> {
  const external = options.external ?? []
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: repoRoot,
    // As an app's production build: React's production files.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(repoRoot, entry), formats: ['es'], fileName: 'bundle' },
      rollupOptions: {
        preserveEntrySignatures: options.entrySignature ?? 'strict',
        // `#konva` / `#react-konva`: @podscene/react's own names for those peers (package.json
        // `imports`), external with them.
        external: (id: string) =>
          external.some((name) => id === name || id === `#${name}` || id.startsWith(`${name}/`)),
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  )
  const code = outputs.map((o) => ('code' in o ? o.code : '')).join('\n')
  const chunks = outputs.filter((o) => o.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const initial = new Set<string>()
  const visit = (name: string) => {
    if (initial.has(name) || !byName.has(name)) return
    initial.add(name)
    for (const next of byName.get(name)!.imports) visit(next)
  }
  for (const c of chunks) if (c.isEntry) visit(c.fileName)
  const gzipOf = (text: string) => gzipSync(text).length
  return {
    moduleIds: outputs.flatMap((o) => ('moduleIds' in o ? o.moduleIds : [])),
    bytes: Buffer.byteLength(code),
    gzipBytes: gzipOf(code),
    initialGzipBytes: chunks
      .filter((c) => initial.has(c.fileName))
      .reduce((n, c) => n + gzipOf(c.code), 0),
    initialModules: chunks
      .filter((c) => initial.has(c.fileName))
      .flatMap((c) =>
        Object.entries(c.modules).map(([id, m]) => ({ id, renderedLength: m.renderedLength })),
      ),
    lazyChunks: chunks
      .filter((c) => !initial.has(c.fileName))
      .map((c) => ({ fileName: c.fileName, gzipBytes: gzipOf(c.code), moduleIds: c.moduleIds })),
  }
}
