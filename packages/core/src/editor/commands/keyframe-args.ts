import { parseEasing } from '../../semantics/easing.ts'
import { ANIMATABLE_PROPERTIES } from '../../semantics/time.ts'
import { propertyRangeProblem } from '../../semantics/keyframe-rules.ts'
import { layerAt } from '../document.ts'
import { invalid, outOfRange } from '../errors.ts'
import type { CommandContext, EditorDocument, LayerLocation } from '../types.ts'
import { describe, finiteNumber, jsonValue, plainObject, resolveLayer } from './args.ts'

/** Checks a keyframe `func`: a name evaluation understands, or a valid cubic-bezier. */
export function checkEasing(func: unknown): string {
  if (typeof func !== 'string') invalid(`func must be a string, got ${describe(func)}`)
  const parsed = parseEasing(func)
  if (!parsed.known) invalid(`func: ${parsed.problem ?? `unknown easing "${func}"`}`)
  return func
}

/**
 * Checks keyframe properties: JSON, animated ones (x, y, w, h, r, alpha, scale…) finite numbers
 * within core's one range table (`PROPERTY_RANGES`).
 */
export function checkKeyframeProperties(value: unknown): Record<string, unknown> {
  const properties = plainObject(value, 'properties')
  jsonValue(properties, 'properties')
  for (const name of ANIMATABLE_PROPERTIES) {
    const v = properties[name]
    if (v === undefined || v === null) continue
    const n = finiteNumber(v, `properties.${name}`)
    const problem = propertyRangeProblem(name, n)
    if (problem) outOfRange(`properties.${name} ${problem}`)
  }
  return properties
}

export function checkTimestamp(value: unknown): number {
  return finiteNumber(value, 'timestamp', 0)
}

/** Resolves a layer and one of its keyframes by index in the stored `key_frames` array. */
export function resolveKeyframe(
  args: { layer: unknown; index: unknown },
  doc: EditorDocument,
  ctx: CommandContext,
): { loc: LayerLocation; index: number } {
  const loc = resolveLayer(args.layer, doc, ctx)
  const count = layerAt(doc, loc).timeline?.key_frames?.length ?? 0
  const index = args.index
  if (typeof index !== 'number' || !Number.isInteger(index)) {
    invalid(`keyframe index must be an integer, got ${describe(index)}`)
  }
  if (index < 0 || index >= count) {
    outOfRange(
      `keyframe ${index} not found (the layer has ${count} keyframe${count === 1 ? '' : 's'})`,
    )
  }
  return { loc, index }
}
