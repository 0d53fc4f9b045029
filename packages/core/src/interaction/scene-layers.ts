import { sceneOf } from '../editor/document.ts'
import type { EditorDocument } from '../editor/types.ts'
import { compileScene, type CompiledScene } from '../evaluate/compile.ts'
import { evaluateScene } from '../evaluate/evaluate.ts'
import type { EvaluatedLayer } from '../evaluate/types.ts'
import { layerContains, type Point } from './geometry.ts'

/**
 * The document's layers as drawn at the playhead, for hit tests, snapping and the marquee.
 * Compiles incrementally from the previous document (gestures read it once at their start).
 */
export class SceneLayers {
  private compiled: CompiledScene | null = null

  /** Visible layers at `timeMs` in draw order, hidden ones left out. */
  at(doc: EditorDocument, timeMs: number, isHidden: (key: string) => boolean): EvaluatedLayer[] {
    this.compiled = compileScene(sceneOf(doc), this.compiled)
    return evaluateScene(this.compiled, timeMs).filter((l) => l.visible && !isHidden(l.key))
  }
}

/** The topmost of `layers` (draw order) whose drawn box contains `p`. */
export function topmostAt(layers: readonly EvaluatedLayer[], p: Point): EvaluatedLayer | null {
  for (let i = layers.length - 1; i >= 0; i--) {
    if (layerContains(layers[i]!, p)) return layers[i]!
  }
  return null
}
