import { useMemo, useRef } from 'react'
import {
  compileScene,
  evaluateEntry,
  spanHolds,
  visibleEntriesAt,
  type CompiledScene,
  type EvaluatedLayer,
  type SceneContainer,
} from '@podscene/core'
import { intersects, type Rect } from './viewport.ts'
import { sweptBounds } from './swept-bounds.ts'
import { SpatialIndex } from './spatial-index.ts'

/**
 * The visible layers at `timeMs`: from `layers` when given (already evaluated), else compiled
 * from `scene` (incrementally, from the previous compilation) and evaluated. With `view`, layers
 * whose swept bounds lie outside it are not evaluated at all.
 */
export function useEvaluatedLayers(
  scene: SceneContainer | null | undefined,
  layers: readonly EvaluatedLayer[] | undefined,
  timeMs: number,
  view: Rect | null,
): readonly EvaluatedLayer[] {
  const previous = useRef<CompiledScene | null>(null)
  const compiled = useMemo(() => {
    if (layers || !scene) return null
    const next = compileScene(scene, previous.current)
    previous.current = next
    return next
  }, [scene, layers])
  const viewKey = view ? `${view.x},${view.y},${view.width},${view.height}` : ''
  return useMemo(() => {
    if (layers) return layers.filter((layer) => layer.visible)
    if (!compiled) return []
    const index = view ? SpatialIndex.of(compiled) : null
    if (!view || !index || index.coveredBy(view)) {
      return visibleEntriesAt(compiled, timeMs).map((e) => evaluateEntry(compiled, e, timeMs))
    }
    const near = index.near(view)
    const out: EvaluatedLayer[] = []
    for (const entry of near ?? visibleEntriesAt(compiled, timeMs)) {
      const { start, end } = entry.layer
      if (near && !compiled.still && !spanHolds(start, end, timeMs)) continue
      const bounds = sweptBounds(entry.layer.source)
      if (bounds && !intersects(bounds, view)) continue
      out.push(evaluateEntry(compiled, entry, timeMs))
    }
    return out
    // viewKey stands for `view`, which is a new object on every render.
  }, [compiled, layers, timeMs, viewKey])
}
