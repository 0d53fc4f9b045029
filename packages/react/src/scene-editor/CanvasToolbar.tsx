import type { ReactNode } from 'react'
import { InsertMenu } from '../actions/InsertMenu.tsx'
import type { ActionUi } from '../state/actions/types.ts'
import { useAction, usePerformAction } from '../state/actions/use-actions.ts'
import { useEditor } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { isActionEnabled } from '../state/actions/types.ts'
import { shortcutLabel, shortcutsOf } from '../state/actions/shortcuts.ts'
import { useHistoryState } from '../state/use-history-state.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { ViewAidsMenu } from '../canvas-editing/view-aids/ViewAidsMenu.tsx'

export interface CanvasToolbarProps {
  /** The canvas's action context (viewport, canvas size, read-only). */
  ui: ActionUi
}

/** Insert menu, undo/redo and zoom controls floating over the canvas, read from the registry. */
export function CanvasToolbar({ ui }: CanvasToolbarProps) {
  const zoom = useEditorState((s) => s.session.zoom)
  const percent = Math.round(zoom * 100)
  const t = useTranslations().canvasToolbar
  return (
    <div
      className="ps-scene-editor__toolbar"
      role="toolbar"
      aria-label={t.label}
      // Structural: the toolbar floats over the canvas even without the stylesheet.
      style={{
        position: 'absolute',
        top: 'var(--ps-canvas-toolbar-top, 8px)',
        right: 8,
        zIndex: 1,
      }}
    >
      {!ui.readOnly && (
        <>
          <InsertMenu ui={ui} />
          <ActionButton id="undo" ui={ui} />
          <ActionButton id="redo" ui={ui} />
        </>
      )}
      <ActionButton id="zoom-out" ui={ui}>
        −
      </ActionButton>
      <ActionButton
        id="zoom-100"
        ui={ui}
        name={(label) => formatMessage(t.zoomNow, { label, percent })}
      >
        {percent}%
      </ActionButton>
      <ActionButton id="zoom-in" ui={ui}>
        +
      </ActionButton>
      <ActionButton id="zoom-fit" ui={ui} />
      <ViewAidsMenu />
    </div>
  )
}

/**
 * A toolbar button for a registered action; `children` replaces the label (which then names it,
 * or `name(label)` does).
 */
function ActionButton({
  id,
  ui,
  children,
  name,
}: {
  id: string
  ui: ActionUi
  children?: ReactNode
  name?: (label: string) => string
}) {
  const editor = useEditor()
  const action = useAction(id)
  const perform = usePerformAction(ui)
  const t = useTranslations().canvasToolbar
  // Undo/redo enablement follows history; other actions re-check on each render.
  useHistoryState()
  if (!action) return null
  const [shortcut] = shortcutsOf(action)
  return (
    <button
      type="button"
      aria-label={children === undefined ? undefined : (name?.(action.label) ?? action.label)}
      title={
        shortcut
          ? formatMessage(t.withShortcut, {
              label: action.label,
              shortcut: shortcutLabel(shortcut),
            })
          : action.label
      }
      disabled={!isActionEnabled(action, editor, ui)}
      onClick={() => perform(action)}
    >
      {children ?? action.label}
    </button>
  )
}
