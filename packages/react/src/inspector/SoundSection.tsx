import { ClipFields } from './ClipFields.tsx'
import { ReplaceMediaButton } from '../uploads/ReplaceMediaButton.tsx'
import { PathField } from './PathField.tsx'
import { Section, type SectionProps } from './sections.tsx'

/**
 * What plays: for audio layers the source (`path`, else `prop.audioPath`), for audio and video
 * the volume (gain 0–1) and the part of the media played (`prop.clip`).
 */
export function SoundSection(props: SectionProps) {
  const isAudio = props.layer.type === 'audio'
  return (
    <Section title="Sound">
      {isAudio && (
        <PathField
          {...props}
          kind="text"
          label="Audio URL"
          paths={['path', 'prop.audioPath']}
          write="path"
        />
      )}
      {isAudio && <ReplaceMediaButton {...props} />}
      <PathField
        {...props}
        kind="number"
        label="Volume"
        min={0}
        max={1}
        step={0.05}
        fallback={1}
        paths={['volume']}
      />
      <ClipFields {...props} />
    </Section>
  )
}
