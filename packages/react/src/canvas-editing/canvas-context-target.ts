import type Konva from 'konva'
import { screenToCanvas, type Editor } from '@podscene/core'
import type { ContextMenuTarget } from '../state/actions/use-context-menu.ts'
import type { UiStore } from '../state/ui-store.ts'
import type { View } from './interaction-host.ts'

interface CanvasContext {
  editor: Editor
  ui: UiStore
  stage: Konva.Stage | null | undefined
  view: View
}

/**
 * What a right-click on the canvas is on: the topmost drawn layer under the pointer (Konva's hit
 * graph, as a press finds it) → its layer menu; nothing → the canvas menu, with the canvas point
 * for inserts. From the keyboard: the selection's menu, or the canvas menu, at the canvas centre.
 */
export function canvasContextTarget(
  { editor, ui, stage, view }: CanvasContext,
  event: { clientX: number; clientY: number; keyboard: boolean },
): ContextMenuTarget | null {
  const container = stage?.container()
  if (!stage || !container) return null
  const rect = container.getBoundingClientRect()
  if (event.keyboard) {
    const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
    const selected = editor.getState().session.selection.length > 0
    return { context: selected ? 'canvas-layer' : 'canvas', key: null, clientAt: centre }
  }
  const screen = { x: event.clientX - rect.left, y: event.clientY - rect.top }
  const point = screenToCanvas(view, screen)
  const rounded = { x: Math.round(point.x), y: Math.round(point.y) }
  const key = layerKeyAt(editor, ui, stage, screen)
  return key
    ? { context: 'canvas-layer', key, point: rounded }
    : { context: 'canvas', point: rounded }
}

function layerKeyAt(
  editor: Editor,
  ui: UiStore,
  stage: Konva.Stage,
  screen: { x: number; y: number },
): string | null {
  const hidden = ui.getState().hidden
  for (let node: Konva.Node | null = stage.getIntersection(screen); node; node = node.getParent()) {
    const id = node.id()
    if (id && !hidden.has(id) && editor.getLayer(id)) return id
  }
  return null
}
