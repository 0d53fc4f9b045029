export interface SerializeOptions {
  /** Spaces per indent level; 0 writes one line. Default 2. */
  indent?: number
}

/**
 * Canonical JSON text of a parsed document: keys in their original order, nulls and unknown
 * fields kept, 2-space indent and a final newline. `JSON.parse(serialize(doc))` deep-equals
 * the parsed input. Fields set to `undefined` by an editor are left out.
 */
export function serialize(document: unknown, options: SerializeOptions = {}): string {
  const indent = options.indent ?? 2
  const text = JSON.stringify(document, null, indent)
  // JSON.stringify returns undefined for undefined/functions; a document is always JSON data.
  return (text ?? 'null') + (indent > 0 ? '\n' : '')
}
