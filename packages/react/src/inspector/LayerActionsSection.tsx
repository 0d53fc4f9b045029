import { useMemo } from 'react'
import { useActions, usePerformAction } from '../state/actions/use-actions.ts'
import { isActionEnabled, type ActionUi } from '../state/actions/types.ts'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { Section } from './sections.tsx'

/**
 * The registry group whose actions the inspector shows as buttons for a selected layer of this
 * kind, e.g. `inspector:waveform`. The host registers them ("Save waveform") and does the work in
 * `perform`: this package never calls the API.
 */
export function inspectorActionGroup(layerType: string): string {
  return `inspector:${layerType}`
}

/** Buttons for the registered actions of the selected layer's kind (nothing when there are none). */
export function LayerActionsSection({
  layerType,
  readOnly,
}: {
  layerType: string
  readOnly: boolean
}) {
  const editor = useEditor()
  const store = useUiStore()
  const actions = useActions(inspectorActionGroup(layerType))
  const ui = useMemo<ActionUi>(() => ({ store, readOnly }), [store, readOnly])
  const perform = usePerformAction(ui)
  if (actions.length === 0) return null
  return (
    <Section title="Actions">
      <div className="ps-inspector__actions">
        {actions.map((action) => (
          <button
            key={action.id}
            type="button"
            disabled={!isActionEnabled(action, editor, ui)}
            onClick={() => perform(action)}
          >
            {action.label}
          </button>
        ))}
      </div>
    </Section>
  )
}
