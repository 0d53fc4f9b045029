import { useEditor } from '../state/editor-context.ts'
import { NumberField } from './fields.tsx'
import { Section, type SectionProps } from './sections.tsx'

/** Timeline start and end in scene ms (end 0 = as long as the scene). */
export function TimingSection({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  return (
    <Section title="Timing">
      <div className="ps-inspector__grid">
        <NumberField
          label="Start (ms)"
          value={layer.timeline?.start ?? 0}
          min={0}
          step={100}
          disabled={disabled}
          onCommit={(start) => editor.setTimeline(layerKey, { start })}
        />
        <NumberField
          label="End (ms)"
          value={layer.timeline?.end ?? 0}
          min={0}
          step={100}
          disabled={disabled}
          onCommit={(end) => editor.setTimeline(layerKey, { end })}
        />
      </div>
    </Section>
  )
}
