import { LazyInspector as Inspector } from './LazyInspector.tsx'
import { ProblemsPanel } from '../problems/ProblemsPanel.tsx'
import { SlotsPanel } from '../slots/SlotsPanel.tsx'
import { renderPart, useEditorCustomization } from '../customization/editor-components.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
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
  const t = useTranslations().sceneEditor
  const { components } = useEditorCustomization()
  const panels: SidePanel[] = []
  if (inspector && components.Inspector !== null) {
    panels.push({
      id: 'properties',
      tab: t.propertiesTab,
      content: renderPart(components, 'Inspector', Inspector, { readOnly }),
    })
  }
  if (slots && components.SlotsPanel !== null) {
    panels.push({
      id: 'slots',
      tab: t.slotsTab,
      content: renderPart(components, 'SlotsPanel', SlotsPanel, { readOnly }),
    })
  }
  if (problems && components.ProblemsPanel !== null) {
    panels.push({
      id: 'problems',
      tab: <ProblemsTab />,
      content: renderPart(components, 'ProblemsPanel', ProblemsPanel, {}),
    })
  }
  return (
    <aside id={id} className="ps-scene-editor__inspector" aria-label={t.inspectorPanel}>
      <SidePanelTabs panels={panels} label={t.sidePanels} />
    </aside>
  )
}
