import { StateNode } from '../state-node.ts'
import type { PointerInput } from '../types.ts'
import type { View } from '../view.ts'

/** Middle-button or Space drag: the view follows the pointer; Escape puts it back. */
export class Panning extends StateNode {
  readonly id = 'panning' as const
  private start: PointerInput | null = null
  private view: View | null = null

  override onEnter(start: PointerInput): void {
    this.start = start
    this.view = this.interaction.context.view()
  }

  override onPointerMove(input: PointerInput): void {
    const { x, y } = this.start!.screen
    const view = this.view!
    this.interaction.context.setView({
      ...view,
      x: view.x + input.screen.x - x,
      y: view.y + input.screen.y - y,
    })
  }

  override onPointerUp(): void {
    this.interaction.transition('idle', undefined)
  }

  override onCancel(): boolean {
    this.interaction.context.setView(this.view!)
    this.interaction.transition('idle', undefined)
    return true
  }
}
