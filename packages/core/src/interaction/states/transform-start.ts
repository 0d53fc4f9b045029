import type { EvaluatedLayer } from '../../evaluate/types.ts'
import type { Interaction } from '../interaction.ts'
import { layerBounds, type Point } from '../geometry.ts'
import type { LayerGeometry } from '../geometry-changes.ts'
import { selectionFrame, type Handle, type SelectionFrame } from '../selection-frame.ts'
import { snapTargets, type SnapTargets } from '../snapping.ts'
import type { PointerInput } from '../types.ts'

export interface HandleInfo {
  input: PointerInput
  handle: Handle
}

/** What a resize or rotate works from: the selection as drawn when the handle was pressed. */
export interface TransformStart {
  press: Point
  frame: SelectionFrame
  entries: { key: string; before: LayerGeometry }[]
  /** The canvas and the other drawn layers, for snapping resize handles. */
  targets: SnapTargets
}

export function transformStart(
  interaction: Interaction,
  input: PointerInput,
): TransformStart | null {
  const keys = new Set(interaction.editableSelection())
  const selected: EvaluatedLayer[] = []
  const others: EvaluatedLayer[] = []
  for (const layer of interaction.drawnLayers())
    (keys.has(layer.key) ? selected : others).push(layer)
  const frame = selectionFrame(selected)
  if (!frame) return null
  const { width, height } = interaction.context.canvasSize()
  return {
    press: interaction.canvasPoint(input.screen),
    frame,
    entries: selected.map(({ key, x, y, w, h, r }) => ({ key, before: { x, y, w, h, r } })),
    targets: snapTargets(width, height, others.map(layerBounds), interaction.context.snapAids?.()),
  }
}
