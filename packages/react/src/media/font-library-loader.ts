import { FONT_LIBRARY_PATH, type LibraryFontFamily, type LibraryFontManifest } from '@podscene/core'
import { MediaLoadError } from './media-status.ts'
import { errorMessage } from '../lib/error-message.ts'

/** A family's manifest lists at most a few hundred faces. */
const MANIFEST_MAX_BYTES = 1024 * 1024

/**
 * Registers the faces of core's font library in `document.fonts`, one family at a time, the first
 * time a layer (or the font picker) needs it: `<base><id>.json` lists the faces, each added as a
 * FontFace with its weight and unicode-range but not loaded. `document.fonts.load(font, text)`
 * then fetches only the files the text needs. `base` is where the page's host serves the library
 * (default `/fonts/` on the page's origin: the studio, the sandbox and the render page all do).
 */
export class FontLibraryLoader {
  private readonly registered = new Map<string, Promise<void>>()

  constructor(private readonly base: string = FONT_LIBRARY_PATH) {}

  /** The URL of a library file or manifest. */
  url(name: string): string {
    const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI
    return new URL(`${this.base.replace(/\/?$/, '/')}${name}`, base).href
  }

  /** Adds the family's faces to document.fonts (once per family; a failure is retried later). */
  register(family: LibraryFontFamily): Promise<void> {
    const existing = this.registered.get(family.id)
    if (existing) return existing
    const work = this.fetchManifest(family).then((manifest) => {
      for (const face of manifest.faces) {
        const descriptors: FontFaceDescriptors = { weight: String(face.weight), style: 'normal' }
        if (face.unicodeRange) descriptors.unicodeRange = face.unicodeRange
        const src = `url(${JSON.stringify(this.url(face.file))}) format("woff2")`
        document.fonts.add(new FontFace(family.family, src, descriptors))
      }
    })
    this.registered.set(family.id, work)
    work.catch(() => this.registered.delete(family.id))
    return work
  }

  private async fetchManifest(family: LibraryFontFamily): Promise<LibraryFontManifest> {
    const url = this.url(`${family.id}.json`)
    let bytes: ArrayBuffer
    try {
      const { fetchBounded } = await import('./read-bounded.ts')
      bytes = await fetchBounded(url, { maxBytes: MANIFEST_MAX_BYTES, timeoutMs: 30_000 })
    } catch (error) {
      const reason = errorMessage(error)
      throw new MediaLoadError(`the font library manifest ${url}: ${reason}`)
    }
    let manifest: LibraryFontManifest | null = null
    try {
      manifest = JSON.parse(new TextDecoder().decode(bytes)) as LibraryFontManifest
    } catch {
      manifest = null
    }
    if (!manifest || !Array.isArray(manifest.faces))
      throw new MediaLoadError(`${url} is not a font library manifest`)
    return manifest
  }
}
