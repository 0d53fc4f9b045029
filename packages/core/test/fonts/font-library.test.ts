import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  FONT_LIBRARY,
  fontLibraryAssets,
  fontSourceOf,
  layerFontOf,
  libraryFamily,
  libraryFile,
  libraryFileName,
} from '../../src/fonts/index.ts'

// The fontsource packages are the studio's dependencies (the servers read them from there).
const require = createRequire(join(__dirname, '../../../../apps/studio/package.json'))
const readCss = (pkg: string, file: string) =>
  readFileSync(join(dirname(require.resolve(pkg)), file), 'utf8')

describe('font library', () => {
  it('has at least 30 families, Latin display and text faces and Noto for CJK, Arabic, Hebrew', () => {
    expect(FONT_LIBRARY.length).toBeGreaterThanOrEqual(30)
    const families = FONT_LIBRARY.map((f) => f.family)
    for (const name of ['Inter', 'Roboto', 'Playfair Display', 'Bebas Neue', 'Lora', 'Oswald'])
      expect(families).toContain(name)
    expect(new Set(FONT_LIBRARY.map((f) => f.script))).toEqual(
      new Set(['latin', 'chinese', 'japanese', 'korean', 'arabic', 'hebrew']),
    )
    expect(new Set(FONT_LIBRARY.map((f) => f.id)).size).toBe(FONT_LIBRARY.length)
  })

  it('serves only the listed weights and subsets, every file existing in its package', () => {
    const assets = fontLibraryAssets(readCss)
    const files = assets.filter((a) => a.packageName)
    for (const file of files) {
      const path = join(dirname(require.resolve(file.packageName!)), 'files', file.name)
      expect(() => readFileSync(path), path).not.toThrow()
      expect(libraryFile(file.name), file.name).toBeDefined()
    }
    const inter = JSON.parse(assets.find((a) => a.name === 'inter.json')!.text!)
    expect(inter.faces.map((f: { file: string }) => f.file).sort()).toEqual([
      'inter-latin-400-normal.woff2',
      'inter-latin-700-normal.woff2',
      'inter-latin-ext-400-normal.woff2',
      'inter-latin-ext-700-normal.woff2',
    ])
    const sc = JSON.parse(assets.find((a) => a.name === 'noto-sans-sc.json')!.text!)
    // The numbered chunks with their unicode-range, so a text loads only the ones it needs.
    expect(sc.faces.length).toBeGreaterThan(50)
    expect(sc.faces.every((f: { weight: number }) => f.weight === 400)).toBe(true)
    expect(sc.faces.every((f: { unicodeRange: string }) => f.unicodeRange.startsWith('U+'))).toBe(
      true,
    )
    expect(files.some((f) => f.name.includes('-900-'))).toBe(false)
  })
})

describe('font sources', () => {
  it('resolves library names and files, URLs, and refuses what can never load', () => {
    const inter = libraryFamily('Inter')!
    expect(libraryFileName(inter)).toBe('inter-latin-400-normal.woff2')
    expect(libraryFileName(libraryFamily('bebas neue')!, 700)).toBe(
      'bebas-neue-latin-400-normal.woff2',
    )
    expect(fontSourceOf('Inter', '')).toEqual({ kind: 'library', family: inter })
    expect(fontSourceOf('Inter', 'inter-latin-700-normal.woff2')).toEqual({
      kind: 'library',
      family: inter,
    })
    expect(fontSourceOf('DejaVu Sans', '')).toEqual({ kind: 'system' })
    expect(fontSourceOf('Mine', 'https://cdn.example.com/mine.ttf')).toEqual({
      kind: 'url',
      url: 'https://cdn.example.com/mine.ttf',
    })
    expect(fontSourceOf('Mine', 'mine.ttf').kind).toBe('invalid')
    expect(fontSourceOf('Mine', 'inter-latin-900-normal.woff2').kind).toBe('invalid')
    expect(fontSourceOf('Mine', 'javascript:alert(1)').kind).toBe('invalid')
    expect(fontSourceOf('Mine', 'data:font/ttf;base64,AAAA').kind).toBe('invalid')
  })

  it('reads the spec fields: textInfo for text, subtitle.font_family first for subtitles', () => {
    expect(
      layerFontOf({
        type: 'text',
        prop: { textInfo: { fontFamily: 'Inter', fontFileName: 'x.woff2' } },
      }),
    ).toMatchObject({ family: 'Inter', file: 'x.woff2', fileField: 'prop.textInfo.fontFileName' })
    expect(
      layerFontOf({
        type: 'subtitle',
        prop: { textInfo: { fontFamily: 'Inter' } },
        subtitle: { font_family: { name: 'Lora', url: 'https://x.test/l.ttf' } },
      }),
    ).toMatchObject({
      family: 'Lora',
      file: 'https://x.test/l.ttf',
      fileField: 'subtitle.font_family.url',
    })
    expect(layerFontOf({ type: 'image' })).toBeUndefined()
  })
})
