import type { Interaction } from './interaction.ts'
import type { PointerInput } from './types.ts'

export type StateId =
  'idle' | 'pressing' | 'moving' | 'resizing' | 'rotating' | 'marquee' | 'panning' | 'pinching'

/**
 * One gesture state, as tldraw's tool states: it reacts to pointer and key input and moves the
 * interaction to another state with `interaction.transition(id, info)`. `onEnter` receives the
 * info of that call; `onCancel` (also Escape) ends the gesture where it began.
 */
export abstract class StateNode {
  abstract readonly id: StateId

  constructor(protected readonly interaction: Interaction) {}

  protected get editor() {
    return this.interaction.context.editor
  }

  onEnter(_info: unknown): void {}
  onExit(): void {}
  onPointerDown(_input: PointerInput): void {}
  onPointerMove(_input: PointerInput): void {}
  onPointerUp(_input: PointerInput): void {}

  /** Returns whether the key was used. Escape cancels by default. */
  onKeyDown(key: string): boolean {
    return key === 'Escape' && this.onCancel()
  }

  /** Ends the gesture exactly where it began; returns whether there was one to end. */
  onCancel(): boolean {
    return false
  }
}
