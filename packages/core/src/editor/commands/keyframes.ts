import { layerAt } from '../document.ts'
import type { Keyframe, KeyframeProperties } from '../../schema/layer.ts'
import type { EditorDocument, LayerLocation, LayerRef } from '../types.ts'
import { argsObject, resolveLayer } from './args.ts'
import { defineCommand } from './define.ts'
import { cloneJson } from './json.ts'
import { layerPath } from './paths.ts'
import { checkValueAt } from './schema-check.ts'
import {
  checkEasing,
  checkKeyframeProperties,
  checkTimestamp,
  resolveKeyframe,
} from './keyframe-args.ts'

function keyframesOf(draft: EditorDocument, loc: LayerLocation): Keyframe[] {
  const layer = layerAt(draft, loc)
  const timeline = (layer.timeline ??= {})
  return (timeline.key_frames ??= [])
}

function keyframeAt(draft: EditorDocument, loc: LayerLocation, index: number): Keyframe {
  return keyframesOf(draft, loc)[index]!
}

/**
 * Adds a keyframe (timestamp in ms after the layer's start). It is stored after the last
 * keyframe whose timestamp is ≤ its own. Returns its index in `key_frames`.
 */
export const addKeyframe = defineCommand({
  name: 'addKeyframe',
  validate(
    args: { layer: LayerRef; timestamp: number; properties?: KeyframeProperties; func?: string },
    doc,
    ctx,
  ) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    const timestamp = checkTimestamp(args.timestamp)
    if (args.properties !== undefined) checkKeyframeProperties(args.properties)
    if (args.func !== undefined) checkEasing(args.func)
    const existing = layerAt(doc, loc).timeline?.key_frames ?? []
    let index = 0
    existing.forEach((kf, i) => {
      if (typeof kf?.timestamp === 'number' && kf.timestamp <= timestamp) index = i + 1
    })
    const keyframe = { func: args.func ?? 'linear', timestamp, properties: args.properties ?? {} }
    checkValueAt(doc, [...layerPath(doc, loc), 'timeline', 'key_frames', index], keyframe)
    return { loc, index }
  },
  perform(draft, args, { loc, index }) {
    const keyframe: Keyframe = {
      func: args.func ?? 'linear',
      timestamp: args.timestamp,
      properties: cloneJson(args.properties ?? {}),
    }
    keyframesOf(draft, loc).splice(index, 0, keyframe)
    return index
  },
})

/** Merges properties into a keyframe (a property set to `undefined` is removed) and/or sets func. */
export const updateKeyframe = defineCommand({
  name: 'updateKeyframe',
  validate(
    args: { layer: LayerRef; index: number; properties?: KeyframeProperties; func?: string },
    doc,
    ctx,
  ) {
    argsObject(args)
    const at = resolveKeyframe(args, doc, ctx)
    if (args.properties !== undefined) {
      const props = { ...args.properties } as Record<string, unknown>
      for (const k of Object.keys(props)) if (props[k] === undefined) delete props[k]
      checkKeyframeProperties(props)
    }
    if (args.func !== undefined) checkEasing(args.func)
    const properties = [...layerPath(doc, at.loc), 'timeline', 'key_frames', at.index, 'properties']
    for (const [name, value] of Object.entries(args.properties ?? {})) {
      if (value !== undefined) checkValueAt(doc, [...properties, name], value, `properties.${name}`)
    }
    return at
  },
  perform(draft, args, { loc, index }) {
    const keyframe = keyframeAt(draft, loc, index)
    if (args.properties !== undefined) {
      const properties = (keyframe.properties ??= {}) as Record<string, unknown>
      for (const [name, value] of Object.entries(args.properties)) {
        if (value === undefined) delete properties[name]
        else properties[name] = cloneJson(value)
      }
    }
    if (args.func !== undefined) keyframe.func = args.func
  },
})

export const removeKeyframe = defineCommand({
  name: 'removeKeyframe',
  validate(args: { layer: LayerRef; index: number }, doc, ctx) {
    argsObject(args)
    return resolveKeyframe(args, doc, ctx)
  },
  perform(draft, _args, { loc, index }) {
    keyframesOf(draft, loc).splice(index, 1)
  },
})

/** Moves a keyframe in time; the stored order is kept (evaluation sorts by timestamp). */
export const retimeKeyframe = defineCommand({
  name: 'retimeKeyframe',
  validate(args: { layer: LayerRef; index: number; timestamp: number }, doc, ctx) {
    argsObject(args)
    const at = resolveKeyframe(args, doc, ctx)
    checkTimestamp(args.timestamp)
    return at
  },
  perform(draft, args, { loc, index }) {
    keyframeAt(draft, loc, index).timestamp = args.timestamp
  },
})

/** Sets the easing from this keyframe to the next one. */
export const setKeyframeEasing = defineCommand({
  name: 'setKeyframeEasing',
  validate(args: { layer: LayerRef; index: number; func: string }, doc, ctx) {
    argsObject(args)
    const at = resolveKeyframe(args, doc, ctx)
    checkEasing(args.func)
    return at
  },
  perform(draft, args, { loc, index }) {
    keyframeAt(draft, loc, index).func = args.func
  },
})
