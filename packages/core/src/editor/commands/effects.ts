import type { AnimationPreset } from '../../schema/layer-prop.ts'
import { isKnownTransition, KNOWN_TRANSITIONS } from '../../semantics/transitions.ts'
import { layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { LayerRef } from '../types.ts'
import { argsObject, describe, finiteNumber, jsonValue, plainObject, resolveLayer } from './args.ts'
import { defineCommand } from './define.ts'
import { cloneJson } from './json.ts'
import { layerPath } from './paths.ts'
import { checkValueAt } from './schema-check.ts'

function checkEffectName(value: unknown, name: string): string {
  if (typeof value !== 'string' || !isKnownTransition(value)) {
    invalid(`${name} must be one of ${KNOWN_TRANSITIONS.join(', ')}, got ${describe(value)}`)
  }
  return value
}

function checkEffectList(value: unknown, name: string): void {
  if (!Array.isArray(value))
    invalid(`${name} must be an array of effect names, got ${describe(value)}`)
  value.forEach((v, i) => checkEffectName(v, `${name}[${i}]`))
}

export interface CrossArgs {
  in?: string[]
  in_time?: number
  out?: string[]
  out_time?: number
}

/** Sets the layer's cross transitions (`timeline.cross`); fields not given are kept. */
export const setCross = defineCommand({
  name: 'setCross',
  validate(args: { layer: LayerRef } & CrossArgs, doc, ctx) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    if ([args.in, args.in_time, args.out, args.out_time].every((v) => v === undefined)) {
      invalid('give at least one of in, in_time, out, out_time')
    }
    if (args.in !== undefined) checkEffectList(args.in, 'in')
    if (args.out !== undefined) checkEffectList(args.out, 'out')
    if (args.in_time !== undefined) finiteNumber(args.in_time, 'in_time', 0)
    if (args.out_time !== undefined) finiteNumber(args.out_time, 'out_time', 0)
    return loc
  },
  perform(draft, args, loc) {
    const timeline = (layerAt(draft, loc).timeline ??= {})
    const cross = (timeline.cross ??= {})
    if (args.in !== undefined) cross.in = [...args.in]
    if (args.in_time !== undefined) cross.in_time = args.in_time
    if (args.out !== undefined) cross.out = [...args.out]
    if (args.out_time !== undefined) cross.out_time = args.out_time
  },
})

export type AnimationSlot = 'enter' | 'leave' | 'cycle'
const SLOTS: readonly AnimationSlot[] = ['enter', 'leave', 'cycle']

/** Sets (or with `null` removes) an animation preset of `prop.animationInfo`. */
export const setAnimationPreset = defineCommand({
  name: 'setAnimationPreset',
  validate(
    args: { layer: LayerRef; slot: AnimationSlot; preset: AnimationPreset | null },
    doc,
    ctx,
  ) {
    argsObject(args)
    const loc = resolveLayer(args.layer, doc, ctx)
    if (!SLOTS.includes(args.slot))
      invalid(`slot must be one of ${SLOTS.join(', ')}, got ${describe(args.slot)}`)
    if (args.preset !== null) {
      const preset = plainObject(args.preset, 'preset')
      jsonValue(preset, 'preset')
      finiteNumber(preset.duration, 'preset.duration', 0)
      checkEffectName(preset.effectType, 'preset.effectType')
      checkValueAt(
        doc,
        [...layerPath(doc, loc), 'prop', 'animationInfo', args.slot],
        preset,
        'preset',
      )
    }
    return loc
  },
  perform(draft, args, loc) {
    const layer = layerAt(draft, loc)
    if (args.preset === null) {
      const info = layer.prop?.animationInfo
      if (info && args.slot in info) delete info[args.slot]
      return
    }
    const prop = (layer.prop ??= {})
    const info = (prop.animationInfo ??= {})
    info[args.slot] = cloneJson(args.preset)
  },
})
