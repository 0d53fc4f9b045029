import { Inspector } from '../editor-ui/inspector/Inspector.tsx'
import { ProblemsPanel } from '../problems/ProblemsPanel.tsx'
import { SlotsPanel } from '../slots/SlotsPanel.tsx'
import { ProblemsTab } from './ProblemsTab.tsx'
import { SidePanelTabs, type SidePanel } from './SidePanelTabs.tsx'

/** <SceneEditor/>'s right column: Properties, Slots and Problems as tabs. */
export function SideArea({
  id,
  inspector,
  slots,
  problems,
  readOnly,
}: {
  /** Element id (the panel resizer's `aria-controls`). */
  id?: string
  inspector: boolean
  slots: boolean
  problems: boolean
  readOnly: boolean
}) {
  const panels: SidePanel[] = []
  if (inspector) {
    panels.push({ id: 'properties', tab: 'Properties', content: <Inspector readOnly={readOnly} /> })
  }
  if (slots) panels.push({ id: 'slots', tab: 'Slots', content: <SlotsPanel readOnly={readOnly} /> })
  if (problems) panels.push({ id: 'problems', tab: <ProblemsTab />, content: <ProblemsPanel /> })
  return (
    <aside id={id} className="ps-scene-editor__inspector" aria-label="Inspector panel">
      <SidePanelTabs panels={panels} label="Side panels" />
    </aside>
  )
}
