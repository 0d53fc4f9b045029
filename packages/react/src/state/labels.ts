import { en, type Translations } from '../i18n/en.ts'
import { formatMessage } from '../i18n/translations.ts'
import type { Layer, Track } from '@podscene/core'

/** The `name` a layer or track was given (Rename), trimmed; undefined when none. */
export function givenName(item: Layer | Track): string | undefined {
  const name = (item as { name?: unknown }).name
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined
}

/**
 * A short human name for a layer: the name it was given, else its text for text and subtitle
 * layers, else kind and key.
 */
export function layerLabel(layer: Layer): string {
  const named = givenName(layer)
  if (named !== undefined) return named
  const kind = layer.type || 'layer'
  const text = layer.prop?.textInfo?.content ?? layer.subtitle?.text
  if (text && text.trim()) {
    const t = text.trim()
    return `${kind}: ${t.length > 24 ? `${t.slice(0, 24)}…` : t}`
  }
  return `${kind} ${layer.key ?? ''}`.trim()
}

/**
 * A track's name, else "Track <index> (<type>)" in `names` and `kinds` (the editor's
 * translations of track names and of types).
 */
export function trackLabel(
  track: Track,
  position: number,
  names: Translations['tracks'] = en.tracks,
  kinds: Translations['kinds'] = en.kinds,
): string {
  const named = givenName(track)
  if (named !== undefined) return named
  const index = track.index ?? position
  return track.type
    ? formatMessage(names.untitledOfType, { index, type: kinds[track.type] ?? track.type })
    : formatMessage(names.untitled, { index })
}
