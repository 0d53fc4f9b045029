import Konva from '#konva'
import type { HitCanvas, SceneCanvas } from 'konva/lib/Canvas'
import type { Node } from 'konva/lib/Node'
import type { Group } from 'react-konva'

/**
 * The Konva group around a scene layer: a Konva.Group that draws the same, only cheaper.
 *
 * Konva's container drawing reads clip, clipFunc, blend mode and isolation through its attribute
 * getters for every group on every draw; over 1,000 layers that is about a tenth of a frame. A
 * layer group uses none of them except during a wipe transition (a clip), so while its attributes
 * hold none of them it draws its children directly. Anything else (a clip, a cache, a blend mode,
 * isolation, drawing relative to an ancestor for a cache or an export) takes Konva's own path, so
 * the canvas calls are the same either way (test/render/layer-group.test.tsx compares them).
 */
export class LayerGroup extends Konva.Group {
  override drawScene(can?: SceneCanvas, top?: Node): this {
    const a = this.plainAttrs(top)
    if (!a || (a.globalCompositeOperation ?? 'source-over') !== 'source-over' || a.isolated) {
      return super.drawScene(can, top)
    }
    if (!this.isVisible()) return this
    for (const child of this.children) child.drawScene(can)
    return this
  }

  override drawHit(can?: HitCanvas, top?: Node): this {
    if (!this.plainAttrs(top)) return super.drawHit(can, top)
    if (!this.shouldDrawHit()) return this
    for (const child of this.children) child.drawHit(can)
    return this
  }

  /** The attributes set on the group when it draws on its layer without a cache or a clip. */
  private plainAttrs(top: Node | undefined): Record<string, unknown> | null {
    if (top !== undefined || this._getCanvasCache()) return null
    // `attrs` holds only what was set; unset, clipWidth/clipHeight/clipFunc are undefined.
    const a = this.attrs as Record<string, unknown>
    const clipped =
      (typeof a.clipWidth === 'number' && typeof a.clipHeight === 'number') || a.clipFunc
    return clipped ? null : a
  }
}

/** react-konva creates nodes by their name in the Konva namespace; the group is registered once. */
const ELEMENT_NAME = 'PodsceneLayerGroup'

/** The react-konva element for LayerGroup (its props and ref are those of <Group>). */
export function layerGroupElement(): typeof Group {
  const namespace = Konva as unknown as Record<string, unknown>
  namespace[ELEMENT_NAME] ??= LayerGroup
  return ELEMENT_NAME as unknown as typeof Group
}
