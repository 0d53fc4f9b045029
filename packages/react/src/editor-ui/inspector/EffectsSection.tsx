import { KNOWN_TRANSITIONS } from '@podscene/core'
import { useEditor } from '../../hooks/editor-context.ts'
import { NumberField, SelectField } from './fields.tsx'
import { Section, type SectionProps } from './sections.tsx'

const EFFECTS = ['', ...KNOWN_TRANSITIONS] as const
const PRESETS = [
  ['enter', 'Enter animation'],
  ['leave', 'Leave animation'],
  ['cycle', 'Cycle animation'],
] as const
const DEFAULT_MS = 500

/** Cross transitions (`timeline.cross`) and animation presets (`prop.animationInfo`). */
export function EffectsSection({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const cross = layer.timeline?.cross
  const animation = layer.prop?.animationInfo
  return (
    <Section title="Transitions">
      <div className="ps-inspector__grid">
        <SelectField
          label="Transition in"
          value={cross?.in?.[0] ?? ''}
          options={EFFECTS}
          disabled={disabled}
          onCommit={(name) =>
            editor.setCross(layerKey, {
              in: name ? [name] : [],
              in_time: cross?.in_time || DEFAULT_MS,
            })
          }
        />
        <NumberField
          label="Transition in (ms)"
          value={cross?.in_time ?? 0}
          min={0}
          step={100}
          disabled={disabled}
          onCommit={(in_time) => editor.setCross(layerKey, { in_time })}
        />
        <SelectField
          label="Transition out"
          value={cross?.out?.[0] ?? ''}
          options={EFFECTS}
          disabled={disabled}
          onCommit={(name) =>
            editor.setCross(layerKey, {
              out: name ? [name] : [],
              out_time: cross?.out_time || DEFAULT_MS,
            })
          }
        />
        <NumberField
          label="Transition out (ms)"
          value={cross?.out_time ?? 0}
          min={0}
          step={100}
          disabled={disabled}
          onCommit={(out_time) => editor.setCross(layerKey, { out_time })}
        />
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
