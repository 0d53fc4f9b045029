import { PathField } from './PathField.tsx'
import { isSet, readLayerPath } from './field-path.ts'
import { Section, type SectionProps } from './sections.tsx'
import { SoundSourceField } from './SoundSourceField.tsx'
import type { WaveformActions } from '../customization/inspector-section.ts'

const W = 'prop.waveformConfig'
const TYPES = [
  { value: 'bar', label: 'bars' },
  { value: 'line', label: 'line' },
] as const
const ALIGNS = [
  { value: 'center', label: 'mirrored' },
  { value: 'bottom', label: 'bottom' },
] as const

export type { WaveformActions } from '../customization/inspector-section.ts'

/**
 * `prop.waveformConfig` as `layers/waveform-style.ts` reads it (colour, bars or line, bar width,
 * gap — `barGap` is read too, radius, line width, alignment) and the audio it draws
 * (`prop.audioPath`: picked from the scene's sounds in "Sound source", or typed). The canvas is
 * the live preview.
 */
export function WaveformSection(props: SectionProps & { actions?: WaveformActions }) {
  const { layer, layerKey, actions } = props
  const isLine = readLayerPath(layer, `${W}.type`) === 'line'
  const gapKey =
    !isSet(readLayerPath(layer, `${W}.gap`)) && isSet(readLayerPath(layer, `${W}.barGap`))
  return (
    <Section title="Waveform">
      <SoundSourceField {...props} />
      <PathField {...props} kind="text" label="Audio URL" paths={['prop.audioPath']} />
      <PathField
        {...props}
        kind="color"
        label="Wave colour"
        fallback="#ffffff"
        paths={[`${W}.color`]}
      />
      <div className="ps-inspector__grid">
        <PathField
          {...props}
          kind="select"
          label="Wave style"
          options={TYPES}
          fallback="bar"
          paths={[`${W}.type`]}
        />
        <PathField
          {...props}
          kind="select"
          label="Wave alignment"
          options={ALIGNS}
          fallback="center"
          paths={[`${W}.align`]}
        />
        {isLine ? (
          <PathField
            {...props}
            kind="number"
            label="Line width"
            min={0.5}
            step={0.5}
            fallback={3}
            paths={[`${W}.lineWidth`]}
          />
        ) : (
          <>
            <PathField
              {...props}
              kind="number"
              label="Bar width"
              min={0.5}
              step={0.5}
              fallback={6}
              paths={[`${W}.barWidth`]}
            />
            <PathField
              {...props}
              kind="number"
              label="Bar gap"
              min={0}
              step={0.5}
              fallback={4}
              paths={gapKey ? [`${W}.barGap`] : [`${W}.gap`]}
            />
            <PathField
              {...props}
              kind="number"
              label="Bar radius"
              min={0}
              step={0.5}
              fallback={0}
              paths={[`${W}.barRadius`]}
            />
          </>
        )}
      </div>
      {actions && <div className="ps-inspector__actions">{actions(layer, layerKey)}</div>}
    </Section>
  )
}
