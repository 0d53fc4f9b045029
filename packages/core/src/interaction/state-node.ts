import type { Editor } from '../editor/editor.ts'
import type { Interaction } from './interaction.ts'
import type { PointerInput } from './types.ts'

export type StateId =
  'idle' | 'pressing' | 'moving' | 'resizing' | 'rotating' | 'marquee' | 'panning' | 'pinching'

/**
 * One gesture state, as tldraw's tool states: it reacts to pointer and key input and moves the
 * interaction to another state with `interaction.transition(id, info)`. `onEnter` receives the
 * info of that call; `onCancel` (also Escape) ends the gesture where it began. The defaults are
 * the canvas's (`Interaction`, screen-px `PointerInput`); the timeline's states use the same base
 * with `TimelineInteraction` and its ms-based `TimelineInput`.
 */
export abstract class StateNode<
  Owner extends { readonly context: { readonly editor: Editor } } = Interaction,
  Input = PointerInput,
  Id extends string = StateId,
> {
  abstract readonly id: Id

  constructor(protected readonly interaction: Owner) {}

  protected get editor(): Editor {
    return this.interaction.context.editor
  }

  onEnter(_info: unknown): void {}
  onExit(): void {}
  onPointerDown(_input: Input): void {}
  onPointerMove(_input: Input): void {}
  onPointerUp(_input: Input): void {}

  /** Returns whether the key was used. Escape cancels by default. */
  onKeyDown(key: string): boolean {
    return key === 'Escape' && this.onCancel()
  }

  /** Ends the gesture exactly where it began; returns whether there was one to end. */
  onCancel(): boolean {
    return false
  }
}
