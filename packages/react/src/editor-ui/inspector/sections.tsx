import type { Layer } from '@podscene/core'
import type { ReactNode } from 'react'

export interface SectionProps {
  layer: Layer
  layerKey: string
  disabled: boolean
}

/** A collapsible group of fields, open at first (its summary is the heading). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="ps-inspector__section" open>
      <summary>{title}</summary>
      <div className="ps-inspector__section-body">{children}</div>
    </details>
  )
}

/** A small heading inside a section (Stroke, Shadow…). */
export function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="ps-inspector__subheading">{children}</h3>
}
