import { mediaUrl } from './media.ts'

/** Seeded documents name the sandbox's own media as `media:<name>`; this makes them absolute. */
export function resolveMediaRefs<T>(value: T, origin: string): T {
  if (typeof value === 'string') {
    return (
      value.startsWith('media:') ? mediaUrl(origin, value.slice('media:'.length)) : value
    ) as T
  }
  if (Array.isArray(value)) return value.map((v) => resolveMediaRefs(v, origin)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, resolveMediaRefs(v, origin)]),
    ) as T
  }
  return value
}
