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
import type { Rect } from './viewport.ts'
import { SpatialIndex } from './spatial-index.ts'

/**
 * The layers SceneCanvas may draw at `timeMs`: the visible ones of `layers` when given (already
 * evaluated), else compiled from `scene` (incrementally, from the previous compilation) and
 * evaluated — with `view`, only those whose swept bounds reach it (the others are not evaluated).
 */
export function useLayersInView(
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
  // The layers that can appear in the view at any time: found once per scene and view, so
  // playback and scrubbing only check their time spans.
  const inView = useMemo(
    () => (compiled && view ? SpatialIndex.of(compiled).inView(view) : null),
    // viewKey stands for `view`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [compiled, viewKey],
  )
  return useMemo(() => {
    if (layers) return layers.filter((layer) => layer.visible)
    if (!compiled) return []
    if (!inView) {
      return visibleEntriesAt(compiled, timeMs).map((e) => evaluateEntry(compiled, e, timeMs))
    }
    const out: EvaluatedLayer[] = []
    for (const entry of inView) {
      if (compiled.still || spanHolds(entry.start, entry.end, timeMs)) {
        out.push(evaluateEntry(compiled, entry, timeMs))
      }
    }
    return out
  }, [compiled, layers, timeMs, inView])
}
