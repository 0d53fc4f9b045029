import {
  FONT_LIBRARY,
  fontSourceOf,
  layerFontOf,
  libraryFileName,
  templateDocumentOf,
  type EditorDocument,
  type LibraryFontFamily,
} from '@podscene/core'

/** One choice of the "Font" combobox: a library family or a font file the document already uses. */
export interface FontOption {
  /** Stable id for the option element. */
  id: string
  family: string
  /** What the layer stores as its file: a library file name or the uploaded file's URL. */
  file: string
  group: 'document' | 'library'
  /** Library entry (for loading the face on demand), or null for an uploaded file. */
  library: LibraryFontFamily | null
  /** Words searched besides the family name (category, script). */
  keywords: string
}

/** A few characters of the family's script, drawn after its name (Latin families: none). */
export const SCRIPT_SAMPLES: Record<string, string> = {
  chinese: '中文字体',
  japanese: 'あいうえお',
  korean: '한글 글꼴',
  arabic: 'العربية',
  hebrew: 'עברית',
}

const libraryOptions: FontOption[] = FONT_LIBRARY.map((family) => ({
  id: `library-${family.id}`,
  family: family.family,
  file: libraryFileName(family),
  group: 'library',
  library: family,
  keywords: `${family.category} ${family.script}`,
}))

/**
 * The uploaded fonts of a document (text and subtitle layers whose file is a URL), once per
 * family and URL, in document order: picking one gives another layer the same face.
 */
export function documentFontOptions(doc: EditorDocument): FontOption[] {
  const seen = new Set<string>()
  const options: FontOption[] = []
  const layers = (templateDocumentOf(doc).scene.tracks ?? []).flatMap((t) => t?.layers ?? [])
  for (const layer of layers) {
    if (!layer || typeof layer !== 'object') continue
    const font = layerFontOf(layer)
    if (!font || fontSourceOf(font.family, font.file).kind !== 'url') continue
    const id = `${font.family}\n${font.file}`
    if (seen.has(id)) continue
    seen.add(id)
    options.push({
      id: `document-${options.length}`,
      family: font.family,
      file: font.file,
      group: 'document',
      library: null,
      keywords: 'uploaded',
    })
  }
  return options
}

/** Document fonts then the library, keeping those whose name or keywords contain `query`. */
export function filterFontOptions(doc: EditorDocument, query: string): FontOption[] {
  const all = [...documentFontOptions(doc), ...libraryOptions]
  const q = query.trim().toLowerCase()
  if (q === '') return all
  return all.filter((o) => o.family.toLowerCase().includes(q) || o.keywords.includes(q))
}
