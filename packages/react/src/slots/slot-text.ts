import type { SlotKind, TemplateSlot } from '@podscene/core'
import { en, type Translations } from '../i18n/en.ts'
import { formatMessage } from '../i18n/translations.ts'

type SlotWords = Translations['slots']

/**
 * The constraints of a slot in words: `box 600×120, ratio 5, ≤ 42 characters, 2 lines` (`t`: the
 * editor's translations of them).
 */
export function describeConstraints(slot: TemplateSlot, t: SlotWords = en.slots): string {
  const c = slot.constraints
  const parts = [formatMessage(t.box, { width: Math.round(c.width), height: Math.round(c.height) })]
  if (c.aspectRatio !== null) parts.push(formatMessage(t.ratio, { ratio: c.aspectRatio }))
  if (c.maxCharacters !== undefined) {
    parts.push(formatMessage(t.maxCharacters, { count: c.maxCharacters }))
  }
  if (c.maxLines !== undefined) {
    parts.push(formatMessage(c.maxLines === 1 ? t.oneLine : t.lines, { count: c.maxLines }))
  }
  return parts.join(', ')
}

/** What a sample value of a kind looks like (the field's placeholder). */
export function samplePlaceholder(kind: SlotKind | null, t: SlotWords = en.slots): string {
  switch (kind) {
    case 'text':
      return t.sampleText
    case 'color':
      return '#rrggbb'
    case null:
      return t.cannotFill
    default:
      return 'https://…'
  }
}

/** A current value shortened for a table cell. */
export function shortValue(value: string | null): string {
  if (value === null || value === '') return '—'
  return value.length > 40 ? `${value.slice(0, 40)}…` : value
}
