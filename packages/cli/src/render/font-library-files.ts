import { readFileSync } from 'node:fs'
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { FONT_LIBRARY_PATH, fontLibraryAssets } from '@podscene/core'

/**
 * Copies core's font library (woff2 files and `<id>.json` manifests, only the listed weights and
 * subsets) into the built render page's `fonts/`, so the page loads library faces from its own
 * origin as the studio does (`<origin>/fonts/`). The @fontsource packages are resolved from
 * `fromPackageJson` (@podscene/react's, whose devDependencies hold them in the workspace).
 */
export async function copyFontLibrary(outDir: string, fromPackageJson: string): Promise<void> {
  const require = createRequire(fromPackageJson)
  const packageDir = (name: string) => dirname(require.resolve(name))
  const readCss = (pkg: string, file: string) => readFileSync(join(packageDir(pkg), file), 'utf8')
  const dir = join(outDir, FONT_LIBRARY_PATH)
  await mkdir(dir, { recursive: true })
  for (const asset of fontLibraryAssets(readCss)) {
    const target = join(dir, asset.name)
    if (asset.packageName)
      await copyFile(join(packageDir(asset.packageName), 'files', asset.name), target)
    else await writeFile(target, asset.text!)
  }
}
