import type { SlotKind, TemplateSlot } from '@podscene/core'

/** The constraints of a slot in words: `box 600×120 (5:1), ≤ 42 characters, 2 lines`. */
export function describeConstraints(slot: TemplateSlot): string {
  const c = slot.constraints
  const parts = [`box ${Math.round(c.width)}×${Math.round(c.height)}`]
  if (c.aspectRatio !== null) parts.push(`ratio ${c.aspectRatio}`)
  if (c.maxCharacters !== undefined) parts.push(`≤ ${c.maxCharacters} characters`)
  if (c.maxLines !== undefined) parts.push(`${c.maxLines} line${c.maxLines === 1 ? '' : 's'}`)
  return parts.join(', ')
}

/** What a sample value of a kind looks like (the field's placeholder). */
export function samplePlaceholder(kind: SlotKind | null): string {
  switch (kind) {
    case 'text':
      return 'Sample text'
    case 'color':
      return '#rrggbb'
    case null:
      return 'cannot be filled'
    default:
      return 'https://…'
  }
}

/** A current value shortened for a table cell. */
export function shortValue(value: string | null): string {
  if (value === null || value === '') return '—'
  return value.length > 40 ? `${value.slice(0, 40)}…` : value
}
