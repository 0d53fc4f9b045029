import { en, type Translations } from './en.ts'

/** Any part of `Translations`: what is left out stays English. */
export type PartialTranslations = {
  [Area in keyof Translations]?: Translations[Area] extends string
    ? string
    : { [K in keyof Translations[Area]]?: Translations[Area][K] }
}

/**
 * English with `overrides` merged over it, area by area (nested groups such as
 * `inspector.align` merge too). The result is a complete `Translations`.
 */
export function mergeTranslations(
  overrides: PartialTranslations | undefined,
  base: Translations = en,
): Translations {
  if (!overrides) return base
  const merged: Record<string, unknown> = { ...base }
  for (const [area, strings] of Object.entries(overrides)) {
    if (strings === undefined) continue
    merged[area] = mergeObjects((base as Record<string, unknown>)[area], strings)
  }
  return merged as Translations
}

function mergeObjects(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over ?? base
  const merged: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) {
    if (value !== undefined) merged[key] = mergeObjects(base[key], value)
  }
  return merged
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * `formatMessage('Hide {layer}', {layer: 'Title'})` → `Hide Title`. A placeholder with no value
 * is left as it is, so a missing value shows instead of vanishing.
 */
export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
