import { FONT_WEIGHTS } from './font-families.ts'
import { FontPicker } from './font-picker/FontPicker.tsx'
import { PathField } from './PathField.tsx'
import { SubtitleWords } from './SubtitleWords.tsx'
import { Section, Subheading, type SectionProps } from './sections.tsx'

const S = 'subtitle.prop'
const C = 'prop.textConfig'
const I = 'prop.textInfo'
const ALIGNS = ['left', 'center', 'right'] as const

/**
 * What the subtitle renderer reads (`layers/subtitle-layer.tsx`): font from
 * `subtitle.font_family`, colours and size from `subtitle.prop` (then textConfig/textInfo),
 * weight and alignment from textConfig/textInfo (centred by default), `subtitle.line_size` (max
 * characters per line when no word ends a line) and the words.
 */
export function SubtitleSection(props: SectionProps) {
  return (
    <>
      <Section title="Subtitle style">
        <FontPicker {...props} />
        <PathField
          {...props}
          kind="text"
          label="Font URL"
          placeholder="https://…/font.woff2"
          paths={['subtitle.font_family.url', `${C}.fontFamily.url`, `${I}.fontFileName`]}
          write="subtitle.font_family.url"
        />
        <div className="ps-inspector__grid">
          <PathField
            {...props}
            kind="number"
            label="Font size"
            min={1}
            fallback={48}
            paths={[`${S}.fontSize`, `${C}.fontSize`, `${I}.fontSize`]}
            write={`${S}.fontSize`}
          />
          <PathField
            {...props}
            kind="select"
            label="Weight"
            options={FONT_WEIGHTS}
            fallback="normal"
            paths={[`${C}.fontStyle.weight`, `${I}.fontWeight`]}
          />
          <PathField
            {...props}
            kind="select"
            label="Alignment"
            options={ALIGNS}
            fallback="center"
            paths={[`${C}.align`, `${I}.textAlign`]}
          />
          <PathField
            {...props}
            kind="number"
            label="Line size (characters)"
            min={0}
            fallback={0}
            paths={['subtitle.line_size']}
          />
        </div>
        <PathField
          {...props}
          kind="color"
          label="Text colour"
          fallback="#ffffff"
          paths={[`${S}.color`, `${C}.color`, `${I}.color`]}
          write={`${S}.color`}
        />
        <PathField
          {...props}
          kind="color"
          label="Highlight colour"
          fallback="#ffd400"
          paths={[`${S}.highlightColor`, `${S}.activeColor`]}
          write={`${S}.highlightColor`}
        />
        <Subheading>Stroke</Subheading>
        <PathField
          {...props}
          kind="color"
          label="Stroke colour"
          paths={[`${S}.strokeColor`, `${C}.stroke.color`, `${I}.strokeColor`]}
          write={`${S}.strokeColor`}
        />
        <PathField
          {...props}
          kind="number"
          label="Stroke width"
          min={0}
          fallback={0}
          paths={[`${S}.strokeWidth`, `${C}.stroke.width`, `${I}.strokeWidth`]}
          write={`${S}.strokeWidth`}
        />
      </Section>
      <Section title="Words">
        <SubtitleWords {...props} />
      </Section>
    </>
  )
}
