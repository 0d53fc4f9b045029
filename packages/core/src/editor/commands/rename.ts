import { layerAt, trackAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { CommandContext, EditorDocument, LayerRef, TrackRef } from '../types.ts'
import { argsObject, resolveLayer, resolveTrack, stringValue } from './args.ts'
import { defineCommand } from './define.ts'

/** A name as given, trimmed; an empty one is refused. */
function checkedName(value: unknown): string {
  const name = stringValue(value, 'name').trim()
  if (name === '') invalid('name must not be empty')
  return name
}

/**
 * Names a layer (`name`, a field the spec does not define, kept like any unknown field; the
 * layer list and timeline show it). The name is trimmed; an empty one is refused.
 */
export const renameLayer = defineCommand({
  name: 'renameLayer',
  validate(args: { layer: LayerRef; name: string }, doc: EditorDocument, ctx: CommandContext) {
    argsObject(args)
    return { loc: resolveLayer(args.layer, doc, ctx), name: checkedName(args.name) }
  },
  perform(draft, _args, { loc, name }) {
    ;(layerAt(draft, loc) as { name?: unknown }).name = name
  },
})

/** Names a track (`name`, kept like any unknown field). Trimmed; an empty one is refused. */
export const renameTrack = defineCommand({
  name: 'renameTrack',
  validate(args: { track: TrackRef; name: string }, doc: EditorDocument) {
    argsObject(args)
    return { position: resolveTrack(args.track, doc), name: checkedName(args.name) }
  },
  perform(draft, _args, { position, name }) {
    ;(trackAt(draft, position) as { name?: unknown }).name = name
  },
})
