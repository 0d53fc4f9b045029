import { useId, useState } from 'react'
import { Dialog } from './Dialog.tsx'

export interface SaveWaveformDialogProps {
  layerKey: string
  /** The waveform the layer is linked to (`prop.waveform_id`), if any: the default. */
  linkedId: number | undefined
  /** Waveform ids to offer (the sandbox's seeded ones); any id can be typed. */
  suggestions: readonly number[]
  onSave(waveformId: number): void
  onCancel(): void
}

/**
 * Why "Save waveform" cannot create a record: the Open Podcast API's only waveform route is
 * PUT /waveforms (spec §4.1), which updates an existing id; the create request
 * `AddRippleWaveformReq` is listed (§2.8) without a path, and GET /capabilities publishes none.
 */
export const NO_WAVEFORM_CREATE_REASON =
  'A new waveform cannot be created here: the Open Podcast API only updates an existing ' +
  'waveform (PUT /waveforms, spec §4.1); its create request (AddRippleWaveformReq, §2.8) has ' +
  'no published route. Choose one of this Space’s waveforms to update.'

/**
 * "Save waveform": which API waveform the layer updates (PUT /waveforms updates an existing id;
 * the spec has no operation that creates one: the dialog says so, next to a disabled "New
 * waveform"), defaulting to the one it is linked to.
 */
export function SaveWaveformDialog({
  layerKey,
  linkedId,
  suggestions,
  onSave,
  onCancel,
}: SaveWaveformDialogProps) {
  const [text, setText] = useState(linkedId === undefined ? '' : String(linkedId))
  const [problem, setProblem] = useState<string | null>(null)
  const listId = useId()
  const reasonId = useId()
  return (
    <Dialog
      title="Save waveform"
      className="studio__settings studio__waveform"
      onSubmit={() => {
        const id = Number(text)
        if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(id) || id <= 0) {
          return setProblem(`Waveform id: expected a positive integer, got "${text}"`)
        }
        onSave(id)
      }}
      onCancel={onCancel}
    >
      <p className="studio__hint">
        {linkedId === undefined
          ? `Layer ${layerKey} is not linked to a waveform yet.`
          : `Layer ${layerKey} is linked to waveform #${linkedId}.`}{' '}
        Saving updates that waveform with the layer’s size, audio and look, and links the layer to
        it, so “Save template” saves it too.
      </p>
      <label>
        Waveform id
        <input
          type="text"
          inputMode="numeric"
          list={suggestions.length > 0 ? listId : undefined}
          value={text}
          autoFocus
          onChange={(e) => {
            setText(e.target.value)
            setProblem(null)
          }}
        />
      </label>
      {suggestions.length > 0 && (
        <>
          <datalist id={listId}>
            {suggestions.map((id) => (
              <option key={id} value={id} />
            ))}
          </datalist>
          <p className="studio__hint">
            Waveforms of this Space: {suggestions.map((id) => `#${id}`).join(', ')}
          </p>
        </>
      )}
      <p id={reasonId} className="studio__hint">
        {NO_WAVEFORM_CREATE_REASON}
      </p>
      {problem && (
        <p role="alert" className="studio__error">
          {problem}
        </p>
      )}
      <div className="studio__dialog-actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" disabled aria-describedby={reasonId}>
          New waveform
        </button>
        <button type="submit" className="studio__primary">
          Save
        </button>
      </div>
    </Dialog>
  )
}
