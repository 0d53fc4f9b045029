import { useId, useState, useSyncExternalStore } from 'react'
import { canvasOfDocument, type Editor, type KnownAspectRatio } from '@podscene/core'
import { ASPECT_RATIO_CHOICES } from './templates.ts'

export interface AspectRatioNoticeProps {
  editor: Editor
}

/** The notice's text when core's canvas rule guessed the open document's canvas, else null. */
export function assumedCanvasText(document: object): string | null {
  const canvas = canvasOfDocument(document)
  if (canvas.assumed === null) return null
  const shown = `shown as ${canvas.size.ratio}`
  if (canvas.assumed === 'unknown-aspect-ratio') {
    const value = (document as { aspect_ratio?: unknown }).aspect_ratio
    return `aspect_ratio ${JSON.stringify(value)} in this file is not a known ratio: ${shown}`
  }
  return `No aspect ratio in this file: ${shown}`
}

/**
 * A non-blocking notice when the open document states no known `aspect_ratio` (core's
 * `canvasOfDocument` guessed 16:9), with the choice "Aspect ratio": picking one sets the
 * template's `aspect_ratio` through the Editor (one undo step; the layers stay where they are).
 * A bare scene `{tracks}` has no field for it, so it only gets the notice.
 */
export function AspectRatioNotice({ editor }: AspectRatioNoticeProps) {
  const document = useSyncExternalStore(editor.subscribe, () => editor.document)
  const [dismissed, setDismissed] = useState(false)
  const selectId = useId()
  const text = assumedCanvasText(document)
  if (text === null || dismissed) return null
  const scene = (document as { scene?: unknown }).scene
  const isTemplate = scene !== null && typeof scene === 'object'
  return (
    <div role="status" className="studio__notice studio__notice--info">
      <span>{text}</span>
      {isTemplate && (
        <>
          <label htmlFor={selectId}>Aspect ratio</label>
          <select
            id={selectId}
            value=""
            onChange={(e) => {
              const code = Number(e.target.value) as KnownAspectRatio
              editor.setField(['aspect_ratio'], code)
            }}
          >
            <option value="" disabled>
              Choose…
            </option>
            {ASPECT_RATIO_CHOICES.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choice.label}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="button" aria-label="Dismiss" onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  )
}
