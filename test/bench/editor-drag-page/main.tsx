import { createRoot } from 'react-dom/client'
import type Konva from 'konva'
import { Editor, type EditorDocument } from '@podscene/core'
import type { CanvasInteraction } from '@podscene/react'
import { EditorCanvas, EditorProvider, createUiStore } from '@podscene/react'
import { BaselineCanvas } from '../canvas-page/baseline.ts'
import { benchScene } from '../canvas-page/scenes.ts'
import { countRenders } from './render-counter.ts'

export interface DragResult {
  /**
   * Per drag frame, ms: pointermove handling (gesture state, Editor command, and the React render
   * that places the nodes, which runs in a microtask after the event) and then the content draw.
   */
  editor: { update: number[]; total: number[] }
  baseline: { update: number[]; total: number[] }
  commitsDuringDrag: number
  commitsAtEnd: number
  undoStepsAdded: number
  movedBy: { dx: number; dy: number }
  drawnLayers: number
  /** Layers drawn from the bitmap of those below the moving one during the drag (0: none). */
  belowFromBitmap: number
  /** A second, untimed drag of 20 moves: React commits and renders per component name. */
  renders: { moves: number; commits: number; renders: Record<string, number> }
}

declare global {
  interface Window {
    runDrag?: (layers: number, frames: number) => Promise<DragResult>
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

function pointer(target: EventTarget, type: string, x: number, y: number) {
  const init = {
    bubbles: true,
    cancelable: true,
    clientX: x,
    clientY: y,
    button: type === 'pointermove' ? -1 : 0,
    buttons: type === 'pointerup' ? 0 : 1,
  }
  target.dispatchEvent(
    new PointerEvent(type, { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true }),
  )
}

/**
 * Drags one layer of an editor over a generated scene with real pointer events (the full
 * <EditorCanvas> path: hit test, gesture state, one translateLayers per move inside the gesture,
 * React placing the nodes from the document), frame by frame alternating with hand-written Konva
 * moving the same node of the same scene.
 */
window.runDrag = async (layers, frames) => {
  const scene = benchScene({ layers, area: { x: 0, y: 0, w: 1920, h: 1080 } })
  const editor = new Editor<EditorDocument>({ aspect_ratio: 1, scene })
  const ui = createUiStore()
  let interaction: CanvasInteraction | null = null
  createRoot(document.getElementById('root')!).render(
    <EditorProvider editor={editor} ui={ui}>
      <EditorCanvas onInteractionReady={(i) => (interaction = i)} />
    </EditorProvider>,
  )
  while (!interaction) await nextFrame()
  const zoom = 0.5
  editor.setZoom(zoom)
  ui.setPan(0, 0)
  editor.setPlayhead(5000)
  for (let i = 0; i < 5; i++) await nextFrame()
  const baseline = new BaselineCanvas(
    document.getElementById('baseline') as HTMLDivElement,
    scene,
    { width: 960, height: 540 },
    zoom,
    { x: 0, y: 0 },
  )
  baseline.update(5000)

  const stage = (interaction as CanvasInteraction).stage
  const content = stage.findOne('.podscene-content') as Konva.Layer
  const drawn = content.find('.podscene-layer')
  // The topmost layer under the centre of a layer in the middle of the draw order.
  const node = drawn[drawn.length >> 1]!
  const key = node.id()
  const box = node.getClientRect()
  const rect = stage.container().getBoundingClientRect()
  const start = { x: rect.left + box.x + box.width / 2, y: rect.top + box.y + box.height / 2 }
  const hit = stage.getIntersection({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
  let topKey = key
  for (let n: Konva.Node | null = hit; n; n = n.getParent())
    if (n.name() === 'podscene-layer') topKey = n.id()
  const before = editor.getLayer(topKey)!.layer
  const target = stage.content.querySelector('canvas')!
  const undoBefore = editor.canUndo()

  let commits = 0
  const unsubscribe = editor.subscribe(() => commits++)
  pointer(target, 'pointerdown', start.x, start.y)
  const commitsAfterPress = commits
  const ours = { update: [] as number[], total: [] as number[] }
  const base = { update: [] as number[], total: [] as number[] }
  const baseX = before.x ?? 0
  for (let i = 1; i <= frames; i++) {
    const t0 = performance.now()
    pointer(target, 'pointermove', start.x + i, start.y + (i % 7))
    // React renders the store change in a microtask queued during the event: let it run.
    await Promise.resolve()
    const t1 = performance.now()
    content.draw()
    const t2 = performance.now()
    ours.update.push(t1 - t0)
    ours.total.push(t2 - t0)
    await nextFrame()
    const b0 = performance.now()
    baseline.move(topKey, baseX + i / zoom)
    const b1 = performance.now()
    baseline.draw()
    const b2 = performance.now()
    base.update.push(b1 - b0)
    base.total.push(b2 - b0)
    await nextFrame()
  }
  const movingTop = drawn.find((n) => n.id() === topKey)
  const belowFromBitmap =
    movingTop && Object.hasOwn(content, 'drawScene')
      ? content.getChildren().indexOf(movingTop as Konva.Group)
      : 0
  const commitsDuringDrag = commits - commitsAfterPress
  pointer(target, 'pointerup', start.x + frames, start.y + (frames % 7))
  const commitsAtEnd = commits - commitsAfterPress - commitsDuringDrag
  unsubscribe()
  const after = editor.getLayer(topKey)!.layer
  editor.undo()
  const undone = editor.getLayer(topKey)!.layer

  // Untimed: which components render during a 20-move drag (walking every committed tree costs).
  // As the timed drag: a press on the unselected layer, so it moves (a press on a selected small
  // layer can land on a Transformer handle and resize it).
  editor.select([])
  await nextFrame()
  const counter = countRenders()
  const moves = 20
  pointer(target, 'pointerdown', start.x, start.y)
  await nextFrame()
  counter.reset()
  for (let i = 1; i <= moves; i++) {
    pointer(target, 'pointermove', start.x + i * 2, start.y + (i % 7))
    await nextFrame()
  }
  const renders = { moves, ...counter.get() }
  pointer(target, 'pointerup', start.x + moves * 2, start.y + (moves % 7))
  counter.stop()
  editor.undo()
  return {
    editor: ours,
    baseline: base,
    commitsDuringDrag,
    commitsAtEnd,
    undoStepsAdded: !undoBefore && undone.x === before.x ? 1 : 0,
    movedBy: { dx: (after.x ?? 0) - (before.x ?? 0), dy: (after.y ?? 0) - (before.y ?? 0) },
    drawnLayers: drawn.length,
    belowFromBitmap,
    renders,
  }
}
