import { useMemo } from 'react'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useEditorState } from '../state/use-editor-state.ts'
import { runAction } from '../state/actions/run-action.ts'
import { useActions } from '../state/actions/use-actions.ts'
import { isActionEnabled, type ActionUi } from '../state/actions/types.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { useReadOnly } from '../state/read-only.ts'

/**
 * The inspector's layout buttons: "Fill canvas" (image and video layers), the registered align actions (one layer: against the canvas;
 * several: against the selection) and, with three or more layers, distribute. They run the same
 * actions as the context menu and the palette.
 */
export function LayoutButtons() {
  const readOnly = useReadOnly()
  const editor = useEditor()
  const store = useUiStore()
  const t = useTranslations()
  const ui = useMemo<ActionUi>(() => ({ store, readOnly }), [store, readOnly])
  const actions = useActions('layout').filter(
    (a) => a.id === 'fill-canvas' || a.id.startsWith('align-') || a.id.startsWith('distribute-'),
  )
  // Re-render when the selection (and so what is enabled) changes.
  useEditorState((s) => s.session.selection)
  const shown = actions.filter((a) => isActionEnabled(a, editor, ui))
  if (readOnly || shown.length === 0) return null
  return (
    <div className="ps-inspector__actions" role="group" aria-label={t.inspector.layout}>
      {shown.map((action) => (
        <button key={action.id} type="button" onClick={() => runAction(action, editor, ui)}>
          {t.actions[action.id] ?? action.label}
        </button>
      ))}
    </div>
  )
}
