import { useEditor } from '../state/editor-context.ts'
import { NumberField } from './fields.tsx'
import { readLayerPath, setLayerPath } from './field-path.ts'
import { PathField } from './PathField.tsx'
import type { SectionProps } from './sections.tsx'

const SIDES = [
  ['top', 'Padding top', 'paddingTop'],
  ['right', 'Padding right', 'paddingRight'],
  ['bottom', 'Padding bottom', 'paddingBottom'],
  ['left', 'Padding left', 'paddingLeft'],
] as const

/**
 * Padding per side: `textConfig.padding.<side>` or `textInfo.padding<Side>`; a single number in
 * `textConfig.padding` (all sides) is edited as that one number.
 */
export function PaddingFields(props: SectionProps) {
  const editor = useEditor()
  const all = readLayerPath(props.layer, 'prop.textConfig.padding')
  if (typeof all === 'number') {
    return (
      <NumberField
        label="Padding"
        value={all}
        min={0}
        disabled={props.disabled}
        onCommit={(v) => setLayerPath(editor, props.layerKey, 'prop.textConfig.padding', v)}
      />
    )
  }
  return (
    <div className="ps-inspector__grid">
      {SIDES.map(([side, label, infoKey]) => (
        <PathField
          key={side}
          {...props}
          kind="number"
          label={label}
          min={0}
          fallback={0}
          paths={[`prop.textConfig.padding.${side}`, `prop.textInfo.${infoKey}`]}
        />
      ))}
    </div>
  )
}
