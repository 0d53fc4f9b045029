import { useEditor } from '../hooks/editor-context.ts'
import { fillPreviewOf } from './fill-preview.ts'
import { useFillPreview } from './use-fill-preview.ts'

/** Shown over the canvas while it draws a fill preview instead of the document. */
export function FillPreviewBadge() {
  const editor = useEditor()
  const { document } = useFillPreview()
  if (!document) return null
  return (
    <div className="ps-fill-preview-badge">
      <span>Fill preview (read-only)</span>
      <button type="button" onClick={() => fillPreviewOf(editor).clear()}>
        Clear fill
      </button>
    </div>
  )
}
