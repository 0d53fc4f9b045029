import { formatPath, type PathSegment } from '@podscene/core'

/** A JSON text can only hold a lone surrogate through a `\uD800`–`\uDFFF` escape. */
const surrogateEscape = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/

const isWellFormed = (text: string): boolean =>
  (text as string & { isWellFormed(): boolean }).isWellFormed()

/**
 * The path of the first string or key (document order) that is not well-formed Unicode (a lone
 * surrogate such as "A\ud800B", which storage as UTF-8 would alter), or null. `text` is the JSON
 * the value was parsed from: without a surrogate escape in it there is nothing to walk.
 */
export function findIllFormedString(text: string, value: unknown): string | null {
  if (!surrogateEscape.test(text)) return null
  // Each frame points at its parent, so a path is built only for the string that is reported.
  type Frame = { node: unknown; segment: PathSegment | null; parent: Frame | null }
  const pathOf = (frame: Frame | null, last?: PathSegment): string => {
    const segments: PathSegment[] = last === undefined ? [] : [last]
    for (let f = frame; f && f.segment !== null; f = f.parent) segments.unshift(f.segment)
    return formatPath(segments) || 'body'
  }
  const stack: Frame[] = [{ node: value, segment: null, parent: null }]
  while (stack.length > 0) {
    const frame = stack.pop()!
    const { node } = frame
    if (typeof node === 'string') {
      if (!isWellFormed(node)) return pathOf(frame)
      continue
    }
    if (typeof node !== 'object' || node === null) continue
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        stack.push({ node: node[i], segment: i, parent: frame })
      }
      continue
    }
    const keys = Object.keys(node)
    for (const key of keys) if (!isWellFormed(key)) return pathOf(frame, key)
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!
      stack.push({ node: (node as Record<string, unknown>)[key], segment: key, parent: frame })
    }
  }
  return null
}
