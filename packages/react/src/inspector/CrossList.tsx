import type { Cross } from '@podscene/core'
import { KNOWN_TRANSITIONS } from '@podscene/core'
import { useEditor } from '../state/editor-context.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { NumberField, SelectField } from './fields.tsx'

const DEFAULT_MS = 500

/**
 * Every name of `timeline.cross.in` (or `out`), in order — all of them are drawn, together — as
 * a list: a select per name ("Transition in", "Transition in 2"…; "(none)" removes that name), a
 * "Remove" button per name, "Add transition in", and the duration. Each edit writes the whole
 * list in one `setLayerField` (one undo step), so names the list does not know are kept as they
 * are; the first name also sets a duration when none is set.
 */
export function CrossList(props: {
  which: 'in' | 'out'
  cross: Cross | null | undefined
  layerKey: string
  disabled: boolean
}) {
  const { which, cross, layerKey, disabled } = props
  const editor = useEditor()
  const t = useTranslations().inspector
  const base = which === 'in' ? 'Transition in' : 'Transition out'
  const shownBase = t.fields[base] ?? base
  const names: string[] = (cross?.[which] ?? []).map((n) => (typeof n === 'string' ? n : ''))
  const timeKey = which === 'in' ? 'in_time' : 'out_time'
  const duration = cross?.[timeKey]
  const write = (next: string[]) =>
    editor.batch(() => {
      editor.setLayerField(layerKey, ['timeline', 'cross', which], next)
      if (next.length > 0 && !(typeof duration === 'number' && duration > 0)) {
        editor.setLayerField(layerKey, ['timeline', 'cross', timeKey], DEFAULT_MS)
      }
    })
  const labelOf = (i: number) =>
    i === 0 ? base : formatMessage(t.transitions.nth, { label: shownBase, n: i + 1 })
  const shownOf = (i: number) => (i === 0 ? shownBase : labelOf(i))
  const nextName = KNOWN_TRANSITIONS.find((n) => !names.includes(n)) ?? KNOWN_TRANSITIONS[0]!
  return (
    <div className="ps-inspector__cross">
      {(names.length > 0 ? names : ['']).map((name, i) => (
        <div key={i} className="ps-inspector__cross-row">
          <SelectField
            label={labelOf(i)}
            value={name}
            options={['', ...KNOWN_TRANSITIONS]}
            disabled={disabled}
            onCommit={(picked) =>
              write(
                picked
                  ? names.length === 0
                    ? [picked]
                    : names.map((n, j) => (j === i ? picked : n))
                  : names.filter((_, j) => j !== i),
              )
            }
          />
          {names.length > 0 && (
            <button
              type="button"
              className="ps-inspector__cross-remove"
              aria-label={formatMessage(t.transitions.remove, { label: shownOf(i) })}
              title={formatMessage(t.transitions.remove, { label: shownOf(i) })}
              disabled={disabled}
              onClick={() => write(names.filter((_, j) => j !== i))}
            >
              ×
            </button>
          )}
        </div>
      ))}
      <button
        type="button"
        className="ps-inspector__cross-add"
        disabled={disabled}
        onClick={() => write([...names, nextName])}
      >
        {which === 'in' ? t.transitions.addIn : t.transitions.addOut}
      </button>
      <NumberField
        label={`${base} (ms)`}
        value={duration ?? 0}
        min={0}
        step={100}
        disabled={disabled}
        onCommit={(ms) => editor.setCross(layerKey, { [timeKey]: ms })}
      />
    </div>
  )
}
