import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { FONT_LIBRARY_PATH, fontLibraryAssets } from '@podscene/core'
import { notFound } from './envelope.ts'

type Asset = { path?: string; text?: string }

const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(name))

/** The font library's files by name (core's fontLibraryAssets over the @fontsource packages). */
function libraryAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  const readCss = (pkg: string, file: string) => readFileSync(join(packageDir(pkg), file), 'utf8')
  for (const asset of fontLibraryAssets(readCss)) {
    assets.set(
      asset.name,
      asset.packageName
        ? { path: join(packageDir(asset.packageName), 'files', asset.name) }
        : { text: asset.text! },
    )
  }
  return assets
}

/**
 * GET /fonts/<file>: the font library (woff2 files and `<id>.json` face manifests) that the
 * studio and `podscene render` also serve, so a template's library font references resolve
 * against the API's origin too. No key needed, like /media.
 */
export function registerFontsRoute(app: FastifyInstance): void {
  let assets: Map<string, Asset> | undefined
  app.get(`${FONT_LIBRARY_PATH}:name`, async (request, reply) => {
    const { name } = request.params as { name: string }
    assets ??= libraryAssets()
    const asset = assets.get(name)
    if (!asset) throw notFound('font library file', name)
    reply.header('Cache-Control', 'public, max-age=86400')
    if (asset.text !== undefined) return reply.type('application/json').send(asset.text)
    return reply.type('font/woff2').send(await readFile(asset.path!))
  })
}
