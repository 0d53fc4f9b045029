import type Konva from 'konva'
import { SceneCanvas } from 'konva/lib/Canvas.js'

/**
 * One recorded 2D-context operation: `[0, property, value]` sets a property, `[1, method, args]`
 * calls a method. Images are replaced by their `BackdropImages` id (a number) in drawImage.
 */
export type BackdropOp = [0, string, unknown] | [1, string, unknown[]]

/** What a recording needs of the images it draws: an id the backdrop worker knows them by. */
export interface BackdropImageIds {
  idOf(image: HTMLImageElement): number | null
}

/** Context methods replayed as they are (primitive arguments; drawImage with a known image). */
const REPLAYED_METHODS: ReadonlySet<string> = new Set([
  'arc',
  'arcTo',
  'beginPath',
  'bezierCurveTo',
  'clearRect',
  'clip',
  'closePath',
  'drawImage',
  'ellipse',
  'fill',
  'fillRect',
  'lineTo',
  'moveTo',
  'quadraticCurveTo',
  'rect',
  'roundRect',
  'restore',
  'rotate',
  'save',
  'scale',
  'setLineDash',
  'setTransform',
  'stroke',
  'strokeRect',
  'transform',
  'translate',
  'resetTransform',
])

/** Context properties replayed when set to a string, number or boolean. */
const REPLAYED_PROPERTIES: ReadonlySet<string> = new Set([
  'fillStyle',
  'strokeStyle',
  'shadowColor',
  'shadowBlur',
  'shadowOffsetX',
  'shadowOffsetY',
  'lineCap',
  'lineDashOffset',
  'lineJoin',
  'lineWidth',
  'miterLimit',
  'globalAlpha',
  'globalCompositeOperation',
  'imageSmoothingEnabled',
  'imageSmoothingQuality',
  'letterSpacing',
  'direction',
  'font',
  'textAlign',
  'textBaseline',
  'filter',
])

/**
 * A stand-in for a CanvasRenderingContext2D that records what Konva draws instead of drawing
 * it, for replay on an OffscreenCanvas in a worker. Anything that cannot be replayed there to
 * the same pixels (text, gradients, patterns, paths objects, canvas or video sources, filters,
 * reading pixels back) marks the recording failed: the caller then draws in place.
 */
class RecordingContext {
  ops: BackdropOp[] = []
  failed = false
  private state: Map<string, unknown>
  private readonly stack: Map<string, unknown>[] = []

  constructor(
    private readonly real: CanvasRenderingContext2D,
    private readonly images: BackdropImageIds,
  ) {
    this.state = new Map()
    for (const name of REPLAYED_PROPERTIES)
      this.state.set(name, (real as unknown as Record<string, unknown>)[name])
  }

  get(name: string): unknown {
    if (name === 'canvas') return this.real.canvas
    if (REPLAYED_PROPERTIES.has(name)) return this.state.get(name)
    return (...args: unknown[]) => this.call(name, args)
  }

  set(name: string, value: unknown): void {
    const kind = typeof value
    if (
      !REPLAYED_PROPERTIES.has(name) ||
      !(kind === 'string' || kind === 'number' || kind === 'boolean') ||
      (name === 'filter' && value !== 'none')
    ) {
      this.failed = true
      return
    }
    this.state.set(name, value)
    this.ops.push([0, name, value])
  }

  private call(name: string, args: unknown[]): unknown {
    if (!REPLAYED_METHODS.has(name)) {
      this.failed = true
      // Values for callers that go on until the recording is dropped.
      if (name === 'measureText') return this.real.measureText('')
      if (name === 'getTransform') return new DOMMatrix()
      if (name.startsWith('create')) return { addColorStop() {}, setTransform() {} }
      return undefined
    }
    if (name === 'save') this.stack.push(new Map(this.state))
    else if (name === 'restore') this.state = this.stack.pop() ?? this.state
    const copied: unknown[] = []
    for (let i = 0; i < args.length; i++) {
      const arg = args[i]
      const kind = typeof arg
      if (kind === 'number' || kind === 'string' || kind === 'boolean' || arg === undefined) {
        copied.push(arg)
      } else if (name === 'drawImage' && i === 0 && arg instanceof HTMLImageElement) {
        const id = this.images.idOf(arg)
        if (id === null) {
          this.failed = true
          return undefined
        }
        copied.push(id)
      } else if (name === 'setLineDash' && Array.isArray(arg)) {
        copied.push([...(arg as number[])])
      } else if (name === 'roundRect' && Array.isArray(arg)) {
        copied.push([...(arg as number[])])
      } else {
        this.failed = true
        return undefined
      }
    }
    this.ops.push([1, name, copied])
    return undefined
  }
}

/**
 * Records what `layer.drawScene` draws of `nodes` (its first children, bottom of the frame),
 * into a canvas of the frame's size and pixel ratio, every other child left out. Null when any
 * of it cannot be replayed in the worker. Replayed on a cleared canvas scaled by `pixelRatio`,
 * the ops give exactly the pixels drawing the layer with only those children gives.
 */
export class BackdropRecorder {
  private canvas: SceneCanvas | null = null
  private key = ''

  record(
    layer: Konva.Layer,
    nodes: readonly Konva.Node[],
    size: { width: number; height: number; pixelRatio: number },
    images: BackdropImageIds,
  ): BackdropOp[] | null {
    const key = `${size.width}x${size.height}@${size.pixelRatio}`
    if (!this.canvas || key !== this.key) {
      this.canvas = new SceneCanvas({ width: 1, height: 1, pixelRatio: size.pixelRatio })
      this.key = key
    }
    const canvas = this.canvas
    // Konva reads the bitmap size of the canvas it draws into (Layer#drawScene clears it).
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext() as unknown as { _context: unknown }
    const real = context._context as CanvasRenderingContext2D
    const recorder = new RecordingContext(real, images)
    context._context = new Proxy(recorder, {
      get: (target, name) => target.get(String(name)),
      set: (target, name, value) => {
        target.set(String(name), value)
        return true
      },
    })
    const kept = new Set(nodes)
    const skipped = layer.children.filter((child) => !kept.has(child))
    try {
      for (const child of skipped) (child as { drawScene: unknown }).drawScene = () => child
      layer.drawScene(canvas)
    } finally {
      for (const child of skipped) delete (child as { drawScene?: unknown }).drawScene
      context._context = real
      ;(canvas as { _releaseIsolationCanvas?: () => void })._releaseIsolationCanvas?.()
      canvas.width = real.canvas.width
      canvas.height = real.canvas.height
    }
    return recorder.failed ? null : recorder.ops
  }

  dispose(): void {
    this.canvas?.setSize(0, 0)
    this.canvas = null
    this.key = ''
  }
}
