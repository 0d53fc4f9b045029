/** Checks of one slot value against its kind; each returns an error message or null. */
import { isAllowedMediaUrl } from '../semantics/media-url.ts'
import { describeValue, showLiteral } from '../document/describe-value.ts'
import type { SlotKind } from './types.ts'

const COLOUR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([^()]*\)|[a-z]+)$/i

const ARTICLE: Record<SlotKind, string> = {
  text: 'a string of text',
  image: 'an image URL',
  video: 'a video URL',
  audio: 'an audio URL',
  person: 'a person image or video URL',
  color: 'a colour such as "#ff8800"',
}

export function slotValueProblem(kind: SlotKind, key: string, value: unknown): string | null {
  if (typeof value !== 'string') {
    return `${kind} slot "${key}" takes ${ARTICLE[kind]}, got ${describeValue(value)}`
  }
  if (kind === 'text') return null
  if (kind === 'color') {
    return COLOUR.test(value.trim())
      ? null
      : `color slot "${key}" takes a colour (#rgb, #rrggbb, #rrggbbaa, rgb(), hsl() or a name), got ${showLiteral(value)}`
  }
  if (!isAllowedMediaUrl(value)) {
    return `URL not allowed for ${kind} slot "${key}" (only https:, http:, blob:, data:image/*): ${showLiteral(value)}`
  }
  if (/^data:/i.test(value.trim()) && kind !== 'image') {
    return `${kind} slot "${key}" takes ${ARTICLE[kind]}, got a data:image URL`
  }
  return null
}
