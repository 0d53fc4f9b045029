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
}

export async function bundleEntry(
  entry: string,
  options: { external?: readonly string[] } = {},
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
        external: (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  )
  const code = outputs.map((o) => ('code' in o ? o.code : '')).join('\n')
  return {
    moduleIds: outputs.flatMap((o) => ('moduleIds' in o ? o.moduleIds : [])),
    bytes: Buffer.byteLength(code),
    gzipBytes: gzipSync(code).length,
  }
}
