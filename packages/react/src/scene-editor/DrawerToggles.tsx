import { PanelLeft, PanelRight } from './drawer-icons.tsx'
import { useTranslations } from '../i18n/use-translations.tsx'

export type Drawer = 'layers' | 'inspector'

/**
 * In a narrow editor, the buttons that open the side panels as drawers ("Layers",
 * "Properties"; `aria-expanded`, `aria-controls`). One drawer is open at a time.
 */
export function DrawerToggles({
  ids,
  open,
  onToggle,
  layers,
  inspector,
}: {
  ids: string
  open: Drawer | null
  onToggle(drawer: Drawer): void
  layers: boolean
  inspector: boolean
}) {
  const t = useTranslations().sceneEditor
  return (
    <div className="ps-drawer-toggles">
      {layers && (
        <button
          type="button"
          aria-expanded={open === 'layers'}
          aria-controls={`${ids}layers`}
          onClick={() => onToggle('layers')}
        >
          <PanelLeft />
          {t.layersDrawer}
        </button>
      )}
      {inspector && (
        <button
          type="button"
          aria-expanded={open === 'inspector'}
          aria-controls={`${ids}inspector`}
          onClick={() => onToggle('inspector')}
        >
          <PanelRight />
          {t.inspectorDrawer}
        </button>
      )}
    </div>
  )
}
