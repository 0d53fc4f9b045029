import { distance } from '../geometry.ts'
import { StateNode } from '../state-node.ts'
import { DRAG_START_PX, type PointerInput } from '../types.ts'

export interface PressInfo {
  input: PointerInput
  key: string
  /** Pressed on an already selected layer: a click without a move selects only it. */
  reselect: boolean
}

/** A layer is pressed: a move past DRAG_START_PX starts moving the selection; a release clicks. */
export class Pressing extends StateNode {
  readonly id = 'pressing' as const
  private info: PressInfo | null = null

  override onEnter(info: PressInfo): void {
    this.info = info
  }

  override onPointerMove(input: PointerInput): void {
    const start = this.info!.input
    if (distance(start.screen, input.screen) < DRAG_START_PX) return
    this.interaction.transition('moving', start)
    this.interaction.pointerMove(input)
  }

  override onPointerUp(): void {
    const { key, reselect } = this.info!
    if (reselect) this.editor.select([key])
    this.interaction.transition('idle', undefined)
  }

  override onCancel(): boolean {
    this.interaction.transition('idle', undefined)
    return true
  }
}
