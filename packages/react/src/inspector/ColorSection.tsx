import { PathField } from './PathField.tsx'
import { Section, type SectionProps } from './sections.tsx'

/** A colour layer: its `color` fills the box. */
export function ColorSection(props: SectionProps) {
  return (
    <Section title="Colour">
      <PathField {...props} kind="color" label="Layer colour" paths={['color']} />
    </Section>
  )
}
