import { PathField } from './PathField.tsx'
import { Section, Subheading, type SectionProps } from './sections.tsx'

const SHAPE_TYPES = ['rect', 'ellipse', 'circle'] as const
const STROKE_TYPES = [
  { value: 'solid', label: 'solid' },
  { value: 'dashed', label: 'dashed' },
  { value: 'dotted', label: 'dotted' },
] as const

/**
 * What the shape renderer reads (`layers/shape-layer.tsx`): kind from `prop.shapeInfo.type` or
 * `shape.type`, fill from shapeInfo.color, shape.color or the layer colour, stroke from
 * shapeInfo.strokeColor/strokeWidth/strokeType. The corner radius (`radius`) is in Geometry.
 */
export function ShapeSection(props: SectionProps) {
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
    </Section>
  )
}
