export {
  FONT_LIBRARY,
  libraryFamily,
  libraryFamilyById,
  libraryFile,
  libraryFileName,
} from './font-library.ts'
export type { FontCategory, FontScript, LibraryFontFamily } from './font-library.ts'
export {
  FONT_LIBRARY_PATH,
  fontLibraryAssets,
  libraryFontManifest,
  parseFontsourceCss,
} from './font-library-faces.ts'
export type { LibraryFontFace, LibraryFontManifest } from './font-library-faces.ts'
export { fontSourceOf, layerFontOf, layerFontSource } from './font-source.ts'
export type { FontSource, LayerFont } from './font-source.ts'
