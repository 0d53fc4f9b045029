import { useEffect, useRef } from 'react'
import { CubicBezierEditor } from './CubicBezierEditor.tsx'
import { EasingCurveIcon } from './EasingCurveIcon.tsx'
import {
  cubicBezierFunc,
  easingCurve,
  editablePoints,
  EASING_NAMES,
  type BezierPoints,
} from './easing-choices.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { useMergedRef, usePointPopup } from '../lib/use-popup-position.ts'

export interface EasingMenuProps {
  /** The keyframe's stored `func` (absent: linear). */
  func: string | null | undefined
  /** Accessible name, e.g. "Easing of keyframe at 500 ms". */
  label: string
  /** Viewport px of the menu's top-left corner (fixed positioning). */
  at: { x: number; y: number }
  disabled?: boolean
  /** An easing was chosen (a name, or `cubic-bezier(a, b, c, d)` from the curve editor). */
  onPick(func: string): void
  onClose(): void
}

/**
 * The easing of one keyframe (how it eases towards the next): every named easing (docs site: “Time and keyframes”)
 * with a drawing of its curve, and a cubic-bezier editor for a custom curve. Escape or a press
 * outside closes it; focus goes to the current easing when it opens.
 */
export function EasingMenu({ func, label, at, disabled, onPick, onClose }: EasingMenuProps) {
  const t = useTranslations().keyframeLane
  const current = (func ?? 'linear').trim().toLowerCase() || 'linear'
  const custom = current.startsWith('cubic-bezier')
  // Kept inside the viewport by Floating UI: above the anchor when there is no room below,
  // shifted along the edge.
  const placed = usePointPopup(at.x, at.y)
  const root = useRef<HTMLDivElement | null>(null)
  const rootRef = useMergedRef(root, placed.refs.setFloating)

  useEffect(() => {
    const el = root.current
    el?.querySelector<HTMLElement>('[aria-pressed="true"], button')?.focus({ preventScroll: true })
    const outside = (e: PointerEvent) => {
      if (el && !el.contains(e.target as Node)) onClose()
    }
    window.addEventListener('pointerdown', outside, true)
    return () => window.removeEventListener('pointerdown', outside, true)
  }, [onClose])

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-label={label}
      className="ps-easing-menu"
      style={placed.style}
      onKeyDown={(e) => {
        // Keys typed here (Delete in a field, arrows) are not timeline shortcuts.
        e.stopPropagation()
        if (e.key === 'Escape') {
          e.preventDefault()
          onClose()
        }
      }}
      onContextMenu={(e) => {
        e.preventDefault()
        e.stopPropagation()
      }}
    >
      <div className="ps-easing-menu__names" role="group" aria-label={t.easings}>
        {EASING_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className="ps-easing-menu__item"
            aria-pressed={current === name}
            disabled={disabled}
            onClick={() => onPick(name)}
          >
            <EasingCurveIcon curve={easingCurve(name)} />
            <span>{name}</span>
          </button>
        ))}
      </div>
      <div className="ps-easing-menu__custom">
        <span className="ps-easing-menu__caption">
          {custom ? formatMessage(t.custom, { func: func ?? '' }) : t.customCurve}
        </span>
        <CubicBezierEditor
          value={editablePoints(func)}
          disabled={disabled}
          onCommit={(points: BezierPoints) => onPick(cubicBezierFunc(points))}
        />
      </div>
    </div>
  )
}
