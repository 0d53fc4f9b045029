import { canvasSizeOf, layerAt } from '../document.ts'
import { invalid } from '../errors.ts'
import type { EditorDocument, LayerLocation, LayerRef } from '../types.ts'
import { argsObject, describe, resolveLayers } from './args.ts'
import { defineCommand } from './define.ts'
import { translateLayer } from './translate.ts'

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

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

function boxesOf(doc: EditorDocument, locs: LayerLocation[]): Box[] {
  return locs.map((loc) => {
    const layer = layerAt(doc, loc)
    return { loc, x: num(layer.x), y: num(layer.y), w: num(layer.w), h: num(layer.h) }
  })
}

/** The frame to align to: the selection's bounds, or the canvas for a single layer. */
function frameOf(doc: EditorDocument, boxes: Box[]) {
  if (boxes.length === 1) {
    const canvas = canvasSizeOf(doc)
    if (!canvas) {
      const aspect = (doc as { aspect_ratio?: unknown }).aspect_ratio
      invalid(`cannot align one layer: unknown aspect_ratio ${describe(aspect)}`)
    }
    return { left: 0, top: 0, right: canvas.width, bottom: canvas.height }
  }
  return {
    left: Math.min(...boxes.map((b) => b.x)),
    top: Math.min(...boxes.map((b) => b.y)),
    right: Math.max(...boxes.map((b) => b.x + b.w)),
    bottom: Math.max(...boxes.map((b) => b.y + b.h)),
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

/** Moves each layer so its x or y becomes `value`; keyframed positions move with it. */
function applyMoves(draft: EditorDocument, moves: Move[]): void {
  for (const { loc, field, value } of moves) {
    const layer = layerAt(draft, loc)
    const delta = value - num(layer[field])
    if (delta === 0 && layer[field] === value) continue
    if (field === 'x') translateLayer(layer, delta, 0)
    else translateLayer(layer, 0, delta)
    layer[field] = value
  }
}

/**
 * Aligns layers (unrotated boxes x, y, w, h) to an edge or centre of their common bounds;
 * a single layer aligns to the canvas of the document's `aspect_ratio`. A layer's keyframed
 * positions move by the same delta as its own x/y (see translateLayer).
 */
export const align = defineCommand({
  name: 'align',
  validate(args: { layers: LayerRef[]; edge: AlignEdge }, doc, ctx) {
    argsObject(args)
    if (!EDGES.includes(args.edge))
      invalid(`edge must be one of ${EDGES.join(', ')}, got ${describe(args.edge)}`)
    const boxes = boxesOf(doc, resolveLayers(args.layers, doc, ctx))
    return alignMoves(boxes, frameOf(doc, boxes), args.edge)
  },
  perform(draft, _args, moves) {
    applyMoves(draft, moves)
  },
})

/** Spaces three or more layers evenly between the outermost two, keeping their order. */
export const distribute = defineCommand({
  name: 'distribute',
  validate(args: { layers: LayerRef[]; axis: DistributeAxis }, doc, ctx) {
    argsObject(args)
    if (!AXES.includes(args.axis))
      invalid(`axis must be one of ${AXES.join(', ')}, got ${describe(args.axis)}`)
    const boxes = boxesOf(doc, resolveLayers(args.layers, doc, ctx, 3))
    const [pos, size, field] =
      args.axis === 'horizontal' ? (['x', 'w', 'x'] as const) : (['y', 'h', 'y'] as const)
    boxes.sort((a, b) => a[pos] - b[pos] || a.loc.track - b.loc.track || a.loc.index - b.loc.index)
    const first = boxes[0]!
    const end = Math.max(...boxes.map((b) => b[pos] + b[size]))
    const total = boxes.reduce((sum, b) => sum + b[size], 0)
    const gap = (end - first[pos] - total) / (boxes.length - 1)
    let cursor = first[pos]
    return boxes.map((b): Move => {
      const move = { loc: b.loc, field, value: cursor }
      cursor += b[size] + gap
      return move
    })
  },
  perform(draft, _args, moves) {
    applyMoves(draft, moves)
  },
})
