import { KNOWN_TRANSITIONS } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { NumberField, SelectField } from './fields.tsx'
import { Section, type SectionProps } from './sections.tsx'
import { CrossList } from './CrossList.tsx'

const EFFECTS = ['', ...KNOWN_TRANSITIONS] as const
const PRESETS = [
  ['enter', 'Enter animation'],
  ['leave', 'Leave animation'],
  ['cycle', 'Cycle animation'],
] as const
const DEFAULT_MS = 500

/** Cross transitions (`timeline.cross`, a list each way: CrossList) and animation presets. */
export function EffectsSection({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const cross = layer.timeline?.cross
  const animation = layer.prop?.animationInfo
  return (
    <Section title="Transitions">
      <div className="ps-inspector__grid">
        <CrossList which="in" cross={cross} layerKey={layerKey} disabled={disabled} />
        <CrossList which="out" cross={cross} layerKey={layerKey} disabled={disabled} />
      </div>
      <div className="ps-inspector__grid">
        {PRESETS.map(([which, label]) => {
          const preset = animation?.[which]
          return (
            <div key={which} className="ps-inspector__preset">
              <SelectField
                label={label}
                value={preset?.effectType ?? ''}
                options={EFFECTS}
                disabled={disabled}
                onCommit={(effectType) =>
                  editor.setAnimationPreset(
                    layerKey,
                    which,
                    effectType ? { effectType, duration: preset?.duration || DEFAULT_MS } : null,
                  )
                }
              />
              <NumberField
                label={`${label} (ms)`}
                value={preset?.duration ?? 0}
                min={0}
                step={100}
                disabled={disabled || !preset}
                onCommit={(duration) =>
                  editor.setAnimationPreset(layerKey, which, { ...preset, duration })
                }
              />
            </div>
          )
        })}
      </div>
    </Section>
  )
}
