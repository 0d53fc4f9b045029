import type { Action, ActionUi } from '../../state/actions/types.ts'
import type { ViewAids } from '../../state/view-aids.ts'

type Flag = 'rulers' | 'grid' | 'snapToGrid'

/** A toggle of one layout aid (UI state: no document change, no undo step). */
function toggle(id: string, label: string, flag: Flag, shortcut?: string): Action {
  return {
    id,
    label,
    group: 'view',
    ...(shortcut !== undefined && { shortcut }),
    perform(_editor, ui: ActionUi) {
      const aids: ViewAids = ui.store.getState().viewAids
      ui.store.setViewAids({ [flag]: !aids[flag] })
    },
  }
}

/**
 * "Show rulers" (Shift+R), "Show grid", "Snap to grid" and "Clear guides": the canvas's
 * layout aids, toggled from the palette, the keys and the toolbar's "View" menu.
 */
export const viewAidsActions: Action[] = [
  toggle('view.rulers', 'Show rulers', 'rulers', 'Shift+R'),
  toggle('view.grid', 'Show grid', 'grid'),
  toggle('view.snap-to-grid', 'Snap to grid', 'snapToGrid'),
  {
    id: 'view.clear-guides',
    label: 'Clear guides',
    group: 'view',
    enabled: (_editor, ui) => ui.store.getState().viewAids.guides.length > 0,
    perform: (_editor, ui) => ui.store.setViewAids({ guides: [] }),
  },
]
