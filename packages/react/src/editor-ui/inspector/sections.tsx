import type { Layer } from '@podscene/core'
import type { ReactNode } from 'react'

export interface SectionProps {
  layer: Layer
  layerKey: string
  disabled: boolean
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="ps-inspector__section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  )
}
