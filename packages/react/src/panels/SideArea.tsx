import { LazyInspector as Inspector } from './LazyInspector.tsx'
import { lazy, Suspense, type ComponentProps } from 'react'
import { renderPart, useEditorCustomization } from '../customization/editor-components.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { ProblemsTab } from './ProblemsTab.tsx'
import { SidePanelTabs, type SidePanel } from './SidePanelTabs.tsx'
import { useReadOnly } from '../state/read-only.ts'

// The Slots and Problems panels start hidden behind their tabs: loaded after the first paint.
const SlotsPanelLazy = lazy(() =>
  import('../slots/SlotsPanel.tsx').then((m) => ({ default: m.SlotsPanel })),
)
const ProblemsPanelLazy = lazy(() =>
  import('../problems/ProblemsPanel.tsx').then((m) => ({ default: m.ProblemsPanel })),
)
const SlotsPanel = (props: ComponentProps<typeof SlotsPanelLazy>) => (
  <Suspense fallback={null}>
    <SlotsPanelLazy {...props} />
  </Suspense>
)
const ProblemsPanel = (props: ComponentProps<typeof ProblemsPanelLazy>) => (
  <Suspense fallback={null}>
    <ProblemsPanelLazy {...props} />
  </Suspense>
)

/** <SceneEditor/>'s right column: Properties, Slots and Problems as tabs. */
export function SideArea({
  id,
  inspector,
  slots,
  problems,
}: {
  /** Element id (the panel resizer's `aria-controls`). */
  id?: string
  inspector: boolean
  slots: boolean
  problems: boolean
}) {
  const readOnly = useReadOnly()
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
