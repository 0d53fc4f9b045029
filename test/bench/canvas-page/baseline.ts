import Konva from 'konva'
import {
  compileScene,
  evaluateScene,
  type EvaluatedLayer,
  type SceneContainer,
} from '@podscene/core'

/**
 * Hand-written Konva drawing the same scene: one node per layer created once, attributes set
 * from the same evaluation each frame, no React. The fair lower bound for SceneCanvas.
 */
export class BaselineCanvas {
  readonly stage: Konva.Stage
  private readonly layer: Konva.Layer
  private readonly nodes = new Map<string, Konva.Shape>()
  private readonly compiled

  constructor(
    container: HTMLDivElement,
    scene: SceneContainer,
    size: { width: number; height: number },
    zoom: number,
    pan: { x: number; y: number },
  ) {
    this.stage = new Konva.Stage({
      container,
      ...size,
      scaleX: zoom,
      scaleY: zoom,
      x: pan.x,
      y: pan.y,
    })
    this.layer = new Konva.Layer({
      listening: false,
      clipX: 0,
      clipY: 0,
      clipWidth: 1920,
      clipHeight: 1080,
    })
    this.layer.add(new Konva.Rect({ width: 1920, height: 1080, fill: '#000000' }))
    this.stage.add(this.layer)
    this.compiled = compileScene(scene)
    for (const l of evaluateScene(this.compiled, 0)) this.layer.add(this.create(l))
  }

  private create(l: EvaluatedLayer): Konva.Shape {
    const source = l.source
    const node =
      l.type === 'shape'
        ? new Konva.Ellipse({
            radiusX: l.w / 2,
            radiusY: l.h / 2,
            fill: source.prop?.shapeInfo?.color ?? '',
          })
        : l.type === 'text'
          ? new Konva.Text({
              text: source.prop?.textInfo?.content ?? '',
              fontSize: source.prop?.textInfo?.fontSize ?? 16,
              fill: source.prop?.textInfo?.color ?? '',
              width: l.w,
              height: l.h,
            })
          : new Konva.Rect({ width: l.w, height: l.h, fill: source.color ?? '' })
    this.nodes.set(l.key, node)
    this.place(node, l)
    return node
  }

  private place(node: Konva.Shape, l: EvaluatedLayer) {
    const ellipse = l.type === 'shape'
    node.setAttrs({
      x: l.x + l.w / 2,
      y: l.y + l.h / 2,
      offsetX: ellipse ? 0 : l.w / 2,
      offsetY: ellipse ? 0 : l.h / 2,
      rotation: l.r,
      opacity: l.alpha,
    })
  }

  /** A playback frame: evaluate at t and update every node. */
  update(timeMs: number) {
    for (const l of evaluateScene(this.compiled, timeMs)) this.place(this.nodes.get(l.key)!, l)
  }

  /** A drag frame: move one node (its centre follows its top-left). */
  move(key: string, x: number) {
    const node = this.nodes.get(key)!
    node.x(x + node.width() / 2)
  }

  draw() {
    this.layer.draw()
  }

  destroy() {
    this.stage.destroy()
  }
}
