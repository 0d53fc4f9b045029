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
