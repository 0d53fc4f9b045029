import type { EvaluatedLayer } from '../evaluate/types.ts'
import type { Box, Point } from './geometry.ts'
import { editableSelection } from './editable-selection.ts'
import { SceneLayers } from './scene-layers.ts'
import { selectionFrame, type SelectionFrame } from './selection-frame.ts'
import type { Guide } from './snapping.ts'
import type { StateId, StateNode } from './state-node.ts'
import { Idle } from './states/idle.ts'
import { Marquee } from './states/marquee.ts'
import { Moving } from './states/moving.ts'
import { Panning } from './states/panning.ts'
import { Pinching } from './states/pinching.ts'
import { Pressing } from './states/pressing.ts'
import { Resizing } from './states/resizing.ts'
import { Rotating } from './states/rotating.ts'
import type { InteractionContext, PointerInput } from './types.ts'
import { screenToCanvas } from './view.ts'

/** What a canvas draws for the gesture in progress (canvas px). */
export interface GestureFeedback {
  guides: readonly Guide[]
  marquee: Box | null
  /** How far the moving selection is from where it started. */
  offset: Point
}

const NO_FEEDBACK: GestureFeedback = Object.freeze({
  guides: Object.freeze([]) as readonly Guide[],
  marquee: null,
  offset: Object.freeze({ x: 0, y: 0 }),
})

/**
 * Direct manipulation of an Editor's document, headless: select, move with snapping, resize,
 * rotate, marquee, pan and pinch as small states. Input is pointer events in viewport screen px;
 * document changes are Editor commands inside gesture marks (one undo step per gesture, Escape
 * restores the exact document). A canvas adapter feeds it events and draws `feedback`.
 */
export class Interaction {
  /** Space held (or a pan tool): a primary-button drag pans. */
  panMode = false
  /** Called on every change of state, before the new state's onEnter (adapters prepare there). */
  onStateChange: ((state: StateId, previous: StateId) => void) | null = null
  /** Touch points by pointer id (screen px), for pinch. */
  readonly touches = new Map<number, Point>()
  private feedbackValue: GestureFeedback = NO_FEEDBACK
  private readonly scene = new SceneLayers()
  private readonly states: Record<StateId, StateNode>
  private current: StateNode

  constructor(readonly context: InteractionContext) {
    this.states = {
      idle: new Idle(this),
      pressing: new Pressing(this),
      moving: new Moving(this),
      resizing: new Resizing(this),
      rotating: new Rotating(this),
      marquee: new Marquee(this),
      panning: new Panning(this),
      pinching: new Pinching(this),
    }
    this.current = this.states.idle
  }

  get state(): StateId {
    return this.current.id
  }

  get feedback(): GestureFeedback {
    return this.feedbackValue
  }

  pointerDown(input: PointerInput): void {
    if (input.pointerType === 'touch') {
      if (input.isPrimary) this.touches.clear() // a new touch sequence: forget lifted fingers
      this.touches.set(input.pointerId, input.screen)
      if (this.touches.size === 2) {
        this.cancel()
        this.transition('pinching', undefined)
        return
      }
    }
    this.current.onPointerDown(input)
  }

  pointerMove(input: PointerInput): void {
    if (input.pointerType === 'touch' && this.touches.has(input.pointerId)) {
      this.touches.set(input.pointerId, input.screen)
    }
    this.current.onPointerMove(input)
  }

  pointerUp(input: PointerInput): void {
    this.touches.delete(input.pointerId)
    this.current.onPointerUp(input)
  }

  /** The pointer was taken away (the browser's pointercancel): cancels the gesture. */
  pointerCancel(input: PointerInput): void {
    this.touches.delete(input.pointerId)
    this.cancel()
  }

  /** Returns whether the key was used (Escape during a gesture). */
  keyDown(key: string): boolean {
    return this.current.onKeyDown(key)
  }

  /** Cancels the gesture in progress exactly; returns whether there was one. */
  cancel(): boolean {
    return this.current.onCancel()
  }

  transition(id: StateId, info: unknown): void {
    const previous = this.current
    previous.onExit()
    this.feedbackValue = NO_FEEDBACK
    this.current = this.states[id]
    this.onStateChange?.(id, previous.id)
    this.current.onEnter(info)
  }

  setFeedback(feedback: Partial<GestureFeedback>): void {
    this.feedbackValue = { ...this.feedbackValue, ...feedback }
  }

  // ---- what the states read ----

  canvasPoint(screen: Point): Point {
    return screenToCanvas(this.context.view(), screen)
  }

  /** The layers drawn at the playhead (visible, not hidden), in draw order. */
  drawnLayers(): EvaluatedLayer[] {
    const { editor, isHidden } = this.context
    return this.scene.at(editor.document, editor.session.playheadMs, isHidden)
  }

  /** Selected keys that gestures may change: not locked, not hidden, still in the document. */
  editableSelection(): string[] {
    const { editor, isLocked, isHidden } = this.context
    return editableSelection(editor, isLocked, isHidden)
  }

  /** The handles' frame around the editable selection's drawn layers; null when none is drawn. */
  selectionFrame(layers: readonly EvaluatedLayer[] = this.drawnLayers()): SelectionFrame | null {
    if (this.context.readOnly()) return null
    const keys = new Set(this.editableSelection())
    return selectionFrame(layers.filter((l) => keys.has(l.key)))
  }
}
