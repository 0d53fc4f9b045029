import type { CommandContext, EditorDocument } from '../types.ts'

/**
 * `text-1`, `text-2`…: the first `<kind>-<n>` no layer of the document uses (nor any key in
 * `taken`: keys given earlier in the same command).
 */
export function readableLayerKey(
  doc: EditorDocument,
  kind: string,
  ctx: CommandContext,
  taken?: ReadonlySet<string>,
): string {
  const prefix =
    kind
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'layer'
  for (let n = 1; ; n++) {
    const key = `${prefix}-${n}`
    if (!ctx.locate(doc, key) && !taken?.has(key)) return key
  }
}

/**
 * A readable key for a copy of the layer keyed `source` (duplicate, split, paste): `title` →
 * `title-1`, `text-1` → `text-2` (or the Editor's own `createKey`'s, see `readableCopies`).
 * Adds the key to `taken`, so one command can give several.
 */
export function readableCopyKey(
  doc: EditorDocument,
  source: unknown,
  ctx: CommandContext,
  taken: Set<string> = new Set(),
): string {
  if (ctx.readableCopies !== true) return ctx.newKey(doc)
  const base = typeof source === 'string' ? source.replace(/-\d+$/, '') : ''
  const key = readableLayerKey(doc, base || 'layer', ctx, taken)
  taken.add(key)
  return key
}
