import {
  KEYFRAME_TOLERANCE_MS,
  keyframeTime,
  NAMED_CUBIC_BEZIERS,
  PROPERTY_RANGES,
  type AnimatableProperty,
  type Keyframe,
} from '@podscene/core'
import { runAction } from '../state/actions/run-action.ts'
import { useAction } from '../state/actions/use-actions.ts'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { NumberField, SelectField } from './fields.tsx'
import { Section, type SectionProps } from './sections.tsx'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

const EASINGS = ['linear', ...Object.keys(NAMED_CUBIC_BEZIERS), 'step'] as const

/** The value columns of the table: property, field label (a contract), input step. */
const COLUMNS: readonly (readonly [AnimatableProperty, string, number])[] = [
  ['x', 'X', 1],
  ['y', 'Y', 1],
  ['w', 'Width', 1],
  ['h', 'Height', 1],
  ['r', 'Rotation', 1],
  ['alpha', 'Opacity', 0.05],
  ['scale', 'Scale', 0.05],
]

export interface KeyframesSectionProps extends SectionProps {
  /** The layer's evaluated geometry at the playhead (kept for embedders; core records it now). */
  current?: { x: number; y: number; w: number; h: number; r: number; alpha: number; scale: number }
}

const valueOf = (frame: Keyframe, p: AnimatableProperty): number => {
  const v = (frame.properties as Record<string, unknown> | null | undefined)?.[p]
  return typeof v === 'number' ? v : Number.NaN
}

/**
 * The layer's keyframes by value: "Add / Remove keyframe at current time" (the registered
 * "add-keyframe" action, core's one rule) and a compact table with one row per keyframe, a group
 * "Keyframe at <t> ms" holding "Time (ms)", "X" … "Scale" (ranges from core's PROPERTY_RANGES)
 * and "Easing". Each edit is one Editor command (one undo step); clicking a row moves the
 * playhead onto its keyframe.
 */
export function KeyframesSection({ layer, layerKey, disabled }: KeyframesSectionProps) {
  const editor = useEditor()
  const ui = useUiStore()
  const addKeyframe = useAction('add-keyframe')
  const t = useTranslations().inspector.keyframes
  const playheadMs = useEditorState((s) => s.session.playheadMs)
  const start = layer.timeline?.start ?? 0
  const at = Math.round(playheadMs - start)
  const frames = layer.timeline?.key_frames ?? []
  const onKeyframe = (k: Keyframe) =>
    Math.abs(keyframeTime(k) - (playheadMs - start)) <= KEYFRAME_TOLERANCE_MS
  const atPlayhead = frames.findIndex(onKeyframe)
  return (
    <Section title="Keyframes">
      <p className="ps-inspector__hint">
        {formatMessage(t.playhead, { ms: Math.round(playheadMs), at })}
      </p>
      {atPlayhead >= 0 ? (
        <button
          type="button"
          disabled={disabled}
          onClick={() => editor.removeKeyframe(layerKey, atPlayhead)}
        >
          {t.remove}
        </button>
      ) : (
        <button
          type="button"
          disabled={disabled || at < 0 || !addKeyframe}
          onClick={() => {
            if (!addKeyframe) return
            if (!editor.session.selection.includes(layerKey)) editor.select([layerKey])
            runAction(addKeyframe, editor, { store: ui, readOnly: Boolean(disabled) })
          }}
        >
          {t.add}
        </button>
      )}
      <ol className="ps-keyframe-table" aria-label={t.list}>
        {frames.map((frame, index) => {
          const ms = keyframeTime(frame)
          const func = frame.func ?? 'linear'
          return (
            <li key={index}>
              {/* The group is inside the item: a list's children must be list items (axe). */}
              <div
                role="group"
                aria-label={formatMessage(t.row, { ms })}
                aria-current={onKeyframe(frame) ? 'true' : undefined}
                className="ps-keyframe-table__row"
                onClick={() => editor.seek(start + ms)}
              >
                <span className="ps-keyframe-table__title" aria-hidden="true">
                  ◆ {formatMessage(t.time, { ms })}
                </span>
                <NumberField
                  label="Time (ms)"
                  value={ms}
                  min={0}
                  disabled={disabled}
                  onCommit={(v) => editor.retimeKeyframe(layerKey, index, v)}
                />
                {COLUMNS.map(([p, label, step]) => (
                  <NumberField
                    key={p}
                    label={label}
                    value={valueOf(frame, p)}
                    step={step}
                    min={PROPERTY_RANGES[p].min}
                    max={PROPERTY_RANGES[p].max}
                    disabled={disabled}
                    onCommit={(v) =>
                      editor.updateKeyframe(layerKey, index, { properties: { [p]: v } })
                    }
                  />
                ))}
                <SelectField
                  label="Easing"
                  value={func}
                  options={EASINGS}
                  disabled={disabled}
                  onCommit={(next) => editor.setKeyframeEasing(layerKey, index, next)}
                />
                <button
                  type="button"
                  className="ps-keyframe-table__remove"
                  disabled={disabled}
                  aria-label={formatMessage(t.removeAt, { ms })}
                  title={formatMessage(t.removeAt, { ms })}
                  onClick={(e) => {
                    e.stopPropagation()
                    editor.removeKeyframe(layerKey, index)
                  }}
                >
                  ✕
                </button>
              </div>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
