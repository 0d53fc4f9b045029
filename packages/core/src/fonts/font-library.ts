/**
 * The font library: the families every Podscene host serves as woff2 at `<origin>/fonts/`
 * (the studio, the sandbox and the render page of `podscene render`), taken from the
 * `@fontsource/<id>` 5.x npm packages. Only the weights and subsets listed here are served; CJK
 * faces come as the packages' numbered unicode-range chunks, so a text loads only the chunks
 * its characters need. The picker, the canvas, the player and the render read this one list.
 */

export type FontCategory = 'sans-serif' | 'serif' | 'display' | 'handwriting' | 'monospace'
/** The writing system a family is chosen for. */
export type FontScript = 'latin' | 'chinese' | 'japanese' | 'korean' | 'arabic' | 'hebrew'

export interface LibraryFontFamily {
  /** The `@fontsource/<id>` package and the prefix of its file names. */
  id: string
  /** CSS family name, stored in `textInfo.fontFamily` / `subtitle.font_family.name`. */
  family: string
  category: FontCategory
  script: FontScript
  /** Weights served (normal style only). */
  weights: readonly number[]
  /** Subsets served; `#` stands for the numbered CJK chunks (`noto-sans-sc-4-400-normal`). */
  subsets: readonly string[]
}

const LATIN = ['latin', 'latin-ext'] as const
const BOTH = [400, 700] as const

const latin = (
  id: string,
  family: string,
  category: FontCategory,
  weights: readonly number[] = BOTH,
): LibraryFontFamily => ({ id, family, category, script: 'latin', weights, subsets: LATIN })

export const FONT_LIBRARY: readonly LibraryFontFamily[] = [
  latin('inter', 'Inter', 'sans-serif'),
  latin('roboto', 'Roboto', 'sans-serif'),
  latin('open-sans', 'Open Sans', 'sans-serif'),
  latin('montserrat', 'Montserrat', 'sans-serif'),
  latin('poppins', 'Poppins', 'sans-serif'),
  latin('lato', 'Lato', 'sans-serif'),
  latin('raleway', 'Raleway', 'sans-serif'),
  latin('nunito', 'Nunito', 'sans-serif'),
  latin('source-sans-3', 'Source Sans 3', 'sans-serif'),
  latin('fira-sans', 'Fira Sans', 'sans-serif'),
  latin('work-sans', 'Work Sans', 'sans-serif'),
  latin('dm-sans', 'DM Sans', 'sans-serif'),
  latin('space-grotesk', 'Space Grotesk', 'sans-serif'),
  latin('noto-sans', 'Noto Sans', 'sans-serif'),
  latin('oswald', 'Oswald', 'display'),
  latin('bebas-neue', 'Bebas Neue', 'display', [400]),
  latin('anton', 'Anton', 'display', [400]),
  latin('archivo-black', 'Archivo Black', 'display', [400]),
  latin('abril-fatface', 'Abril Fatface', 'display', [400]),
  latin('lobster', 'Lobster', 'display', [400]),
  latin('dm-serif-display', 'DM Serif Display', 'display', [400]),
  latin('playfair-display', 'Playfair Display', 'serif'),
  latin('lora', 'Lora', 'serif'),
  latin('merriweather', 'Merriweather', 'serif'),
  latin('pt-serif', 'PT Serif', 'serif'),
  latin('libre-baskerville', 'Libre Baskerville', 'serif'),
  latin('roboto-slab', 'Roboto Slab', 'serif'),
  latin('noto-serif', 'Noto Serif', 'serif'),
  latin('pacifico', 'Pacifico', 'handwriting', [400]),
  latin('dancing-script', 'Dancing Script', 'handwriting'),
  latin('caveat', 'Caveat', 'handwriting'),
  latin('roboto-mono', 'Roboto Mono', 'monospace'),
  latin('jetbrains-mono', 'JetBrains Mono', 'monospace'),
  // CJK: 400 only (each weight is ~3–4 MB of chunks; bold is synthesized alike everywhere).
  cjk('noto-sans-sc', 'Noto Sans SC', 'chinese'),
  cjk('noto-sans-jp', 'Noto Sans JP', 'japanese'),
  cjk('noto-sans-kr', 'Noto Sans KR', 'korean'),
  {
    id: 'noto-sans-arabic',
    family: 'Noto Sans Arabic',
    category: 'sans-serif',
    script: 'arabic',
    weights: BOTH,
    subsets: ['arabic', 'latin'],
  },
  {
    id: 'noto-sans-hebrew',
    family: 'Noto Sans Hebrew',
    category: 'sans-serif',
    script: 'hebrew',
    weights: BOTH,
    subsets: ['hebrew', 'latin'],
  },
]

function cjk(id: string, family: string, script: FontScript): LibraryFontFamily {
  return { id, family, category: 'sans-serif', script, weights: [400], subsets: ['#', 'latin'] }
}

const byFamily = new Map(FONT_LIBRARY.map((f) => [f.family.toLowerCase(), f]))
const byId = new Map(FONT_LIBRARY.map((f) => [f.id, f]))

/** The library family of a CSS family name (case-insensitive, quotes ignored), if any. */
export function libraryFamily(name: string | undefined): LibraryFontFamily | undefined {
  if (!name) return undefined
  return byFamily.get(
    name
      .trim()
      .replace(/^["']|["']$/g, '')
      .toLowerCase(),
  )
}

/**
 * (`<id>-<subset>-<weight>-normal.woff2` is fontsource's naming.) The family and weight a library file name belongs to (`inter-latin-700-normal.woff2` → Inter,
 * 700), when it is one the library serves.
 */
export function libraryFile(
  fileName: string,
): { family: LibraryFontFamily; weight: number; subset: string } | undefined {
  for (const family of FONT_LIBRARY) {
    const prefix = `${family.id}-`
    if (!fileName.startsWith(prefix)) continue
    const rest = /^(\d+|[a-z][a-z-]*?)-(\d{3})-normal\.woff2$/.exec(fileName.slice(prefix.length))
    if (!rest) continue
    const [, subset, weightText] = rest
    const weight = Number(weightText)
    const subsetOk = family.subsets.includes(/^\d+$/.test(subset!) ? '#' : subset!)
    if (subsetOk && family.weights.includes(weight)) return { family, weight, subset: subset! }
  }
  return undefined
}

/** The file a layer stores for a library family: its main subset at `weight` (400 if absent). */
export function libraryFileName(family: LibraryFontFamily, weight = 400): string {
  const served = family.weights.includes(weight) ? weight : family.weights[0]!
  const subset = family.subsets.find((s) => s !== '#') ?? 'latin'
  return `${family.id}-${subset}-${served}-normal.woff2`
}

export function libraryFamilyById(id: string): LibraryFontFamily | undefined {
  return byId.get(id)
}
