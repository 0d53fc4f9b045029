import type Konva from 'konva'
import {
  Interaction,
  pointerInput,
  zoomViewAbout,
  type PointerInput,
  type PointerTarget,
  type StateId,
} from '@podscene/core'
import { CONTENT_LAYER_NAME } from '../canvas/scene-canvas.tsx'
import type { InteractionHost } from './interaction-host.ts'
import { MoveFeedback } from './move-feedback.ts'
import { loadBelowSnapshot } from './below-snapshot-loader.ts'
import { whenIdle } from '../lib/when-idle.ts'

const CURSORS: Partial<Record<StateId, string>> = { moving: 'move', panning: 'grabbing' }

/**
 * The Konva adapter of core's gesture states (`Interaction`): turns the stage container's pointer
 * events (with the layer Konva's hit graph found) and Escape into their input, and draws their
 * feedback — snapping guides, the marquee, the Transformer following the selection, and while
 * moving a bitmap of the Transformer over a paused hit graph. Wheel zoom and pan are here too.
 * The document changes only through the states' Editor commands; the canvas follows it.
 */
export class CanvasInteraction {
  readonly interaction: Interaction
  private readonly container: HTMLElement
  private transformer: Konva.Transformer | null = null
  /** The layer Konva hit at the pointerdown being dispatched (its handler runs first). */
  private pressedKey: string | null = null
  /** The container's client rect, read once per gesture (no layout reads during moves). */
  private rect: DOMRect | null = null
  private moveFeedback: MoveFeedback | null = null
  /** Cancels the idle preload of the move's `BelowSnapshot`. */
  private readonly preloadIdle: () => void

  constructor(
    private readonly host: InteractionHost,
    readonly stage: Konva.Stage,
  ) {
    const { editor, ui } = host
    this.interaction = new Interaction({
      editor,
      view: host.view,
      setView: host.setView,
      canvasSize: host.canvasSize,
      isLocked: (key) => ui.getState().locked.has(key),
      isHidden: (key) => ui.getState().hidden.has(key),
      readOnly: host.readOnly,
      snapAids: () => {
        const { guides, snapToGrid, gridSize } = ui.getState().viewAids
        return { guides, grid: snapToGrid ? gridSize : null }
      },
    })
    this.interaction.onStateChange = this.onStateChange
    this.container = stage.container()
    this.container.addEventListener('pointerdown', this.onPointerDown)
    this.container.addEventListener('wheel', this.onWheel, { passive: false })
    this.preloadIdle = whenIdle(() => void loadBelowSnapshot())
  }

  dispose(): void {
    this.preloadIdle()
    this.cancel()
    this.container.removeEventListener('pointerdown', this.onPointerDown)
    this.container.removeEventListener('wheel', this.onWheel)
    this.transformer = null
  }

  /** The gesture state in progress, or null when idle. */
  get activeGesture(): StateId | null {
    const state = this.interaction.state
    return state === 'idle' ? null : state
  }

  setSpaceHeld(held: boolean): void {
    this.interaction.panMode = held
    this.updateCursor()
  }

  /** Called by the canvas when a layer's node receives pointerdown (before the container). */
  onLayerPointerDown(key: string): void {
    this.pressedKey = key
  }

  /** Cancels the gesture in progress exactly; returns whether there was one. */
  cancel(): boolean {
    const cancelled = this.interaction.cancel()
    this.sync()
    return cancelled
  }

  /** Zooms by `factor` about a point of the container (default: its centre). */
  zoomAt(factor: number, at?: { x: number; y: number }): void {
    const view = this.host.view()
    const p = at ?? { x: this.container.clientWidth / 2, y: this.container.clientHeight / 2 }
    this.host.setView(zoomViewAbout(view, view.zoom * factor, p))
  }

  /** The Transformer the selection is shown with (drawn only: the states do the resizing). */
  bindTransformer(transformer: Konva.Transformer | null): void {
    this.transformer = transformer
  }

  /** Points the Transformer at the nodes of the editable selection (not while a move draws it). */
  attachSelection(): void {
    const tr = this.transformer
    if (!tr || this.moveFeedback) return
    const nodes: Konva.Node[] = []
    if (!this.host.readOnly()) {
      for (const key of this.interaction.editableSelection()) {
        const node = this.host.nodeOf(key)
        if (node) nodes.push(node)
      }
    }
    const current = tr.nodes()
    if (nodes.length === current.length && nodes.every((n, i) => n === current[i])) {
      if (nodes.length > 0) tr.forceUpdate()
      return
    }
    tr.nodes(nodes)
    tr.getLayer()?.batchDraw()
  }

  // ---- input ----------------------------------------------------------------------------

  private input(e: PointerEvent, target?: PointerTarget): PointerInput {
    const rect = this.rect ?? this.container.getBoundingClientRect()
    return pointerInput(
      { x: e.clientX - rect.left, y: e.clientY - rect.top },
      {
        pointerId: e.pointerId,
        pointerType: e.pointerType === 'touch' || e.pointerType === 'pen' ? e.pointerType : 'mouse',
        isPrimary: e.isPrimary,
        button: e.button,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        ...(target ? { target } : {}),
      },
    )
  }

  private onPointerDown = (e: PointerEvent) => {
    const key = this.pressedKey
    this.pressedKey = null
    if (e.button === 1) e.preventDefault() // no autoscroll: the middle button pans
    if (this.interaction.state === 'idle') this.rect = this.container.getBoundingClientRect()
    void loadBelowSnapshot()
    this.interaction.pointerDown(this.input(e, key ? { kind: 'layer', key } : { kind: 'canvas' }))
    this.sync()
  }

  private onPointerMove = (e: PointerEvent) => {
    this.interaction.pointerMove(this.input(e))
    this.sync()
  }

  /**
   * During a move the canvas owns the pointer: moves over it are handled here and go no further,
   * so Konva skips its hover processing (a pointer position read and a hit test per move).
   */
  private onContainerPointerMove = (e: PointerEvent) => {
    if (this.interaction.state !== 'moving') return
    e.stopPropagation()
    this.onPointerMove(e)
  }

  private onPointerUp = (e: PointerEvent) => {
    this.interaction.pointerUp(this.input(e))
    this.sync()
  }

  private onPointerCancel = (e: PointerEvent) => {
    this.interaction.pointerCancel(this.input(e))
    this.sync()
  }

  private onKeyDown = (e: KeyboardEvent) => {
    if (!this.interaction.keyDown(e.key)) return
    e.preventDefault()
    e.stopPropagation()
    this.sync()
  }

  /** Ctrl/Cmd + wheel (and trackpad pinch, which arrives as such) zooms about the pointer; wheel pans. */
  private onWheel = (e: WheelEvent) => {
    e.preventDefault()
    const state = this.interaction.state
    if (state !== 'idle' && state !== 'pressing') return
    const rect = this.container.getBoundingClientRect()
    if (e.ctrlKey || e.metaKey) {
      const delta = Math.max(-50, Math.min(50, e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY))
      this.zoomAt(Math.exp(-delta * 0.01), { x: e.clientX - rect.left, y: e.clientY - rect.top })
      return
    }
    const view = this.host.view()
    const dx = e.shiftKey && e.deltaX === 0 ? e.deltaY : e.deltaX
    const dy = e.shiftKey && e.deltaX === 0 ? 0 : e.deltaY
    this.host.setView({ ...view, x: view.x - dx, y: view.y - dy })
  }

  // ---- feedback ---------------------------------------------------------------------------

  /** Prepares what a state draws before it starts, and puts things back after it. */
  private onStateChange = (state: StateId, previous: StateId) => {
    if (previous === 'idle') this.listen(true)
    if (previous === 'moving') {
      this.moveFeedback?.end()
      this.moveFeedback = null
      this.host.holdCanvas(false)
    }
    if (state === 'moving') {
      // Held before the first command of the move, so the canvas never renders during it.
      this.host.holdCanvas(true)
      const nodes = this.interaction
        .editableSelection()
        .map((key) => this.host.nodeOf(key))
        .filter((node) => node !== undefined)
      const content = this.stage.findOne<Konva.Layer>(`.${CONTENT_LAYER_NAME}`) ?? null
      this.moveFeedback = MoveFeedback.start(nodes, content, this.transformer)
    }
    if (state === 'idle') {
      this.listen(false)
      this.rect = null
      this.attachSelection()
    }
    this.updateCursor()
  }

  /** Draws the states' feedback after each input: guides, marquee, the move's offset. */
  private sync(): void {
    const { guides, marquee, offset } = this.interaction.feedback
    const overlay = this.host.overlay()
    overlay?.showGuides(guides)
    overlay?.showMarquee(marquee)
    this.moveFeedback?.moveTo(offset.x, offset.y)
  }

  private listen(on: boolean): void {
    if (on) {
      this.container.addEventListener('pointermove', this.onContainerPointerMove, true)
      window.addEventListener('pointermove', this.onPointerMove)
      window.addEventListener('pointerup', this.onPointerUp)
      window.addEventListener('pointercancel', this.onPointerCancel)
      window.addEventListener('keydown', this.onKeyDown, true)
    } else {
      this.container.removeEventListener('pointermove', this.onContainerPointerMove, true)
      window.removeEventListener('pointermove', this.onPointerMove)
      window.removeEventListener('pointerup', this.onPointerUp)
      window.removeEventListener('pointercancel', this.onPointerCancel)
      window.removeEventListener('keydown', this.onKeyDown, true)
    }
  }

  private updateCursor(): void {
    const state = this.interaction.state
    const idle = this.interaction.panMode ? 'grab' : ''
    this.container.style.cursor = CURSORS[state] ?? (state === 'idle' ? idle : '')
  }
}
