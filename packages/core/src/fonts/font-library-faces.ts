/**
 * What a host serves for the font library at `<origin>/fonts/` (FONT_LIBRARY_PATH): each
 * family's woff2 files and a manifest `<id>.json` listing its faces (weight, file, unicode-range)
 * read from the fontsource package's `<weight>.css`. Browsers load the manifest of a family when
 * a layer first needs it, then only the files whose unicode-range the text touches.
 */
import { FONT_LIBRARY, type LibraryFontFamily } from './font-library.ts'

/** Where every host serves the library: `<origin>/fonts/<file>` and `<origin>/fonts/<id>.json`. */
export const FONT_LIBRARY_PATH = '/fonts/'

export interface LibraryFontFace {
  weight: number
  /** File name under FONT_LIBRARY_PATH. */
  file: string
  /** CSS unicode-range, or '' for the whole file. */
  unicodeRange: string
}

export interface LibraryFontManifest {
  family: string
  faces: LibraryFontFace[]
}

interface CssFace {
  subset: string
  weight: number
  style: string
  file: string
  unicodeRange: string
}

/** The @font-face rules of a fontsource CSS file (subset from its `/* <id>-<subset>-… *\/` comment). */
export function parseFontsourceCss(css: string, id: string): CssFace[] {
  const faces: CssFace[] = []
  const rule = /\/\*\s*([^*]+?)\s*\*\/\s*@font-face\s*{([^}]*)}/g
  for (const [, comment, body] of css.matchAll(rule)) {
    const name = comment!.startsWith(`${id}-`) ? comment!.slice(id.length + 1) : comment!
    const subset = /^(.*)-\d{3}-(normal|italic)$/.exec(name)?.[1]?.replace(/^\[(\d+)\]$/, '$1')
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body!)?.[1]
    const weight = Number(/font-weight:\s*(\d+)/.exec(body!)?.[1])
    const style = /font-style:\s*(\w+)/.exec(body!)?.[1] ?? 'normal'
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body!)?.[1]?.trim() ?? ''
    if (subset && file && Number.isFinite(weight))
      faces.push({ subset, weight, style, file, unicodeRange })
  }
  return faces
}

/** The manifest of `family` from its package's `<weight>.css` files (read by `cssOfWeight`). */
export function libraryFontManifest(
  family: LibraryFontFamily,
  cssOfWeight: (weight: number) => string,
): LibraryFontManifest {
  const faces: LibraryFontFace[] = []
  for (const weight of family.weights) {
    for (const face of parseFontsourceCss(cssOfWeight(weight), family.id)) {
      const wanted = family.subsets.includes(/^\d+$/.test(face.subset) ? '#' : face.subset)
      if (wanted && face.style === 'normal' && face.weight === weight)
        faces.push({ weight, file: face.file, unicodeRange: face.unicodeRange })
    }
  }
  return { family: family.family, faces }
}

/** Every file a host serves under FONT_LIBRARY_PATH: `{package, file}` to copy, or a manifest. */
export function fontLibraryAssets(
  readPackageCss: (packageName: string, cssFile: string) => string,
): { name: string; packageName?: string; text?: string }[] {
  const assets: { name: string; packageName?: string; text?: string }[] = []
  for (const family of FONT_LIBRARY) {
    const packageName = `@fontsource/${family.id}`
    const manifest = libraryFontManifest(family, (weight) =>
      readPackageCss(packageName, `${weight}.css`),
    )
    assets.push({ name: `${family.id}.json`, text: JSON.stringify(manifest) })
    for (const face of manifest.faces) assets.push({ name: face.file, packageName })
  }
  return assets
}
