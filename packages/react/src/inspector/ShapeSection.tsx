import { FIT_MODES, isAllowedMediaUrl, shapeFrameOf } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { CheckboxField, NumberField } from './fields.tsx'
import { readLayerPath, setLayerPath } from './field-path.ts'
import { PathField } from './PathField.tsx'
import { Section, Subheading, type SectionProps } from './sections.tsx'

const SHAPE_TYPES = ['rect', 'ellipse', 'circle'] as const
const STROKE_TYPES = [
  { value: 'solid', label: 'solid' },
  { value: 'dashed', label: 'dashed' },
  { value: 'dotted', label: 'dotted' },
] as const
const CONTENT_BOX = [
  ['x', 'Content X'],
  ['y', 'Content Y'],
  ['w', 'Content Width'],
  ['h', 'Content Height'],
  ['r', 'Content Rotation'],
] as const

/**
 * What the shape renderer reads (`layers/shape-layer.tsx`): kind from `prop.shapeInfo.type` or
 * `shape.type`, fill from shapeInfo.color, shape.color or the layer colour, stroke from
 * shapeInfo.strokeColor/strokeWidth/strokeType. The corner radius (`radius`) is in Geometry.
 * Then the frame (core's `shapeFrameOf`): "Hide shape" (`shape.disable_shape`), "Background
 * blur" (`shape.background_gauss`), and the content — the media at `path` in the box
 * `shape.content_position` fitted by `shape.object_fit`.
 */
export function ShapeSection(props: SectionProps) {
  const { layer, layerKey, disabled } = props
  const editor = useEditor()
  const t = useTranslations().inspector
  const frame = shapeFrameOf(layer, layer.w ?? 0, layer.h ?? 0)
  const stored = readLayerPath(layer, 'shape.content_position')
  // A field of a box that is not stored yet writes the whole box the renderer draws now.
  const writeContent = (field: (typeof CONTENT_BOX)[number][0], value: number) => {
    if (stored !== null && typeof stored === 'object') {
      setLayerPath(editor, layerKey, `shape.content_position.${field}`, value)
    } else {
      setLayerPath(editor, layerKey, 'shape.content_position', { ...frame.content, [field]: value })
    }
  }
  const contentLabel = t.fields['Content URL'] ?? 'Content URL'
  return (
    <Section title="Shape">
      <PathField
        {...props}
        kind="select"
        label="Shape type"
        options={SHAPE_TYPES}
        fallback="rect"
        paths={['prop.shapeInfo.type', 'shape.type']}
        write="prop.shapeInfo.type"
      />
      <PathField
        {...props}
        kind="color"
        label="Fill colour"
        paths={['prop.shapeInfo.color', 'shape.color', 'color']}
        write="prop.shapeInfo.color"
      />
      <Subheading>Stroke</Subheading>
      <PathField
        {...props}
        kind="color"
        label="Stroke colour"
        paths={['prop.shapeInfo.strokeColor']}
      />
      <div className="ps-inspector__grid">
        <PathField
          {...props}
          kind="number"
          label="Stroke width"
          min={0}
          fallback={0}
          paths={['prop.shapeInfo.strokeWidth']}
        />
        <PathField
          {...props}
          kind="select"
          label="Stroke dash"
          options={STROKE_TYPES}
          fallback="solid"
          paths={['prop.shapeInfo.strokeType']}
        />
      </div>
      <div className="ps-inspector__grid">
        <CheckboxField
          label="Hide shape"
          value={frame.hidden}
          disabled={disabled}
          onCommit={(on) => setLayerPath(editor, layerKey, 'shape.disable_shape', on)}
        />
        <PathField
          {...props}
          kind="number"
          label="Background blur"
          min={0}
          fallback={0}
          paths={['shape.background_gauss']}
        />
      </div>
      <Subheading>Content</Subheading>
      <PathField
        {...props}
        kind="text"
        label="Content URL"
        placeholder="https://…/picture.png"
        paths={['path']}
        check={(url) =>
          url.trim() === '' || isAllowedMediaUrl(url)
            ? null
            : formatMessage(t.badMediaUrl, { label: contentLabel, value: url.trim() })
        }
      />
      <PathField
        {...props}
        kind="select"
        label="Object fit"
        options={FIT_MODES}
        fallback={frame.objectFit}
        paths={['shape.object_fit']}
      />
      <div className="ps-inspector__grid">
        {CONTENT_BOX.map(([field, label]) => (
          <NumberField
            key={field}
            label={label}
            value={frame.content[field]}
            min={field === 'w' || field === 'h' ? 1 : undefined}
            disabled={disabled}
            onCommit={(v) => writeContent(field, v)}
          />
        ))}
      </div>
    </Section>
  )
}
