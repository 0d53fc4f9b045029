import type { Guide } from '@podscene/core'

/**
 * The canvas's layout aids, kept per template in the UI state (never in the document, never
 * undone): rulers, ruler guides (canvas px) and the grid. Guides and, with `snapToGrid`, the grid
 * feed core's snapping (`InteractionContext.snapAids`) like layer edges.
 */
export interface ViewAids {
  rulers: boolean
  guides: readonly Guide[]
  /** The grid is drawn over the canvas. */
  grid: boolean
  /** Moves and resizes snap to the grid lines (drawn or not). */
  snapToGrid: boolean
  /** Grid spacing in canvas px (GRID_SIZE_LIMITS). */
  gridSize: number
}

export const GRID_SIZE_LIMITS = { min: 2, max: 1000, default: 40 } as const

export const DEFAULT_VIEW_AIDS: ViewAids = {
  rulers: false,
  guides: [],
  grid: false,
  snapToGrid: false,
  gridSize: GRID_SIZE_LIMITS.default,
}

/** Guides within half a canvas pixel of each other are one. */
export function sameGuide(a: Guide, b: Guide): boolean {
  return a.axis === b.axis && Math.abs(a.at - b.at) < 0.5
}

/**
 * Layout aids read back from a host's storage (`defaultViewAids`): fields of the right type are
 * kept, anything else falls back to the default (stored UI state is a convenience, not a
 * document: a damaged entry must not stop the editor from opening).
 */
export function viewAidsFrom(value: unknown): ViewAids {
  if (typeof value !== 'object' || value === null) return DEFAULT_VIEW_AIDS
  const v = value as Record<string, unknown>
  const flag = (name: 'rulers' | 'grid' | 'snapToGrid') =>
    typeof v[name] === 'boolean' ? v[name] : DEFAULT_VIEW_AIDS[name]
  const size = v.gridSize
  const guides = Array.isArray(v.guides)
    ? v.guides.flatMap((g: unknown): Guide[] => {
        if (typeof g !== 'object' || g === null) return []
        const { axis, at } = g as Record<string, unknown>
        return (axis === 'x' || axis === 'y') && typeof at === 'number' && Number.isFinite(at)
          ? [{ axis, at }]
          : []
      })
    : []
  return {
    rulers: flag('rulers'),
    grid: flag('grid'),
    snapToGrid: flag('snapToGrid'),
    gridSize:
      typeof size === 'number' && size >= GRID_SIZE_LIMITS.min && size <= GRID_SIZE_LIMITS.max
        ? size
        : GRID_SIZE_LIMITS.default,
    guides,
  }
}
