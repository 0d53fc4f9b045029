import type Konva from 'konva'
import { editableSelection } from './editable-layers.ts'
import { applyGeometryChanges, moveLayers } from './geometry-commands.ts'
import { zoomViewAbout } from './viewport-math.ts'
import { TransformerSnapshot } from './transformer-snapshot.ts'
import {
  DRAG_START_PX,
  SNAP_THRESHOLD_PX,
  type InteractionHost,
  type View,
} from './interaction-host.ts'
import {
  layerBounds,
  readPose,
  transformedGeometry,
  writePose,
  type NodePose,
} from './layer-geometry.ts'
import {
  boxFromPoints,
  boxesIntersect,
  snapBox,
  snapPoint,
  snapTargets,
  unionBox,
  type Box,
  type SnapTargets,
} from './snapping.ts'

interface Moving {
  key: string
  node: Konva.Node
  pose: NodePose
}

type Gesture =
  | { kind: 'press'; key: string; startX: number; startY: number; reselect: boolean }
  | {
      kind: 'drag'
      startX: number
      startY: number
      moving: Moving[]
      /** Layers whose hit graph is paused during the drag, with their `listening` before it. */
      paused: Map<Konva.Layer, boolean>
      /** Stands in for the Transformer during the move. */
      snapshot: TransformerSnapshot | null
      box: Box
      targets: SnapTargets
      dx: number
      dy: number
    }
  | { kind: 'marquee'; startX: number; startY: number; additive: boolean; moved: boolean }
  | { kind: 'pan'; startX: number; startY: number; view: View }
  | { kind: 'pinch'; distance: number; midX: number; midY: number; view: View }
  | {
      kind: 'transform'
      entries: (Moving & { transform: Konva.Transform; evaluated: Box & { r: number } })[]
      cancelled: boolean
      /** Snap targets for resize anchors: the canvas and the other visible layers. */
      targets: SnapTargets
      /** Offset of the stage content in the container (anchor positions are content-relative). */
      offset: { x: number; y: number }
    }

/**
 * Direct manipulation on a Konva stage: select, marquee, move with snapping, Transformer
 * resize/rotate, pan and zoom. During a gesture only Konva nodes change; the Editor receives one
 * batch of commands at the end inside gesture marks (one undo step); Escape puts the nodes back
 * and cancels the gesture, leaving the document untouched.
 */
export class CanvasInteraction {
  private gesture: Gesture | null = null
  private layerPressed = false
  private spaceHeld = false
  private readonly container: HTMLElement
  private transformer: Konva.Transformer | null = null
  private readonly nodeKeys = new Map<Konva.Node, string>()

  constructor(
    private readonly host: InteractionHost,
    readonly stage: Konva.Stage,
  ) {
    this.container = stage.container()
    this.container.addEventListener('pointerdown', this.onContainerPointerDown)
    this.container.addEventListener('wheel', this.onWheel, { passive: false })
  }

  dispose(): void {
    this.cancel()
    this.container.removeEventListener('pointerdown', this.onContainerPointerDown)
    this.container.removeEventListener('wheel', this.onWheel)
    this.bindTransformer(null)
  }

  get activeGesture(): Gesture['kind'] | null {
    return this.gesture?.kind ?? null
  }

  setSpaceHeld(held: boolean): void {
    this.spaceHeld = held
    this.container.style.cursor = held ? 'grab' : ''
  }

  /** Called by the canvas when a layer's node receives pointerdown. */
  onLayerPointerDown(key: string, evt: MouseEvent): void {
    const { editor, ui } = this.host
    if (this.gesture || this.spaceHeld || evt.button !== 0) return
    if (ui.getState().locked.has(key)) return // locked layers are click-through
    this.layerPressed = true
    const selection = editor.getState().session.selection
    const selected = selection.includes(key)
    if (evt.shiftKey || evt.ctrlKey || evt.metaKey) {
      if (selected) {
        editor.select(selection.filter((k) => k !== key))
        return
      }
      editor.addToSelection([key])
    } else if (!selected) {
      editor.select([key])
    }
    if (this.host.readOnly()) return
    const p = this.local(evt)
    this.gesture = {
      kind: 'press',
      key,
      startX: p.x,
      startY: p.y,
      reselect: selected && !evt.shiftKey,
    }
    this.listen()
  }

  /** Cancels the gesture in progress exactly; returns whether there was one. */
  cancel(): boolean {
    const g = this.gesture
    if (!g) return false
    if (g.kind === 'transform') {
      g.cancelled = true
      this.transformer?.stopTransform()
      // stopTransform fires transformend, which finishes; this covers a transformer already idle.
      if (this.gesture === g) this.onTransformEnd()
      return true
    }
    if (g.kind === 'drag') {
      for (const m of g.moving) writePose(m.node, m.pose)
      resume(g.paused)
      g.snapshot?.restore()
      this.redraw(g.moving)
      this.host.editor.cancelGesture()
    }
    if (g.kind === 'pan' || g.kind === 'pinch') this.host.setView(g.view)
    this.finish()
    return true
  }

  /** Zooms by `factor` about a point of the container (default: its centre). */
  zoomAt(factor: number, at?: { x: number; y: number }): void {
    const view = this.host.view()
    const p = at ?? { x: this.container.clientWidth / 2, y: this.container.clientHeight / 2 }
    this.host.setView(zoomViewAbout(view, view.zoom * factor, p))
  }

  /** Attaches the Transformer's gesture handlers and the nodes of the editable selection. */
  bindTransformer(transformer: Konva.Transformer | null): void {
    if (this.transformer === transformer) return
    this.transformer?.off('.podscene')
    this.transformer = transformer
    if (!transformer) return
    transformer.on('transformstart.podscene', this.onTransformStart)
    transformer.on('transformend.podscene', this.onTransformEnd)
    transformer.anchorDragBoundFunc(this.snapAnchor)
  }

  /** Points the Transformer at the nodes of the editable selection. */
  attachSelection(): void {
    const tr = this.transformer
    if (!tr || this.gesture?.kind === 'transform') return
    this.nodeKeys.clear()
    const nodes: Konva.Node[] = []
    if (!this.host.readOnly()) {
      for (const key of editableSelection(this.host.editor, this.host.ui)) {
        const node = this.host.nodeOf(key)
        if (!node) continue
        this.nodeKeys.set(node, key)
        nodes.push(node)
      }
    }
    tr.nodes(nodes)
    tr.getLayer()?.batchDraw()
  }

  // ---- pointer plumbing -------------------------------------------------------------------

  /** The container's client rect, read once per gesture (no layout reads during moves). */
  private rect: DOMRect | null = null

  private local(evt: { clientX: number; clientY: number }) {
    const rect = this.rect ?? this.container.getBoundingClientRect()
    return { x: evt.clientX - rect.left, y: evt.clientY - rect.top }
  }

  private toCanvas(p: { x: number; y: number }) {
    const v = this.host.view()
    return { x: (p.x - v.x) / v.zoom, y: (p.y - v.y) / v.zoom }
  }

  private listen() {
    this.rect = this.container.getBoundingClientRect()
    this.container.addEventListener('pointermove', this.onContainerPointerMove, true)
    window.addEventListener('pointermove', this.onPointerMove)
    window.addEventListener('pointerup', this.onPointerUp)
    window.addEventListener('pointercancel', this.onPointerCancel)
    window.addEventListener('keydown', this.onKeyDown, true)
  }

  private finish() {
    this.gesture = null
    this.rect = null
    this.container.removeEventListener('pointermove', this.onContainerPointerMove, true)
    window.removeEventListener('pointermove', this.onPointerMove)
    window.removeEventListener('pointerup', this.onPointerUp)
    window.removeEventListener('pointercancel', this.onPointerCancel)
    window.removeEventListener('keydown', this.onKeyDown, true)
    const overlay = this.host.overlay()
    overlay?.showGuides([])
    overlay?.showMarquee(null)
    if (!this.spaceHeld) this.container.style.cursor = ''
  }

  /** Ctrl/Cmd + wheel (and trackpad pinch, which arrives as such) zooms about the pointer; wheel pans. */
  private onWheel = (e: WheelEvent) => {
    e.preventDefault()
    if (this.gesture && this.gesture.kind !== 'press') return
    if (e.ctrlKey || e.metaKey) {
      const delta = Math.max(-50, Math.min(50, e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY))
      this.zoomAt(Math.exp(-delta * 0.01), this.local(e))
      return
    }
    const view = this.host.view()
    const dx = e.shiftKey && e.deltaX === 0 ? e.deltaY : e.deltaX
    const dy = e.shiftKey && e.deltaX === 0 ? 0 : e.deltaY
    this.host.setView({ ...view, x: view.x - dx, y: view.y - dy })
  }

  private onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    e.preventDefault()
    e.stopPropagation()
    this.cancel()
  }

  private onPointerCancel = (e: PointerEvent) => {
    this.touches.delete(e.pointerId)
    this.cancel()
  }

  /** Touch points on the canvas by pointer id (container coordinates), for pinch zoom. */
  private readonly touches = new Map<number, { x: number; y: number }>()

  private onContainerPointerDown = (e: PointerEvent) => {
    const layerPressed = this.layerPressed
    this.layerPressed = false
    if (e.pointerType === 'touch') {
      if (e.isPrimary) this.touches.clear() // a new touch sequence: forget lifted fingers
      this.touches.set(e.pointerId, this.local(e))
      if (this.touches.size === 2) {
        this.startPinch()
        return
      }
    }
    if (this.gesture) return
    const p = this.local(e)
    if (e.button === 1 || (e.button === 0 && this.spaceHeld)) {
      e.preventDefault()
      this.gesture = { kind: 'pan', startX: p.x, startY: p.y, view: this.host.view() }
      this.container.style.cursor = 'grabbing'
      this.listen()
      return
    }
    if (e.button !== 0 || layerPressed || this.hitsTransformer(e)) return
    const additive = e.shiftKey || e.ctrlKey || e.metaKey
    this.gesture = { kind: 'marquee', startX: p.x, startY: p.y, additive, moved: false }
    this.listen()
  }

  private hitsTransformer(e: PointerEvent): boolean {
    this.stage.setPointersPositions(e)
    const pos = this.stage.getPointerPosition()
    let node: Konva.Node | null = pos ? this.stage.getIntersection(pos) : null
    while (node) {
      if (node.getClassName() === 'Transformer') return true
      node = node.getParent()
    }
    return false
  }

  private startPinch() {
    if (this.gesture) this.cancel()
    const [a, b] = [...this.touches.values()] as [
      { x: number; y: number },
      { x: number; y: number },
    ]
    this.gesture = {
      kind: 'pinch',
      distance: Math.max(1, Math.hypot(b.x - a.x, b.y - a.y)),
      midX: (a.x + b.x) / 2,
      midY: (a.y + b.y) / 2,
      view: this.host.view(),
    }
    this.listen()
  }

  /** Two fingers: zoom by the change of their distance, pan with their midpoint. */
  private movePinch(g: Extract<Gesture, { kind: 'pinch' }>) {
    const [a, b] = [...this.touches.values()]
    if (!a || !b) return
    const zoom = (g.view.zoom * Math.hypot(b.x - a.x, b.y - a.y)) / g.distance
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
    this.host.setView(zoomViewAbout(g.view, zoom, { x: g.midX, y: g.midY }, mid))
  }

  /**
   * During a move the canvas owns the pointer: moves over it are handled here and go no further,
   * so Konva skips its hover processing (a pointer position read and a hit test per move).
   */
  private onContainerPointerMove = (e: PointerEvent) => {
    if (this.gesture?.kind !== 'drag') return
    e.stopPropagation()
    this.onPointerMove(e)
  }

  private onPointerMove = (e: PointerEvent) => {
    const g = this.gesture
    if (!g) return
    const p = this.local(e)
    if (e.pointerType === 'touch' && this.touches.has(e.pointerId)) this.touches.set(e.pointerId, p)
    if (g.kind === 'pinch') {
      this.movePinch(g)
      return
    }
    if (g.kind === 'press') {
      if (Math.hypot(p.x - g.startX, p.y - g.startY) < DRAG_START_PX) return
      this.startDrag(g.startX, g.startY)
    }
    const current = this.gesture
    if (current?.kind === 'drag') this.moveDrag(current, p, e.altKey)
    else if (current?.kind === 'marquee') this.moveMarquee(current, p)
    else if (current?.kind === 'pan') {
      this.host.setView({
        ...current.view,
        x: current.view.x + p.x - current.startX,
        y: current.view.y + p.y - current.startY,
      })
    }
  }

  private onPointerUp = (e: PointerEvent) => {
    this.touches.delete(e.pointerId)
    const g = this.gesture
    if (!g) return
    if (g.kind === 'pinch') {
      if (this.touches.size < 2) this.finish()
      return
    }
    if (g.kind === 'press') {
      if (g.reselect) this.host.editor.select([g.key])
    } else if (g.kind === 'drag') {
      this.endDrag(g)
    } else if (g.kind === 'marquee') {
      this.endMarquee(g, this.local(e))
    }
    if (g.kind !== 'transform') this.finish()
  }

  // ---- move ------------------------------------------------------------------------------

  private startDrag(startX: number, startY: number) {
    const { editor, ui } = this.host
    const keys = new Set(editableSelection(editor, ui))
    const moving: Moving[] = []
    const boxes: Box[] = []
    const others: Box[] = []
    for (const layer of this.host.layers()) {
      if (!layer.visible || ui.getState().hidden.has(layer.key)) continue
      if (!keys.has(layer.key)) {
        others.push(layerBounds(layer))
        continue
      }
      const node = this.host.nodeOf(layer.key)
      if (!node) continue
      moving.push({ key: layer.key, node, pose: readPose(node) })
      boxes.push(layerBounds(layer))
    }
    const box = unionBox(boxes)
    if (!box) {
      this.gesture = null
      return
    }
    const { width, height } = this.host.canvasSize()
    editor.beginGesture()
    this.container.style.cursor = 'move'
    // No hit tests happen on the content during a drag (moves come from window events), so its
    // hit graph is not redrawn each frame: that halves the cost of a frame on large scenes.
    const paused = new Map<Konva.Layer, boolean>()
    for (const m of moving) {
      const layer = m.node.getLayer()
      if (layer && !paused.has(layer)) paused.set(layer, layer.listening())
    }
    for (const layer of paused.keys()) layer.listening(false)
    this.gesture = {
      kind: 'drag',
      startX,
      startY,
      moving,
      paused,
      snapshot: this.transformer ? TransformerSnapshot.take(this.transformer) : null,
      box,
      targets: snapTargets(width, height, others),
      dx: 0,
      dy: 0,
    }
  }

  private moveDrag(
    g: Extract<Gesture, { kind: 'drag' }>,
    p: { x: number; y: number },
    free: boolean,
  ) {
    const zoom = this.host.view().zoom
    let dx = (p.x - g.startX) / zoom
    let dy = (p.y - g.startY) / zoom
    let guides: ReturnType<typeof snapBox>['guides'] = []
    if (!free) {
      const moved = { ...g.box, x: g.box.x + dx, y: g.box.y + dy }
      const snap = snapBox(moved, g.targets, SNAP_THRESHOLD_PX / zoom)
      dx += snap.dx
      dy += snap.dy
      guides = snap.guides
    }
    g.dx = dx
    g.dy = dy
    for (const m of g.moving) m.node.position({ x: m.pose.x + dx, y: m.pose.y + dy })
    g.snapshot?.moveTo(dx, dy)
    this.redraw(g.moving)
    this.host.overlay()?.showGuides(guides)
  }

  private endDrag(g: Extract<Gesture, { kind: 'drag' }>) {
    const { editor } = this.host
    for (const m of g.moving) writePose(m.node, m.pose)
    resume(g.paused)
    g.snapshot?.restore()
    this.redraw(g.moving)
    if (g.dx === 0 && g.dy === 0) {
      editor.cancelGesture()
      return
    }
    moveLayers(
      editor,
      g.moving.map((m) => m.key),
      g.dx,
      g.dy,
    )
    editor.commitGesture()
  }

  private redraw(moving: Moving[]) {
    const layers = new Set(moving.map((m) => m.node.getLayer()))
    for (const l of layers) l?.batchDraw()
    this.transformer?.getLayer()?.batchDraw()
  }

  // ---- marquee ---------------------------------------------------------------------------

  private moveMarquee(g: Extract<Gesture, { kind: 'marquee' }>, p: { x: number; y: number }) {
    if (!g.moved && Math.hypot(p.x - g.startX, p.y - g.startY) < DRAG_START_PX) return
    g.moved = true
    const a = this.toCanvas({ x: g.startX, y: g.startY })
    const b = this.toCanvas(p)
    this.host.overlay()?.showMarquee(boxFromPoints(a.x, a.y, b.x, b.y))
  }

  private endMarquee(g: Extract<Gesture, { kind: 'marquee' }>, p: { x: number; y: number }) {
    const { editor, ui } = this.host
    if (!g.moved) {
      if (!g.additive) editor.clearSelection()
      return
    }
    const a = this.toCanvas({ x: g.startX, y: g.startY })
    const b = this.toCanvas(p)
    const area = boxFromPoints(a.x, a.y, b.x, b.y)
    const { locked, hidden } = ui.getState()
    const hits = this.host
      .layers()
      .filter((l) => l.visible && !locked.has(l.key) && !hidden.has(l.key))
      .filter((l) => boxesIntersect(layerBounds(l), area))
      .map((l) => l.key)
    if (g.additive) editor.addToSelection(hits)
    else editor.select(hits)
  }

  // ---- resize and rotate -----------------------------------------------------------------

  private onTransformStart = () => {
    const tr = this.transformer
    if (!tr) return
    if (this.gesture) this.cancel()
    const evaluated = new Map(this.host.layers().map((l) => [l.key, l]))
    const entries: Extract<Gesture, { kind: 'transform' }>['entries'] = []
    for (const node of tr.nodes()) {
      const key = this.nodeKeys.get(node)
      const layer = key ? evaluated.get(key) : undefined
      if (!key || !layer) continue
      entries.push({
        key,
        node,
        pose: readPose(node),
        transform: node.getTransform().copy(),
        evaluated: { x: layer.x, y: layer.y, w: layer.w, h: layer.h, r: layer.r },
      })
    }
    const keys = new Set(entries.map((e) => e.key))
    const others = this.host
      .layers()
      .filter((l) => l.visible && !keys.has(l.key))
      .map(layerBounds)
    const { width, height } = this.host.canvasSize()
    const rect = this.container.getBoundingClientRect()
    const content = this.stage.content.getBoundingClientRect()
    this.host.editor.beginGesture()
    this.gesture = {
      kind: 'transform',
      entries,
      cancelled: false,
      targets: snapTargets(width, height, others),
      offset: { x: content.left - rect.left, y: content.top - rect.top },
    }
    window.addEventListener('keydown', this.onKeyDown, true)
  }

  private onTransformEnd = () => {
    const g = this.gesture
    if (g?.kind !== 'transform') return
    const { editor } = this.host
    const changes = g.cancelled
      ? []
      : g.entries.map((e) => ({
          key: e.key,
          before: e.evaluated,
          after: transformedGeometry(e.node, e.pose, e.evaluated, e.transform),
        }))
    for (const e of g.entries) writePose(e.node, e.pose)
    this.redraw(g.entries)
    this.finish()
    if (g.cancelled || changes.length === 0) {
      editor.cancelGesture()
      this.attachSelection()
      return
    }
    applyGeometryChanges(editor, changes)
    editor.commitGesture()
  }

  /** Snaps a dragged resize anchor to the canvas and other layers (unrotated layers only). */
  private snapAnchor = (
    _old: Konva.Vector2d,
    next: Konva.Vector2d,
    evt: MouseEvent | undefined,
  ): Konva.Vector2d => {
    const tr = this.transformer
    const g = this.gesture
    if (!tr || g?.kind !== 'transform' || evt?.altKey || Math.abs(tr.rotation() % 90) > 0.5) {
      this.host.overlay()?.showGuides([])
      return next
    }
    const view = this.host.view()
    const p = this.toCanvas({ x: next.x + g.offset.x, y: next.y + g.offset.y })
    const snap = snapPoint(p, g.targets, SNAP_THRESHOLD_PX / view.zoom)
    this.host.overlay()?.showGuides(snap.guides)
    return { x: next.x + snap.dx * view.zoom, y: next.y + snap.dy * view.zoom }
  }
}

function resume(paused: Map<Konva.Layer, boolean>) {
  for (const [layer, listening] of paused) layer.listening(listening)
}
