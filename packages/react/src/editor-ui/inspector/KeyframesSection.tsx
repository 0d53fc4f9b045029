import { NAMED_CUBIC_BEZIERS } from '@podscene/core'
import { useEditor } from '../../hooks/editor-context.ts'
import { useEditorState } from '../../hooks/use-editor-state.ts'
import { SelectField } from './fields.tsx'
import { Section, type SectionProps } from './sections.tsx'
import { useTranslations } from '../../i18n/use-translations.tsx'
import { formatMessage } from '../../i18n/translations.ts'

const EASINGS = ['linear', ...Object.keys(NAMED_CUBIC_BEZIERS), 'step'] as const
/** Keyframes closer than this to the playhead count as "at the playhead". */
const SAME_FRAME_MS = 0.5

export interface KeyframesSectionProps extends SectionProps {
  /** The layer's evaluated geometry at the playhead: what a new keyframe records. */
  current: { x: number; y: number; w: number; h: number; r: number; alpha: number; scale: number }
}

export function KeyframesSection({ layer, layerKey, disabled, current }: KeyframesSectionProps) {
  const editor = useEditor()
  const t = useTranslations().inspector.keyframes
  const playheadMs = useEditorState((s) => s.session.playheadMs)
  const start = layer.timeline?.start ?? 0
  const at = Math.round(playheadMs - start)
  const frames = layer.timeline?.key_frames ?? []
  const atPlayhead = frames.findIndex((k) => Math.abs((k.timestamp ?? 0) - at) < SAME_FRAME_MS)
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
          disabled={disabled || at < 0}
          onClick={() => editor.addKeyframe(layerKey, { timestamp: at, properties: current })}
        >
          {t.add}
        </button>
      )}
      <ol className="ps-inspector__keyframes" aria-label={t.list}>
        {frames.map((frame, index) => (
          <li key={index}>
            <span className="ps-inspector__keyframe-time">
              {formatMessage(t.time, { ms: frame.timestamp ?? 0 })}
            </span>
            <SelectField
              label={formatMessage(t.easingOf, { ms: frame.timestamp ?? 0 })}
              value={frame.func ?? 'linear'}
              options={EASINGS}
              disabled={disabled}
              hideLabel
              onCommit={(func) => editor.setKeyframeEasing(layerKey, index, func)}
            />
            <button
              type="button"
              disabled={disabled}
              aria-label={formatMessage(t.removeAt, { ms: frame.timestamp ?? 0 })}
              onClick={() => editor.removeKeyframe(layerKey, index)}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
    </Section>
  )
}
