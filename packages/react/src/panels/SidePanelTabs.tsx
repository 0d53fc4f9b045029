import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface SidePanel {
  id: string
  /** The tab's content (its accessible name). */
  tab: ReactNode
  content: ReactNode
}

/**
 * Tabs over the side panels of <SceneEditor/> (Properties, Slots, Problems): a WAI-ARIA tablist
 * (←/→, Home/End move between tabs). Every panel stays mounted (hidden when inactive), so typed
 * sample data and scroll positions survive a tab switch.
 */
export function SidePanelTabs({ panels, label }: { panels: readonly SidePanel[]; label: string }) {
  const [active, setActive] = useState(panels[0]?.id ?? '')
  const base = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const current = panels.some((p) => p.id === active) ? active : (panels[0]?.id ?? '')
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = panels.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setActive(panels[next]!.id)
    tabs.current[next]?.focus()
  }
  return (
    <div className="ps-side-tabs">
      <div className="ps-side-tabs__list" role="tablist" aria-label={label}>
        {panels.map((panel, i) => (
          <button
            key={panel.id}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${panel.id}`}
            aria-controls={`${base}-panel-${panel.id}`}
            aria-selected={panel.id === current}
            tabIndex={panel.id === current ? 0 : -1}
            className="ps-side-tabs__tab"
            onClick={() => setActive(panel.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {panel.tab}
          </button>
        ))}
      </div>
      {panels.map((panel) => (
        <div
          key={panel.id}
          role="tabpanel"
          id={`${base}-panel-${panel.id}`}
          aria-labelledby={`${base}-tab-${panel.id}`}
          className="ps-side-tabs__panel"
          hidden={panel.id !== current}
        >
          {panel.content}
        </div>
      ))}
    </div>
  )
}
