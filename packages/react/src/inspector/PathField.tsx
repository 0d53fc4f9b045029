import type { Layer } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { ColorField, NumberField, SelectField, TextField, type SelectOption } from './fields.tsx'
import { firstSet, setLayerPath, targetPath } from './field-path.ts'

interface Common {
  layer: Layer
  layerKey: string
  disabled: boolean
  label: string
  /** Layer-relative dotted paths in the renderer's order of precedence. */
  paths: readonly string[]
  /** Where a value goes when none of `paths` holds one (default: the last of `paths`). */
  write?: string
}

export type PathFieldProps = Common &
  (
    | { kind: 'number'; fallback: number; min?: number; max?: number; step?: number }
    | {
        kind: 'text'
        fallback?: string
        multiline?: boolean
        placeholder?: string
        list?: string
        check?: (value: string) => string | null
      }
    | { kind: 'color'; fallback?: string }
    | { kind: 'select'; fallback: string; options: readonly (string | SelectOption)[] }
  )

/**
 * A field bound to the place the renderer reads: it shows the first set value of `paths` and
 * writes to that same path (so the edit is what gets drawn), or to `write` when none is set.
 * One `setLayerField` command per committed edit; nothing else of the layer changes.
 */
export function PathField(props: PathFieldProps) {
  const editor = useEditor()
  const { layer, layerKey, disabled, label, paths } = props
  const current = firstSet(layer, paths)
  const target = targetPath(layer, paths, props.write ?? paths[paths.length - 1]!)
  const commit = (value: unknown) => setLayerPath(editor, layerKey, target, value)
  switch (props.kind) {
    case 'number':
      return (
        <NumberField
          label={label}
          value={typeof current === 'number' ? current : props.fallback}
          min={props.min}
          max={props.max}
          step={props.step}
          disabled={disabled}
          onCommit={commit}
        />
      )
    case 'text':
      return (
        <TextField
          label={label}
          value={typeof current === 'string' ? current : (props.fallback ?? '')}
          multiline={props.multiline}
          placeholder={props.placeholder}
          list={props.list}
          check={props.check}
          disabled={disabled}
          onCommit={commit}
        />
      )
    case 'color':
      return (
        <ColorField
          label={label}
          value={typeof current === 'string' ? current : (props.fallback ?? '')}
          disabled={disabled}
          onCommit={commit}
        />
      )
    case 'select':
      return (
        <SelectField
          label={label}
          value={typeof current === 'string' ? current : props.fallback}
          options={props.options}
          disabled={disabled}
          onCommit={commit}
        />
      )
  }
}
