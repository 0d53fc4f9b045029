import { useMemo, useRef } from 'react'
import { compileScene, evaluateScene, type CompiledScene, type EvaluatedLayer, type SceneContainer } from '@podscene/core'

/**
 * The visible layers at `timeMs`: from `layers` when given (already evaluated), else compiled
 * from `scene` (recompiling incrementally from the previous compilation) and evaluated.
 */
export function useEvaluatedLayers(
  scene: SceneContainer | null | undefined,
  layers: readonly EvaluatedLayer[] | undefined,
  timeMs: number,
): readonly EvaluatedLayer[] {
  const previous = useRef<CompiledScene | null>(null)
  const compiled = useMemo(() => {
    if (layers || !scene) return null
    const next = compileScene(scene, previous.current)
    previous.current = next
    return next
  }, [scene, layers])
  return useMemo(() => {
    if (layers) return layers.filter((layer) => layer.visible)
    if (!compiled) return []
    return evaluateScene(compiled, timeMs, { visibleOnly: true })
  }, [compiled, layers, timeMs])
}
