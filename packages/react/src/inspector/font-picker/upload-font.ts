import { libraryFamily } from '@podscene/core'

/** The font files the picker takes: TrueType, OpenType and WOFF2. */
export const FONT_FILE_ACCEPT = '.ttf,.otf,.woff2,font/ttf,font/otf,font/woff2'

/** Why a file cannot be used as a font, or null. */
export function fontFileProblem(file: File): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase()
  return ext === 'ttf' || ext === 'otf' || ext === 'woff2' ? null : 'not a ttf, otf or woff2 file'
}

/**
 * The family name an uploaded file gets: its file name without extension (`Brand-Bold.ttf` →
 * `Brand-Bold`), marked "(uploaded)" when it would otherwise be a library family's name, so the
 * two never share a CSS family.
 */
export function uploadedFamilyName(fileName: string): string {
  const base = fileName.replace(/\.[a-z0-9]+$/i, '').trim() || 'Uploaded font'
  return libraryFamily(base) ? `${base} (uploaded)` : base
}

const FONT_TYPES: Record<string, string> = { ttf: 'font/ttf', otf: 'font/otf', woff2: 'font/woff2' }

/**
 * The file with its standard font type (`font/ttf`, `font/otf`, `font/woff2`): systems label
 * font files variously (`application/x-font-ttf`, `application/vnd.ms-opentype`, or nothing), and
 * upload stores check the type against what they accept.
 */
export function asFontFile(file: File): File {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''
  const type = FONT_TYPES[ext]
  return !type || file.type === type ? file : new File([file], file.name, { type })
}
