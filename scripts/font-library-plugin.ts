import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
// By path: vite bundles its config, and the workspace's core is TypeScript sources.
import { FONT_LIBRARY_PATH, fontLibraryAssets } from '../packages/core/src/fonts/index.ts'

type Middleware = (req: { url?: string }, res: ServerResponse) => void
/** The part of vite's dev and preview servers this plugin uses (vite is not a root dependency). */
interface ServerLike {
  middlewares: { use(path: string, handler: Middleware): unknown }
}
interface FontLibraryPlugin {
  name: string
  configureServer(server: ServerLike): void
  configurePreviewServer(server: ServerLike): void
  generateBundle(this: {
    emitFile(file: { type: 'asset'; fileName: string; source: string | Uint8Array }): string
  }): void
}

/** The font library's files by name: woff2 bytes read on demand, manifests as text. */
function libraryAssets(fromPackageJson: string): Map<string, () => Buffer | string> {
  const require = createRequire(fromPackageJson)
  const packageDir = (name: string) => dirname(require.resolve(name))
  const readCss = (pkg: string, file: string) => readFileSync(join(packageDir(pkg), file), 'utf8')
  return new Map(
    fontLibraryAssets(readCss).map((asset) => [
      asset.name,
      asset.packageName
        ? () => readFileSync(join(packageDir(asset.packageName!), 'files', asset.name))
        : () => asset.text!,
    ]),
  )
}

/**
 * Serves core's font library at `/fonts/` (dev and preview servers) and emits it into the build
 * (`dist/fonts/`): only the weights and subsets the catalogue lists, fetched lazily by the page.
 * The @fontsource packages are resolved from `fromPackageJson` (the studio's, or @podscene/react's
 * for its browser tests).
 */
export function fontLibraryPlugin(fromPackageJson: string): FontLibraryPlugin {
  let assets: Map<string, () => Buffer | string> | undefined
  const serve = (url: string | undefined) => {
    const name = decodeURIComponent((url ?? '').split('?')[0]!.replace(/^\//, ''))
    assets ??= libraryAssets(fromPackageJson)
    return assets.get(name)
  }
  const middleware: Middleware = (req, res) => {
    const read = serve(req.url)
    if (!read) {
      res.statusCode = 404
      res.end('not a file of the font library')
      return
    }
    const body = read()
    res.setHeader('Content-Type', typeof body === 'string' ? 'application/json' : 'font/woff2')
    res.setHeader('Cache-Control', 'public, max-age=86400')
    res.end(body)
  }
  return {
    name: 'podscene-font-library',
    configureServer: (server) => void server.middlewares.use(FONT_LIBRARY_PATH, middleware),
    configurePreviewServer: (server) => void server.middlewares.use(FONT_LIBRARY_PATH, middleware),
    generateBundle() {
      assets ??= libraryAssets(fromPackageJson)
      for (const [name, read] of assets)
        this.emitFile({ type: 'asset', fileName: `fonts/${name}`, source: read() })
    },
  }
}
