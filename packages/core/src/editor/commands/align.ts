import { canvasSizeOf, layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { EditorDocument, LayerLocation, LayerRef } from '../types.ts'
import { argsObject, describe, finiteNumber, resolveLayers } from './args.ts'
import { defineCommand } from './define.ts'
import { checkTransformPlan } from './transform.ts'
import { animatedValuesAt, applyTransformPlan, planTransform } from './transform-plan.ts'
import { maxOf, minOf } from '../../collections/bounded.ts'

export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom'
export type DistributeAxis = 'horizontal' | 'vertical'
const EDGES: readonly AlignEdge[] = ['left', 'center', 'right', 'top', 'middle', 'bottom']
const AXES: readonly DistributeAxis[] = ['horizontal', 'vertical']

interface Box {
  loc: LayerLocation
  x: number
  y: number
  w: number
  h: number
}

/** The layers' boxes as evaluation shows them at scene time `atMs`. */
function boxesOf(doc: EditorDocument, locs: LayerLocation[], atMs: number): Box[] {
  return locs.map((loc) => {
    const { x, y, w, h } = animatedValuesAt(layerAt(doc, loc), atMs)
    return { loc, x, y, w, h }
  })
}

/** The frame to align to: the selection's bounds, or the canvas for a single layer. */
function frameOf(doc: EditorDocument, boxes: Box[]) {
  if (boxes.length === 1) {
    const canvas = canvasSizeOf(doc)
    return { left: 0, top: 0, right: canvas.width, bottom: canvas.height }
  }
  return {
    left: minOf(boxes.map((b) => b.x)),
    top: minOf(boxes.map((b) => b.y)),
    right: maxOf(boxes.map((b) => b.x + b.w)),
    bottom: maxOf(boxes.map((b) => b.y + b.h)),
  }
}

type Move = { loc: LayerLocation; field: 'x' | 'y'; value: number }

function alignMoves(boxes: Box[], frame: ReturnType<typeof frameOf>, edge: AlignEdge): Move[] {
  return boxes.map((b): Move => {
    switch (edge) {
      case 'left':
        return { loc: b.loc, field: 'x', value: frame.left }
      case 'center':
        return { loc: b.loc, field: 'x', value: (frame.left + frame.right) / 2 - b.w / 2 }
      case 'right':
        return { loc: b.loc, field: 'x', value: frame.right - b.w }
      case 'top':
        return { loc: b.loc, field: 'y', value: frame.top }
      case 'middle':
        return { loc: b.loc, field: 'y', value: (frame.top + frame.bottom) / 2 - b.h / 2 }
      case 'bottom':
        return { loc: b.loc, field: 'y', value: frame.bottom - b.h }
    }
  })
}

/** Plans each move with the keyframe-value rule at `atMs` (see transform-plan.ts). */
function planMoves(doc: EditorDocument, moves: Move[], atMs: number) {
  return moves.map(({ loc, field, value }) => {
    const plan = planTransform(layerAt(doc, loc), atMs, { [field]: value })
    checkTransformPlan(doc, loc, plan)
    return { loc, plan }
  })
}

function applyMoves(draft: EditorDocument, plans: ReturnType<typeof planMoves>): void {
  for (const { loc, plan } of plans) applyTransformPlan(layerAt(draft, loc), plan)
}

/** `atMs`: the scene time whose layout is aligned (default 0; the Editor passes the playhead). */
function timeOf(args: { atMs?: number }): number {
  return args.atMs === undefined ? 0 : finiteNumber(args.atMs, 'atMs', 0)
}

/**
 * Aligns layers (unrotated boxes x, y, w, h as shown at `atMs`) to an edge or centre of their
 * common bounds; a single layer aligns to the canvas of the document's `aspect_ratio`. Positions
 * are written with the keyframe-value rule (transformLayers): what is seen at `atMs` is aligned.
 */
export const align = defineCommand({
  name: 'align',
  validate(args: { layers: LayerRef[]; edge: AlignEdge; atMs?: number }, doc, ctx) {
    argsObject(args)
    if (!EDGES.includes(args.edge))
      invalid(`edge must be one of ${EDGES.join(', ')}, got ${describe(args.edge)}`)
    const atMs = timeOf(args)
    const boxes = boxesOf(doc, resolveLayers(args.layers, doc, ctx), atMs)
    return planMoves(doc, alignMoves(boxes, frameOf(doc, boxes), args.edge), atMs)
  },
  perform(draft, _args, plans) {
    applyMoves(draft, plans)
  },
})

/** Spaces three or more layers (as shown at `atMs`) evenly between the outermost two. */
export const distribute = defineCommand({
  name: 'distribute',
  validate(args: { layers: LayerRef[]; axis: DistributeAxis; atMs?: number }, doc, ctx) {
    argsObject(args)
    if (!AXES.includes(args.axis))
      invalid(`axis must be one of ${AXES.join(', ')}, got ${describe(args.axis)}`)
    const atMs = timeOf(args)
    const boxes = boxesOf(doc, resolveLayers(args.layers, doc, ctx, 3), atMs)
    const [pos, size, field] =
      args.axis === 'horizontal' ? (['x', 'w', 'x'] as const) : (['y', 'h', 'y'] as const)
    boxes.sort((a, b) => a[pos] - b[pos] || a.loc.track - b.loc.track || a.loc.index - b.loc.index)
    const first = boxes[0]!
    const end = maxOf(boxes.map((b) => b[pos] + b[size]))
    const total = boxes.reduce((sum, b) => sum + b[size], 0)
    const gap = (end - first[pos] - total) / (boxes.length - 1)
    let cursor = first[pos]
    const moves = boxes.map((b): Move => {
      const move = { loc: b.loc, field, value: cursor }
      cursor += b[size] + gap
      return move
    })
    return planMoves(doc, moves, atMs)
  },
  perform(draft, _args, plans) {
    applyMoves(draft, plans)
  },
})
