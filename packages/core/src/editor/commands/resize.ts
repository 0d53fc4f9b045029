import { KNOWN_ASPECT_RATIOS, type KnownAspectRatio } from '../../semantics/canvas.ts'
import { applyResizeWrite, planResize } from '../../layout/resize-layout.ts'
import { invalid } from '../errors.ts'
import { argsObject, describe } from './args.ts'
import { defineCommand } from './define.ts'

/**
 * Changes the template's `aspect_ratio` and lays every layer out again by the resize rule
 * (`layout/resize-layout.ts`): one command, so one undo step. Nothing is written when the
 * template already has that ratio.
 */
export const resizeCanvas = defineCommand({
  name: 'resizeCanvas',
  validate(args: { aspectRatio: KnownAspectRatio }, doc) {
    argsObject(args)
    if (!KNOWN_ASPECT_RATIOS.includes(args.aspectRatio))
      invalid(
        `aspectRatio must be one of ${KNOWN_ASPECT_RATIOS.join(', ')}, got ${describe(args.aspectRatio)}`,
      )
    try {
      return planResize(doc, args.aspectRatio)
    } catch (error) {
      return invalid(`cannot resize: ${(error as Error).message}`)
    }
  },
  perform(draft, _args, writes) {
    for (const write of writes) applyResizeWrite(draft, write)
  },
})
