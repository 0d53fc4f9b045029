// Module resolution hooks: `konva` (the bare specifier react-konva and apps import) resolves to
// a file that fails as Konva 9's Node entry does when the native `canvas` module is absent.
const entry = new URL('./konva9-entry.cjs', import.meta.url).href

export async function resolve(specifier, context, next) {
  if (specifier === 'konva') return { url: entry, shortCircuit: true, format: 'commonjs' }
  return next(specifier, context)
}
