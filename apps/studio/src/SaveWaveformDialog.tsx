import { useState } from 'react'
import { Dialog } from './Dialog.tsx'

export interface SaveWaveformDialogProps {
  layerKey: string
  onSave(waveformId: number): void
  onCancel(): void
}

/**
 * "Save waveform" for a layer not linked to a waveform yet: asks which API waveform to update
 * (PUT /waveforms updates an existing id; the spec has no operation that creates one).
 */
export function SaveWaveformDialog({ layerKey, onSave, onCancel }: SaveWaveformDialogProps) {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
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
        Layer {layerKey} is not linked to a waveform yet. Saving updates that waveform with the
        layer’s size, audio and look, and links the layer to it, so “Save template” saves it too.
      </p>
      <label>
        Waveform id
        <input
          type="text"
          inputMode="numeric"
          value={text}
          autoFocus
          onChange={(e) => {
            setText(e.target.value)
            setProblem(null)
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="studio__error">
          {problem}
        </p>
      )}
      <div className="studio__dialog-actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="studio__primary">
          Save
        </button>
      </div>
    </Dialog>
  )
}
