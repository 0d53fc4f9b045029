import type { Layer } from '@podscene/core'
import { FONT_STYLES, FONT_WEIGHTS } from './font-families.ts'
import { FontPicker } from './font-picker/FontPicker.tsx'
import { PaddingFields } from './PaddingFields.tsx'
import { PathField } from './PathField.tsx'
import { readLayerPath } from './field-path.ts'
import { Section, Subheading, type SectionProps } from './sections.tsx'

const C = 'prop.textConfig'
const I = 'prop.textInfo'
const ALIGNS = ['left', 'center', 'right', 'justify'] as const
const VERTICAL_ALIGNS = ['top', 'middle', 'bottom'] as const
const WRITING_MODE_OPTIONS = [
  { value: 'horizontal-tb', label: 'Horizontal' },
  { value: 'vertical-rl', label: 'Vertical, right to left' },
  { value: 'vertical-lr', label: 'Vertical, left to right' },
] as const
const ORIENTATION_OPTIONS = [
  { value: 'mixed', label: 'Mixed' },
  { value: 'upright', label: 'Upright' },
  { value: 'sideways', label: 'Sideways' },
] as const
const DECORATIONS = [
  { value: '', label: 'none' },
  { value: 'underline', label: 'underline' },
  { value: 'line-through', label: 'line-through' },
] as const

/**
 * Text content and every style key the text renderer reads (`layers/text-style.ts`): each field
 * shows and writes the key that wins there (`prop.textConfig` over `prop.textInfo`), so an edit
 * is what gets drawn; new values go to `prop.textInfo`.
 */
export function TextSection(props: SectionProps) {
  const { layer } = props
  const common = { ...props }
  return (
    <>
      <Section title="Text">
        <PathField {...common} kind="text" label="Text" multiline paths={[`${I}.content`]} />
      </Section>
      <Section title="Font">
        <FontPicker {...props} />
        <PathField
          {...common}
          kind="text"
          label="Font URL"
          placeholder="https://…/font.woff2"
          paths={[`${C}.fontFamily.url`, `${I}.fontFileName`]}
        />
        <div className="ps-inspector__grid">
          <PathField
            {...common}
            kind="number"
            label="Font size"
            min={1}
            fallback={48}
            paths={[`${C}.fontSize`, `${I}.fontSize`]}
          />
          <PathField
            {...common}
            kind="select"
            label="Weight"
            options={FONT_WEIGHTS}
            fallback="normal"
            paths={[`${C}.fontStyle.weight`, `${I}.fontWeight`]}
            write={configFlag(layer, 'bold') ? `${C}.fontStyle.weight` : undefined}
          />
          <PathField
            {...common}
            kind="select"
            label="Style"
            options={FONT_STYLES}
            fallback="normal"
            paths={[`${C}.fontStyle.style`, `${I}.fontStyle`]}
            write={configFlag(layer, 'italic') ? `${C}.fontStyle.style` : undefined}
          />
          <PathField
            {...common}
            kind="select"
            label="Decoration"
            options={DECORATIONS}
            fallback=""
            paths={[`${C}.textDecoration`, `${I}.textDecoration`]}
          />
        </div>
      </Section>
      <Section title="Colour and layout">
        <PathField
          {...common}
          kind="color"
          label="Text colour"
          fallback="#ffffff"
          paths={[`${C}.color`, `${I}.color`]}
        />
        <div className="ps-inspector__grid">
          <PathField
            {...common}
            kind="select"
            label="Alignment"
            options={ALIGNS}
            fallback="left"
            paths={[`${C}.align`, `${I}.textAlign`]}
          />
          <PathField
            {...common}
            kind="number"
            label="Line height"
            min={0.1}
            step={0.1}
            fallback={1}
            paths={[`${C}.lineHeight`, `${I}.lineHeight`]}
          />
          <PathField
            {...common}
            kind="select"
            label="Writing mode"
            options={WRITING_MODE_OPTIONS}
            fallback="horizontal-tb"
            paths={[`${I}.writingMode`]}
          />
          <PathField
            {...common}
            kind="select"
            label="Text orientation"
            options={ORIENTATION_OPTIONS}
            fallback="mixed"
            paths={[`${I}.textOrientation`]}
          />
          <PathField
            {...common}
            kind="select"
            label="Vertical alignment"
            options={VERTICAL_ALIGNS}
            fallback="top"
            paths={[`${C}.verticalAlign`]}
          />
        </div>
        <Subheading>Stroke</Subheading>
        <PathField
          {...common}
          kind="color"
          label="Stroke colour"
          paths={[`${C}.stroke.color`, `${I}.strokeColor`]}
        />
        <PathField
          {...common}
          kind="number"
          label="Stroke width"
          min={0}
          fallback={0}
          paths={[`${C}.stroke.width`, `${I}.strokeWidth`]}
        />
        <Subheading>Shadow</Subheading>
        <PathField
          {...common}
          kind="color"
          label="Shadow colour"
          paths={[`${C}.shadow.color`, `${I}.textShadowColor`]}
        />
        <div className="ps-inspector__grid ps-inspector__grid--3">
          <PathField
            {...common}
            kind="number"
            label="Shadow blur"
            min={0}
            fallback={0}
            paths={[`${C}.shadow.blur`, `${I}.textShadowBlur`]}
          />
          <PathField
            {...common}
            kind="number"
            label="Shadow X"
            fallback={0}
            paths={[`${C}.shadow.offsetX`, `${C}.shadow.x`, `${I}.textShadowH`]}
          />
          <PathField
            {...common}
            kind="number"
            label="Shadow Y"
            fallback={0}
            paths={[`${C}.shadow.offsetY`, `${C}.shadow.y`, `${I}.textShadowV`]}
          />
        </div>
        <Subheading>Background</Subheading>
        <PathField
          {...common}
          kind="color"
          label="Background colour"
          paths={[`${C}.background.color`, `${I}.backgroundColor`]}
        />
        <PaddingFields {...props} />
      </Section>
    </>
  )
}

/** `textConfig.fontStyle.bold` / `.italic` set: the renderer reads them before textInfo. */
function configFlag(layer: Layer, flag: 'bold' | 'italic'): boolean {
  return typeof readLayerPath(layer, `${C}.fontStyle.${flag}`) === 'boolean'
}
