import { parseFlip } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { CheckboxField } from './fields.tsx'
import { setLayerPath } from './field-path.ts'
import type { SectionProps } from './sections.tsx'

const SPELLED = { none: '', horizontal: 'horizontal', vertical: 'vertical', both: 'both' } as const
const SHORT = { none: '', horizontal: 'x', vertical: 'y', both: 'xy' } as const

/** Flip horizontally / vertically; written in the spelling the layer already uses (`x`… or `horizontal`…). */
export function FlipFields({ layer, layerKey, disabled }: SectionProps) {
  const editor = useEditor()
  const mode = parseFlip(layer.flip) ?? 'none'
  const h = mode === 'horizontal' || mode === 'both'
  const v = mode === 'vertical' || mode === 'both'
  const short = /^(x|y|xy)$/i.test(layer.flip?.trim() ?? '')
  const write = (nextH: boolean, nextV: boolean) => {
    const next = nextH && nextV ? 'both' : nextH ? 'horizontal' : nextV ? 'vertical' : 'none'
    setLayerPath(editor, layerKey, 'flip', (short ? SHORT : SPELLED)[next])
  }
  return (
    <div className="ps-inspector__grid">
      <CheckboxField
        label="Flip horizontally"
        value={h}
        disabled={disabled}
        onCommit={(next) => write(next, v)}
      />
      <CheckboxField
        label="Flip vertically"
        value={v}
        disabled={disabled}
        onCommit={(next) => write(h, next)}
      />
    </div>
  )
}
