import type { MediaKind } from '../state/asset-provider.ts'

/** insert-media.ts, loaded on first use (a drop, a paste, a chosen file). */
export const loadInsertMedia = () => import('./insert-media.ts')

/*
 * What a dropped or pasted thing is, answered at once (a drop is accepted or left to the page in
 * the event itself); inserting it (insert-media.ts) loads on first use.
 */

const EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'bmp'],
  video: ['mp4', 'webm', 'mov', 'm4v', 'ogv'],
  audio: ['mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'flac', 'opus'],
}

/** The kind of a MIME type (`image/png` → image), or null. */
export function mediaKindOfType(type: string | null | undefined): MediaKind | null {
  const major = (type ?? '').split('/')[0]?.trim().toLowerCase()
  return major === 'image' || major === 'video' || major === 'audio' ? major : null
}

/** The kind of a file name or URL by its extension (query and fragment ignored), or null. */
export function mediaKindOfName(name: string): MediaKind | null {
  const path = name.split(/[?#]/)[0] ?? ''
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  for (const kind of ['image', 'video', 'audio'] as const) {
    if (EXTENSIONS[kind].includes(ext)) return kind
  }
  return null
}

/** A pasted text that is one http(s) URL (text/uri-list comments and blank lines skipped). */
export function pastedUrl(text: string): string | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  if (lines.length !== 1) return null
  try {
    const url = new URL(lines[0]!)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
