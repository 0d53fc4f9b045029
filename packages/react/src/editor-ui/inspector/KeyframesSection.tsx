import { NAMED_CUBIC_BEZIERS } from '@podscene/core'
import { useEditor } from '../../hooks/editor-context.ts'
import { useEditorState } from '../../hooks/use-editor-state.ts'
import { SelectField } from './fields.tsx'
import { Section, type SectionProps } from './sections.tsx'

const EASINGS = ['linear', ...Object.keys(NAMED_CUBIC_BEZIERS), 'step'] as const
/** Keyframes closer than this to the playhead count as "at the playhead". */
const SAME_FRAME_MS = 0.5

export interface KeyframesSectionProps extends SectionProps {
  /** The layer's evaluated geometry at the playhead: what a new keyframe records. */
  current: { x: number; y: number; w: number; h: number; r: number; alpha: number; scale: number }
}

export function KeyframesSection({ layer, layerKey, disabled, current }: KeyframesSectionProps) {
  const editor = useEditor()
  const playheadMs = useEditorState((s) => s.session.playheadMs)
  const start = layer.timeline?.start ?? 0
  const at = Math.round(playheadMs - start)
  const frames = layer.timeline?.key_frames ?? []
  const atPlayhead = frames.findIndex((k) => Math.abs((k.timestamp ?? 0) - at) < SAME_FRAME_MS)
  return (
    <Section title="Keyframes">
      <p className="ps-inspector__hint">
        Playhead at {Math.round(playheadMs)} ms ({at} ms into the layer)
      </p>
      {atPlayhead >= 0 ? (
        <button
          type="button"
          disabled={disabled}
          onClick={() => editor.removeKeyframe(layerKey, atPlayhead)}
        >
          Remove keyframe at current time
        </button>
      ) : (
        <button
          type="button"
          disabled={disabled || at < 0}
          onClick={() => editor.addKeyframe(layerKey, { timestamp: at, properties: current })}
        >
          Add keyframe at current time
        </button>
      )}
      <ol className="ps-inspector__keyframes" aria-label="Keyframes">
        {frames.map((frame, index) => (
          <li key={index}>
            <span className="ps-inspector__keyframe-time">{frame.timestamp ?? 0} ms</span>
            <SelectField
              label={`Easing of keyframe at ${frame.timestamp ?? 0} ms`}
              value={frame.func ?? 'linear'}
              options={EASINGS}
              disabled={disabled}
              hideLabel
              onCommit={(func) => editor.setKeyframeEasing(layerKey, index, func)}
            />
            <button
              type="button"
              disabled={disabled}
              aria-label={`Remove keyframe at ${frame.timestamp ?? 0} ms`}
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
