let counter = 0

/**
 * A key unique within this process, e.g. `layer_1k8f3q`: a counter for uniqueness plus a random
 * tail so keys from separate sessions rarely collide when documents are merged.
 */
export function createKey(prefix = 'key'): string {
  counter += 1
  const tail = Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')
  return `${prefix}_${counter.toString(36)}${tail}`
}
