import type { Layer } from '@podscene/core'
import type { ReactNode } from 'react'
import { useTranslations } from '../i18n/use-translations.tsx'

export interface SectionProps {
  layer: Layer
  layerKey: string
  disabled: boolean
}

/**
 * A collapsible group of fields, open at first (its summary is the heading; `title` is English,
 * shown through `translations.inspector.sections`).
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const shown = useTranslations().inspector.sections[title] ?? title
  return (
    <details className="ps-inspector__section" open>
      <summary>{shown}</summary>
      <div className="ps-inspector__section-body">{children}</div>
    </details>
  )
}

/**
 * A small heading inside a section (Stroke, Shadow…): English text, shown through
 * `translations.inspector.sections` like section titles.
 */
export function Subheading({ children }: { children: string }) {
  const shown = useTranslations().inspector.sections[children] ?? children
  return <h3 className="ps-inspector__subheading">{shown}</h3>
}
