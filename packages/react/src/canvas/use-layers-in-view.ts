import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react'
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
import type { SpatialIndex } from './spatial-index.ts'

// The spatial index (and the swept bounds it is built from) loads on the first view that can
// cull: until it arrives every visible layer is evaluated, which draws the same pixels (culling
// only leaves out what the view cannot show). A player at fit never needs it.
let spatialIndex: typeof SpatialIndex | null = null
let loadingIndex: Promise<typeof SpatialIndex> | null = null
function loadSpatialIndex(): Promise<typeof SpatialIndex> {
  loadingIndex ??= import('./spatial-index.ts').then((m) => (spatialIndex = m.SpatialIndex))
  return loadingIndex
}

/**
 * The layers SceneCanvas may draw at `timeMs`: the visible ones of `layers` when given (already
 * evaluated), else compiled from `scene` (incrementally, from the previous compilation) and
 * evaluated — with `view`, only those whose swept bounds reach it (the others are not evaluated).
 * `evaluateAt`, when given, is set to the same evaluation at any other time (for placing a
 * time without rendering it, SceneCanvasHandle#advanceTo).
 */
export function useLayersInView(
  scene: SceneContainer | null | undefined,
  layers: readonly EvaluatedLayer[] | undefined,
  timeMs: number,
  view: Rect | null,
  evaluateAt?: MutableRefObject<(timeMs: number) => readonly EvaluatedLayer[]>,
): readonly EvaluatedLayer[] {
  const previous = useRef<CompiledScene | null>(null)
  const compiled = useMemo(() => {
    if (layers || !scene) return null
    const next = compileScene(scene, previous.current)
    previous.current = next
    return next
  }, [scene, layers])
  const viewKey = view ? `${view.x},${view.y},${view.width},${view.height}` : ''
  const wantsIndex = view !== null && !layers
  const [index, setIndex] = useState(() => spatialIndex)
  useEffect(() => {
    if (!wantsIndex || index) return
    let live = true
    void loadSpatialIndex().then((loaded) => live && setIndex(() => loaded))
    return () => {
      live = false
    }
  }, [wantsIndex, index])
  // The layers that can appear in the view at any time: found once per scene and view, so
  // playback and scrubbing only check their time spans.
  const inView = useMemo(
    () => (compiled && view && index ? index.of(compiled).inView(view) : null),
    // viewKey stands for `view`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [compiled, viewKey, index],
  )
  const at = (t: number): readonly EvaluatedLayer[] => {
    if (layers) return layers.filter((layer) => layer.visible)
    if (!compiled) return []
    if (!inView) {
      return visibleEntriesAt(compiled, t).map((e) => evaluateEntry(compiled, e, t))
    }
    const out: EvaluatedLayer[] = []
    for (const entry of inView) {
      if (compiled.still || spanHolds(entry.start, entry.end, t)) {
        out.push(evaluateEntry(compiled, entry, t))
      }
    }
    return out
  }
  if (evaluateAt) evaluateAt.current = at
  // `at` reads only compiled, layers and inView.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => at(timeMs), [compiled, layers, timeMs, inView])
}
