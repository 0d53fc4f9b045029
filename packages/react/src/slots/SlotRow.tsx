import type { FillProblem, TemplateSlot } from '@podscene/core'
import { describeConstraints, samplePlaceholder, shortValue } from './slot-text.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

export interface SlotRowProps {
  slot: TemplateSlot
  sample: string
  problems: readonly FillProblem[]
  disabled: boolean
  onSampleChange(key: string, value: string): void
  onSelectLayers(keys: string[]): void
}

/** One manifest entry: key, kind, layers, current value, constraints, and its sample field. */
export function SlotRow({
  slot,
  sample,
  problems,
  disabled,
  onSampleChange,
  onSelectLayers,
}: SlotRowProps) {
  const id = `ps-slot-${slot.key.replace(/[^\w-]/g, '_')}`
  const t = useTranslations().slots
  const errorId = `${id}-error`
  const layerKeys = slot.layers.map((l) => l.key).filter(Boolean)
  return (
    <li className="ps-slots__slot" data-slot-key={slot.key}>
      <div className="ps-slots__slot-head">
        <strong className="ps-slots__key">{slot.key}</strong>
        <span className="ps-slots__kind">{slot.kind ?? t.notFillable}</span>
        {!slot.required && <span className="ps-slots__kind">{t.optional}</span>}
      </div>
      <button
        type="button"
        className="ps-slots__layers"
        title={t.selectLayers}
        disabled={layerKeys.length === 0}
        onClick={() => onSelectLayers(layerKeys)}
      >
        {formatMessage(slot.layers.length === 1 ? t.layerCount : t.layersCount, {
          count: slot.layers.length,
        })}
        : {slot.layers.map((l) => l.key || l.path).join(', ')}
      </button>
      <p className="ps-slots__meta">
        {formatMessage(t.current, { value: shortValue(slot.value) })}
      </p>
      <p className="ps-slots__meta">{describeConstraints(slot, t)}</p>
      {slot.problems.map((p) => (
        <p key={p} className="ps-slots__problem">
          {p}
        </p>
      ))}
      <label className="ps-slots__field">
        <span>{formatMessage(t.sample, { slot: slot.key })}</span>
        <span className="ps-slots__input">
          {slot.kind === 'color' && (
            <span
              className="ps-slots__swatch"
              style={{ background: sample || 'transparent' }}
              aria-hidden="true"
            />
          )}
          <input
            type={slot.kind === 'text' || slot.kind === 'color' || !slot.kind ? 'text' : 'url'}
            value={sample}
            disabled={disabled || slot.kind === null}
            placeholder={samplePlaceholder(slot.kind, t)}
            aria-invalid={problems.length > 0}
            aria-describedby={problems.length > 0 ? errorId : undefined}
            onChange={(e) => onSampleChange(slot.key, e.target.value)}
          />
        </span>
      </label>
      {problems.length > 0 && (
        <p id={errorId} className="ps-slots__error" role="alert">
          {problems.map((p) => `${p.path}: ${p.message}`).join('; ')}
        </p>
      )}
    </li>
  )
}
