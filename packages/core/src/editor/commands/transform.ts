import { ANIMATABLE_PROPERTIES, type AnimatableProperty } from '../../semantics/time.ts'
import { layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { EditorDocument, LayerLocation, LayerRef } from '../types.ts'
import { argsObject, describe, finiteNumber, plainObject, resolveLayer } from './args.ts'
import { defineCommand } from './define.ts'
import { produceDirectly } from '../direct-produce.ts'
import { produceTransform } from './transform-direct.ts'
import { layerPath } from './paths.ts'
import { checkValueAt } from './schema-check.ts'
import {
  applyTransformPlan,
  planTransform,
  type AnimatedValues,
  type TransformPlan,
} from './transform-plan.ts'

/** One layer's new values as evaluation should show them: `{layer, x?, y?, w?, …}`. */
export type LayerTransform = { layer: LayerRef } & AnimatedValues

const RANGES: Partial<Record<AnimatableProperty, [number, number]>> = {
  w: [0, Infinity],
  h: [0, Infinity],
  scale: [0, Infinity],
  gauss: [0, Infinity],
  alpha: [0, 1],
  volume: [0, 1],
}

function checkValues(change: Record<string, unknown>, at: string): AnimatedValues {
  const values: AnimatedValues = {}
  for (const [name, value] of Object.entries(change)) {
    if (name === 'layer') continue
    if (!(ANIMATABLE_PROPERTIES as readonly string[]).includes(name)) {
      invalid(`${at}: unknown property ${describe(name)} (${ANIMATABLE_PROPERTIES.join(', ')})`)
    }
    const [min, max] = RANGES[name as AnimatableProperty] ?? [-Infinity, Infinity]
    const v = finiteNumber(value, `${at}.${name}`)
    if (v < min || v > max) {
      invalid(`${at}.${name} must be in ${min}..${max === Infinity ? '∞' : max}, got ${v}`)
    }
    values[name as AnimatableProperty] = v
  }
  if (Object.keys(values).length === 0) invalid(`${at}: give at least one property`)
  return values
}

/** Checks each value a plan writes against the schema of its place. */
export function checkTransformPlan(
  doc: EditorDocument,
  loc: LayerLocation,
  plan: TransformPlan,
): void {
  const path = layerPath(doc, loc)
  for (const [name, value] of Object.entries(plan.own)) checkValueAt(doc, [...path, name], value)
  for (const { index, property, value } of plan.keyed) {
    const at = [...path, 'timeline', 'key_frames', index, 'properties', property]
    checkValueAt(doc, at, value, `properties.${property}`)
  }
  if (plan.added) {
    const at = [...path, 'timeline', 'key_frames', plan.added.index]
    checkValueAt(doc, at, plan.added.keyframe, 'keyframe')
  }
}

/**
 * Sets animated properties (x, y, w, h, r, alpha, scale, gauss, volume) of layers to the values
 * evaluation should show at scene time `atMs` — the keyframe-value rule of `transform-plan.ts`:
 * on a keyframe its value, between keyframes a new keyframe, not keyframed the layer's own
 * field. The counterpart of translateLayers (which moves the whole motion). One step.
 */
export const transformLayers = defineCommand({
  name: 'transformLayers',
  validate(args: { changes: LayerTransform[]; atMs: number }, doc, ctx) {
    argsObject(args)
    const atMs = finiteNumber(args.atMs, 'atMs', 0)
    if (!Array.isArray(args.changes)) {
      invalid(`changes must be an array of {layer, x?, y?, …}, got ${describe(args.changes)}`)
    }
    const seen = new Set<string>()
    return args.changes.map((raw, i) => {
      const change = plainObject(raw, `changes[${i}]`)
      const loc = resolveLayer(change.layer, doc, ctx, `changes[${i}].layer`)
      const id = `${loc.track}/${loc.index}`
      if (seen.has(id)) invalid(`changes[${i}]: the layer is changed twice`)
      seen.add(id)
      const plan = planTransform(
        layerAt(doc, loc),
        atMs,
        checkValues(change, `changes[${i}]`),
        `changes[${i}]`,
      )
      checkTransformPlan(doc, loc, plan)
      return { loc, plan }
    })
  },
  perform(draft, _args, plans) {
    for (const { loc, plan } of plans) {
      if (Object.keys(plan.own).length > 0 || plan.keyed.length > 0 || plan.added) {
        applyTransformPlan(layerAt(draft, loc), plan)
      }
    }
  },
})

// Run on every pointer move of a drag: copied by hand rather than through an immer draft.
produceDirectly(transformLayers, produceTransform)
