import { StateNode } from '../../state-node.ts'
import { regionAnchor, regionDuration } from '../animation-regions.ts'
import { displayEnd } from '../timeline-clips.ts'
import type { TimelineInteraction, TimelineStateId } from '../timeline-interaction.ts'
import type { TimelineInput } from '../types.ts'
import type { ClipPress } from './pressing-clip.ts'
import type { RegionResize } from './resizing-region.ts'

/** No gesture: a press starts one — on a clip, a diamond, a band's edge or empty lane space. */
export class TimelineIdle extends StateNode<TimelineInteraction, TimelineInput, TimelineStateId> {
  readonly id = 'idle' as const

  override onPointerDown(input: TimelineInput): void {
    const { target } = input
    if (input.button !== 0 || !target) return
    const { interaction } = this
    const { context } = interaction
    if (target.kind === 'empty' || target.kind === 'ruler') {
      interaction.transition(target.kind === 'empty' ? 'marquee' : 'scrubbing', input)
      return
    }
    const { key } = target
    if (target.kind === 'clip') this.selectPressed(key, input.shiftKey)
    if (context.readOnly() || context.isLocked(key)) return
    const clip = interaction.clips().get(key)
    if (!clip) return
    if (target.kind === 'region') {
      const duration = regionDuration(clip.layer, target.region)
      const anchor = regionAnchor(target.region)
      if (duration === null || anchor === null) return
      const length = displayEnd(clip, context.fillEnd()) - clip.start
      const info: RegionResize = {
        start: input,
        key,
        kind: target.region,
        anchor,
        duration,
        length,
      }
      interaction.transition('resizing-region', info)
      return
    }
    const index = target.kind === 'keyframe' ? target.index : target.keyframe
    if (index !== undefined && !clip.keyframes.some((m) => m.index === index)) return
    const press: ClipPress = {
      start: input,
      key,
      kind:
        index !== undefined
          ? 'keyframe'
          : target.kind === 'clip' && target.edge === 'start'
            ? 'trim-start'
            : target.kind === 'clip' && target.edge === 'end'
              ? 'trim-end'
              : 'move',
      keyframe: index === undefined ? null : { index, lane: target.kind === 'keyframe' },
      clickSelects: target.kind === 'clip' && !input.shiftKey,
    }
    interaction.transition('pressing-clip', press)
  }

  /** Shift adds the clip to the selection; a plain press on an unselected clip selects it. */
  private selectPressed(key: string, shift: boolean): void {
    const { editor } = this
    const selected = editor.session.selection.includes(key)
    if (shift) {
      if (!selected) editor.addToSelection([key])
    } else if (!selected) editor.select([key])
  }
}
