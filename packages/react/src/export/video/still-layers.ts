import type Konva from 'konva'
import { SceneCanvas } from 'konva/lib/Canvas.js'
import type { EvaluatedLayer } from '@podscene/core'
import { layerFrame } from '../../layers/layer-frame.ts'
import { LAYER_NODE_NAME } from '../../layers/layer-node.tsx'
import { sameCamera, sameLayerContent } from '../../layers/same-layer.ts'

/**
 * Layer kinds whose drawing follows the scene clock by itself (they subscribe to the canvas's
 * time store), so two frames with the same evaluated layer may still differ.
 */
const CLOCK_DRIVEN_TYPES: ReadonlySet<string> = new Set(['video', 'waveform'])

/**
 * Whether a layer draws the same pixels in two consecutive frames: the same content (what
 * `LayerNode` re-renders on, `sameLayerContent`) and the same placement (`layerFrame`: position,
 * rotation, scale, opacity, transition effect; the moving camera), not clock-driven and not blurred (a blur group
 * keeps its own Konva cache).
 */
export function layerStaysStill(before: EvaluatedLayer, now: EvaluatedLayer): boolean {
  if (CLOCK_DRIVEN_TYPES.has(now.type) || now.blur > 0) return false
  if (!sameLayerContent(before, now) || !sameCamera(before, now)) return false
  const a = layerFrame(before)
  const b = layerFrame(now)
  return (
    a.x === b.x &&
    a.y === b.y &&
    a.offsetX === b.offsetX &&
    a.offsetY === b.offsetY &&
    a.rotation === b.rotation &&
    a.scaleX === b.scaleX &&
    a.scaleY === b.scaleY &&
    a.opacity === b.opacity &&
    JSON.stringify(a.effect) === JSON.stringify(b.effect)
  )
}

/**
 * The Konva groups of the layers that stay still since the previous frame: `layers` (the
 * canvas's evaluated layers, drawn in that order, none culled) paired with the content layer's
 * layer groups. Empty when they do not pair up one to one (then every layer is drawn).
 */
export function stillLayerNodes(
  contentLayer: Konva.Layer,
  before: readonly EvaluatedLayer[] | null,
  now: readonly EvaluatedLayer[],
): Set<Konva.Group> {
  const still = new Set<Konva.Group>()
  if (!before || before.length !== now.length) return still
  const groups = contentLayer.children.filter((child) => child.hasName(LAYER_NODE_NAME))
  if (groups.length !== now.length) return still
  for (let i = 0; i < now.length; i++) {
    const group = groups[i] as Konva.Group
    const layer = now[i]!
    if (group.id() !== layer.key || before[i]!.key !== layer.key) return new Set()
    if (layerStaysStill(before[i]!, layer)) still.add(group)
  }
  return still
}

interface StillPixels {
  canvas: SceneCanvas | null
  /** Where the pixels go in the frame, device pixels (integers). */
  x: number
  y: number
  /** Size of the frame the pixels were drawn for (a new size redraws them). */
  frameKey: string
}

/**
 * Pixels of layers that did not change since the previous frame, each drawn once into a canvas
 * of its bounding box at the frame's pixel grid (the same device pixels, shifted by whole pixels)
 * and copied back 1:1 while the layer stays still: a copy instead of re-rasterising clipped,
 * scaled pictures and text on every frame. Source-over compositing of the copy gives the pixels
 * drawing the layer in place gives (up to 8-bit rounding of semi-transparent edges).
 */
export class StillLayerCache {
  private readonly entries = new Map<Konva.Group, StillPixels>()

  /**
   * Runs `draw` (which draws the stage's content into `target`) with each node of `still`
   * drawn from its kept pixels (captured now when it has none for this frame size); the kept
   * pixels of nodes no longer still are dropped.
   */
  drawWith(target: SceneCanvas, still: ReadonlySet<Konva.Group>, draw: () => void): void {
    for (const [node, entry] of this.entries) {
      if (!still.has(node)) {
        release(entry)
        this.entries.delete(node)
      }
    }
    const frameKey = `${target.width}x${target.height}@${target.pixelRatio}`
    const patched: Konva.Group[] = []
    try {
      for (const node of still) {
        // A blend mode composites with what is under the layer: it must be drawn in place.
        if ((node.globalCompositeOperation() ?? 'source-over') !== 'source-over') continue
        let entry = this.entries.get(node)
        if (entry && entry.frameKey !== frameKey) {
          release(entry)
          entry = undefined
        }
        if (!entry) {
          entry = capture(node, target, frameKey)
          this.entries.set(node, entry)
        }
        const pixels = entry
        // An own property shadows the class's drawScene while this frame is drawn.
        ;(node as { drawScene: unknown }).drawScene = () => {
          copyInto(target, pixels)
          return node
        }
        patched.push(node)
      }
      draw()
    } finally {
      for (const node of patched) delete (node as { drawScene?: unknown }).drawScene
    }
  }

  dispose(): void {
    for (const entry of this.entries.values()) release(entry)
    this.entries.clear()
  }
}

/** Draws `node` as it would draw into `target`, into a canvas of its device-pixel bounds. */
function capture(node: Konva.Group, target: SceneCanvas, frameKey: string): StillPixels {
  const ratio = target.pixelRatio
  const fullWidth = target._canvas.width
  const fullHeight = target._canvas.height
  const rect = node.getClientRect()
  // Two pixels of margin for anti-aliased edges and strokes the client rect leaves out.
  const x0 = Math.max(0, Math.floor(rect.x * ratio) - 2)
  const y0 = Math.max(0, Math.floor(rect.y * ratio) - 2)
  const x1 = Math.min(fullWidth, Math.ceil((rect.x + rect.width) * ratio) + 2)
  const y1 = Math.min(fullHeight, Math.ceil((rect.y + rect.height) * ratio) + 2)
  if (!(x1 > x0 && y1 > y0) || !Number.isFinite(x0 + y0 + x1 + y1))
    return { canvas: null, x: 0, y: 0, frameKey }
  const canvas = new SceneCanvas({
    width: (x1 - x0) / ratio,
    height: (y1 - y0) / ratio,
    pixelRatio: ratio,
  })
  // Konva sizes a canvas by rounding width × ratio; the box is whole device pixels already.
  canvas.width = canvas._canvas.width = x1 - x0
  canvas.height = canvas._canvas.height = y1 - y0
  const raw = canvas.getContext()._context
  // The frame's transform (scale by the pixel ratio) shifted by whole pixels to the box.
  raw.setTransform(ratio, 0, 0, ratio, -x0, -y0)
  node.drawScene(canvas)
  raw.setTransform(1, 0, 0, 1, 0, 0)
  return { canvas, x: x0, y: y0, frameKey }
}

function copyInto(target: SceneCanvas, pixels: StillPixels): void {
  if (!pixels.canvas) return
  const raw = target.getContext()._context
  raw.save()
  raw.setTransform(1, 0, 0, 1, 0, 0)
  raw.globalAlpha = 1
  raw.globalCompositeOperation = 'source-over'
  raw.drawImage(pixels.canvas._canvas, pixels.x, pixels.y)
  raw.restore()
}

function release(entry: StillPixels): void {
  entry.canvas?.setSize(0, 0)
  entry.canvas = null
}
