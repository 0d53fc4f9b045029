import type { Keyframe, KeyframeProperties } from '../../schema/layer.ts'
import {
  KEYFRAME_DEFAULT_PROPERTIES,
  KEYFRAME_TOLERANCE_MS,
  keyframeTime,
  propertyRangeProblem,
  PROPERTY_RANGES,
} from '../../semantics/keyframe-rules.ts'
import { ANIMATABLE_PROPERTIES, layerStart, type AnimatableProperty } from '../../semantics/time.ts'
import { layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { LayerRef } from '../types.ts'
import { argsObject, finiteNumber, resolveLayer } from './args.ts'
import { defineCommand } from './define.ts'
import { layerPath } from './paths.ts'
import { checkValueAt } from './schema-check.ts'
import { animatedValuesAt } from './transform-plan.ts'

/** Properties a layer's keyframes animate (a finite number in at least one), in table order. */
export function animatedProperties(keyframes: readonly Keyframe[]): AnimatableProperty[] {
  return ANIMATABLE_PROPERTIES.filter((p) =>
    keyframes.some((kf) => {
      const v = (kf?.properties as Record<string, unknown> | null | undefined)?.[p]
      return typeof v === 'number' && Number.isFinite(v)
    }),
  )
}

/** Clamps a shown value into its property's range (alpha is shown clamped, so it is stored so). */
function inRange(p: AnimatableProperty, value: number): number {
  if (!propertyRangeProblem(p, value)) return value
  const { min = -Infinity, max = Infinity } = PROPERTY_RANGES[p]
  return Math.min(max, Math.max(min, value))
}

/**
 * "Add keyframe at current time" — the one keyframe rule (issue 29). Adds a keyframe to a layer
 * at scene time `atMs` (its timestamp: `atMs` − the layer's start, rounded to the ms) recording
 * the properties its keyframes already animate (all of KEYFRAME_DEFAULT_PROPERTIES when none
 * do), each at the value evaluation shows there, so nothing drawn changes. Refused before the
 * layer's start and within KEYFRAME_TOLERANCE_MS (half a frame) of an existing keyframe: that
 * keyframe is the one at the playhead, and edits go to it. Returns the new keyframe's index.
 */
export const addKeyframeAtPlayhead = defineCommand({
  name: 'addKeyframeAtPlayhead',
  validate(args: { layer: LayerRef; atMs: number }, doc, ctx) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    const atMs = finiteNumber(args.atMs, 'atMs')
    const layer = layerAt(doc, loc)
    const start = layerStart(layer)
    const timestamp = Math.round(atMs - start)
    if (timestamp < 0) {
      invalid(`the playhead (${atMs} ms) is before the layer's start (${start} ms)`)
    }
    const existing = layer.timeline?.key_frames ?? []
    const near = existing.find(
      (kf) => Math.abs(keyframeTime(kf) - (atMs - start)) <= KEYFRAME_TOLERANCE_MS,
    )
    if (near) {
      invalid(
        `a keyframe is already at ${keyframeTime(near)} ms, within half a frame of the playhead (${Math.round(atMs - start)} ms into the layer): edit that one`,
      )
    }
    const animated = animatedProperties(existing)
    const names = animated.length > 0 ? animated : KEYFRAME_DEFAULT_PROPERTIES
    const shown = animatedValuesAt(layer, atMs)
    const properties: Record<string, number> = {}
    for (const name of names) properties[name] = inRange(name, shown[name])
    let index = 0
    existing.forEach((kf, i) => {
      if (keyframeTime(kf) <= timestamp) index = i + 1
    })
    const keyframe: Keyframe = {
      func: 'linear',
      timestamp,
      properties: properties as KeyframeProperties,
    }
    checkValueAt(doc, [...layerPath(doc, loc), 'timeline', 'key_frames', index], keyframe)
    return { loc, index, keyframe }
  },
  perform(draft, _args, { loc, index, keyframe }) {
    const layer = layerAt(draft, loc)
    const timeline = (layer.timeline ??= {})
    const list = (timeline.key_frames ??= [])
    list.splice(index, 0, keyframe)
    return index
  },
})
