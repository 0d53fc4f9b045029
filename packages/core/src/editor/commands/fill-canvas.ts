import { canvasSizeOf, layerAt } from '../document.ts'
import type { LayerLocation, LayerRef } from '../types.ts'
import { argsObject, finiteNumber, resolveLayers } from './args.ts'
import { defineCommand } from './define.ts'
import { layerPath } from './paths.ts'
import { checkValueAt } from './schema-check.ts'
import { checkTransformPlan } from './transform.ts'
import {
  animatedValuesAt,
  applyTransformPlan,
  planTransform,
  type AnimatedValues,
  type TransformPlan,
} from './transform-plan.ts'

/** Layer kinds whose media has a `fit_mode`: "Fill canvas" makes a `contain` one `cover`. */
const FITTED_KINDS = new Set(['image', 'video', 'person'])

/**
 * What "Fill canvas" shows at `atMs`: the box `{0, 0, canvas w, canvas h}`, unrotated and at
 * scale 1 (rotation and scale are only written when they are not already 0 and 1, so an
 * unanimated layer gets no scale keyframe).
 */
export function fillCanvasValues(
  shown: Record<'r' | 'scale', number>,
  canvas: { width: number; height: number },
): AnimatedValues {
  const values: AnimatedValues = { x: 0, y: 0, w: canvas.width, h: canvas.height }
  if (shown.r !== 0) values.r = 0
  if (shown.scale !== 1) values.scale = 1
  return values
}

/**
 * "Fill canvas": each layer's box becomes the whole canvas of the document's `aspect_ratio`, as
 * evaluation shows it at `atMs` (the keyframe-value rule of transformLayers: unanimated → the
 * layer's own x/y/w/h; on a keyframe → that keyframe; between keyframes → a new one), and an
 * image, video or person fitted `contain` becomes `cover` so the media leaves no bars (`fill`,
 * a deliberate stretch, is kept). One command: one undo step.
 */
export const fillCanvas = defineCommand({
  name: 'fillCanvas',
  validate(args: { layers: LayerRef[]; atMs?: number }, doc, ctx) {
    argsObject(args)
    const atMs = args.atMs === undefined ? 0 : finiteNumber(args.atMs, 'atMs', 0)
    const canvas = canvasSizeOf(doc)
    return resolveLayers(args.layers, doc, ctx).map((loc) => {
      const layer = layerAt(doc, loc)
      const plan = planTransform(
        layer,
        atMs,
        fillCanvasValues(animatedValuesAt(layer, atMs), canvas),
      )
      checkTransformPlan(doc, loc, plan)
      const fit = typeof layer.fit_mode === 'string' ? layer.fit_mode.trim().toLowerCase() : ''
      const cover = FITTED_KINDS.has(layer.type ?? '') && fit === 'contain'
      if (cover) checkValueAt(doc, [...layerPath(doc, loc), 'fit_mode'], 'cover')
      return { loc, plan, cover }
    })
  },
  perform(draft, _args, plans: { loc: LayerLocation; plan: TransformPlan; cover: boolean }[]) {
    for (const { loc, plan, cover } of plans) {
      const layer = layerAt(draft, loc)
      applyTransformPlan(layer, plan)
      if (cover) layer.fit_mode = 'cover'
    }
  },
})
