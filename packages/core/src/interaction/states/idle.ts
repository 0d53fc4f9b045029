import { coversCanvas } from '../geometry.ts'
import { topmostAt } from '../scene-layers.ts'
import { handleAt } from '../selection-frame.ts'
import { StateNode } from '../state-node.ts'
import type { PointerInput } from '../types.ts'

/** No gesture: a press starts one — pan, a handle, a layer (selection) or the marquee. */
export class Idle extends StateNode {
  readonly id = 'idle' as const

  override onPointerDown(input: PointerInput): void {
    const { interaction } = this
    const { context } = interaction
    if (input.button === 1 || (input.button === 0 && interaction.panMode)) {
      interaction.transition('panning', input)
      return
    }
    if (input.button !== 0) return
    const point = interaction.canvasPoint(input.screen)
    const layers = interaction.drawnLayers()
    const frame = interaction.selectionFrame(layers)
    const handle = frame && handleAt(frame, point, context.view().zoom)
    if (handle) {
      interaction.transition(handle === 'rotater' ? 'rotating' : 'resizing', { input, handle })
      return
    }
    const target = input.target ?? {
      kind: 'layer' as const,
      key: topmostAt(layers, point)?.key ?? '',
    }
    // Locked layers are click-through: pressing one starts a marquee as on empty canvas.
    if (target.kind === 'layer' && target.key !== '' && !context.isLocked(target.key)) {
      // A background (covering the whole canvas) that is not selected: a drag on it draws a
      // marquee, as on empty canvas; a click still selects it.
      const drawn = layers.find((l) => l.key === target.key)
      const plain = !input.shiftKey && !input.ctrlKey && !input.metaKey
      if (plain && drawn && coversCanvas(drawn, context.canvasSize())) {
        if (!this.editor.session.selection.includes(target.key)) {
          interaction.transition('marquee', { ...input, clickSelects: target.key })
          return
        }
      }
      this.pressLayer(target.key, input)
      return
    }
    interaction.transition('marquee', input)
  }

  private pressLayer(key: string, input: PointerInput): void {
    const { editor } = this
    const selection = editor.session.selection
    const selected = selection.includes(key)
    if (input.shiftKey || input.ctrlKey || input.metaKey) {
      if (selected) {
        editor.select(selection.filter((k) => k !== key))
        return
      }
      editor.addToSelection([key])
    } else if (!selected) {
      editor.select([key])
    }
    if (this.interaction.context.readOnly()) return
    this.interaction.transition('pressing', { input, key, reselect: selected && !input.shiftKey })
  }
}
