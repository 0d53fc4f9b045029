import { PathField } from './PathField.tsx'
import { Section, Subheading, type SectionProps } from './sections.tsx'
import { useTranslations } from '../../i18n/use-translations.tsx'
import { formatMessage } from '../../i18n/translations.ts'

const SHOW_TYPES = ['all', 'circle'] as const
const MASK_SHAPES = ['circle', 'ellipse', 'rect'] as const
const BOX = [
  ['x', 'Mask X'],
  ['y', 'Mask Y'],
  ['w', 'Mask width'],
  ['h', 'Mask height'],
] as const

/**
 * A presenter's `prop.show_type` (all: the whole box; circle: masked) and the preset shape of that
 * show type (`prop.meta.show_type_preset.<show_type>.shape`), as the person renderer reads them:
 * coordinates in the preset's `size` space (the layer size when absent).
 */
export function PersonSection(props: SectionProps) {
  const showType = props.layer.prop?.show_type?.trim().toLowerCase() || 'all'
  const shape = `prop.meta.show_type_preset.${showType === 'circle' ? 'circle' : 'all'}.shape`
  const known = showType === 'all' || showType === 'circle'
  const t = useTranslations().inspector
  return (
    <Section title="Person">
      <PathField
        {...props}
        kind="select"
        label="Show type"
        options={SHOW_TYPES}
        fallback="all"
        paths={['prop.show_type']}
      />
      {known && (
        <>
          <Subheading>{formatMessage(t.presetShape, { type: showType })}</Subheading>
          <div className="ps-inspector__grid">
            <PathField
              {...props}
              kind="select"
              label="Mask shape"
              options={MASK_SHAPES}
              fallback={showType === 'circle' ? 'circle' : 'rect'}
              paths={[`${shape}.type`]}
            />
            <PathField
              {...props}
              kind="number"
              label="Mask corner radius"
              min={0}
              fallback={0}
              paths={[`${shape}.r`]}
            />
            {BOX.map(([field, label]) => (
              <PathField
                key={field}
                {...props}
                kind="number"
                label={label}
                fallback={0}
                min={field === 'w' || field === 'h' ? 0 : undefined}
                paths={[`${shape}.${field}`]}
              />
            ))}
          </div>
          <PathField {...props} kind="color" label="Mask colour" paths={[`${shape}.color`]} />
        </>
      )}
    </Section>
  )
}
