import { useEditor } from '../hooks/editor-context.ts'
import { useEditorState } from '../hooks/use-editor-state.ts'
import { useHistoryState } from './use-history-state.ts'

export interface CanvasToolbarProps {
  viewport: { fitToView(): void; zoomBy(factor: number): void; zoomTo(zoom: number): void }
  readOnly: boolean
}

/** Undo/redo and zoom controls floating over the canvas. */
export function CanvasToolbar({ viewport, readOnly }: CanvasToolbarProps) {
  const editor = useEditor()
  const zoom = useEditorState((s) => s.session.zoom)
  const { canUndo, canRedo } = useHistoryState()
  return (
    <div
      className="ps-scene-editor__toolbar"
      role="toolbar"
      aria-label="Canvas tools"
      // Structural: the toolbar floats over the canvas even without the stylesheet.
      style={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}
    >
      {!readOnly && (
        <>
          <button type="button" disabled={!canUndo} onClick={() => editor.undo()}>
            Undo
          </button>
          <button type="button" disabled={!canRedo} onClick={() => editor.redo()}>
            Redo
          </button>
        </>
      )}
      <button type="button" aria-label="Zoom out" onClick={() => viewport.zoomBy(1 / 1.25)}>
        −
      </button>
      <button type="button" aria-label="Zoom to 100%" onClick={() => viewport.zoomTo(1)}>
        {Math.round(zoom * 100)}%
      </button>
      <button type="button" aria-label="Zoom in" onClick={() => viewport.zoomBy(1.25)}>
        +
      </button>
      <button type="button" onClick={() => viewport.fitToView()}>
        Fit
      </button>
    </div>
  )
}
