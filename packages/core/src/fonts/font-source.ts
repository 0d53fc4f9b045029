/**
 * Where a text or subtitle layer's font comes from. The spec's own fields hold it:
 * text layers `prop.textInfo.fontFamily` (CSS family name) + `prop.textInfo.fontFileName`;
 * subtitles `subtitle.font_family {name, url}` (read before textConfig/textInfo, as the renderer
 * does). The file field holds either
 * - a library file name (`inter-latin-400-normal.woff2`): a relative reference into the font
 *   library every host serves at `<origin>/fonts/` (font-library-faces.ts), or
 * - an absolute URL (`https:`, `http:`, `blob:`) of an uploaded ttf/otf/woff/woff2 file.
 * A family of the library with no file loads from the library too.
 */
import type { Layer } from '../schema/layer.ts'
import { isAllowedMediaUrl } from '../semantics/media-url.ts'
import { libraryFamily, libraryFile, type LibraryFontFamily } from './font-library.ts'

export type FontSource =
  /** No file and not a library family: a generic or system family, nothing to load. */
  | { kind: 'system' }
  | { kind: 'library'; family: LibraryFontFamily }
  | { kind: 'url'; url: string }
  /** A file reference that can never load (relative path, javascript:, unknown file name). */
  | { kind: 'invalid'; reason: string }

export interface LayerFont {
  family: string
  file: string
  /** Field paths inside the layer, e.g. `prop.textInfo.fontFileName`. */
  familyField: string
  fileField: string
}

type Bag = Record<string, unknown>
const bag = (v: unknown): Bag => (v !== null && typeof v === 'object' ? (v as Bag) : {})
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined)

/** The family and file a text or subtitle layer is drawn with (undefined for other kinds). */
export function layerFontOf(layer: Layer): LayerFont | undefined {
  if (layer.type !== 'text' && layer.type !== 'subtitle') return undefined
  const info = bag(layer.prop?.textInfo)
  const config = bag(bag(layer.prop?.textConfig).fontFamily)
  const candidates: [string | undefined, string, string | undefined, string][] = [
    [
      str(config.name) ?? str(config.family),
      'prop.textConfig.fontFamily.name',
      str(config.url),
      'prop.textConfig.fontFamily.url',
    ],
    [
      str(info.fontFamily),
      'prop.textInfo.fontFamily',
      str(info.fontFileName),
      'prop.textInfo.fontFileName',
    ],
  ]
  if (layer.type === 'subtitle') {
    const ff = bag(layer.subtitle?.font_family)
    candidates.unshift([
      str(ff.name),
      'subtitle.font_family.name',
      str(ff.url),
      'subtitle.font_family.url',
    ])
  }
  const family = candidates.find(([name]) => name !== undefined)
  const file = candidates.find(([, , url]) => url !== undefined)
  return {
    family: family?.[0] ?? 'sans-serif',
    familyField: family?.[1] ?? candidates[0]![1],
    file: file?.[2] ?? '',
    fileField: file?.[3] ?? candidates[0]![3],
  }
}

const FONT_URL = /^(https?:|blob:)/i

/** Resolves a family name and file reference (see the module comment). */
export function fontSourceOf(family: string, file: string): FontSource {
  const ref = file.trim()
  if (ref === '') {
    const library = libraryFamily(family)
    return library ? { kind: 'library', family: library } : { kind: 'system' }
  }
  const inLibrary = libraryFile(ref)
  if (inLibrary) return { kind: 'library', family: inLibrary.family }
  if (FONT_URL.test(ref) && isAllowedMediaUrl(ref)) return { kind: 'url', url: ref }
  if (/^data:/i.test(ref))
    return { kind: 'invalid', reason: 'a data: URL is not kept as a font file: upload the file' }
  if (!/[/:]/.test(ref))
    return { kind: 'invalid', reason: `"${shorten(ref)}" is not a file of the font library` }
  return { kind: 'invalid', reason: `"${shorten(ref)}" is not an http(s) URL` }
}

/** The font source of a layer (system for layers without text). */
export function layerFontSource(layer: Layer): FontSource {
  const font = layerFontOf(layer)
  return font ? fontSourceOf(font.family, font.file) : { kind: 'system' }
}

function shorten(s: string): string {
  return s.length > 80 ? `${s.slice(0, 77)}...` : s
}
