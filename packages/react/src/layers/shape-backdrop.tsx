import { Shape } from '#react-konva'
import type Konva from 'konva'

/** A shape's outline in its own box: what the backdrop blur and the content are clipped to. */
export interface ShapeOutline {
  kind: 'ellipse' | 'rect'
  /** Box of the outline (an ellipse's bounding box; a circle is centred in the layer box). */
  x: number
  y: number
  w: number
  h: number
  radius: number
}

/** Traces the outline as the current path of a 2D context. */
export function traceOutline(ctx: CanvasRenderingContext2D | Konva.Context, o: ShapeOutline): void {
  ctx.beginPath()
  if (o.kind === 'ellipse') {
    ctx.ellipse(o.x + o.w / 2, o.y + o.h / 2, o.w / 2, o.h / 2, 0, 0, Math.PI * 2)
  } else if (o.radius > 0) {
    ctx.roundRect(o.x, o.y, o.w, o.h, Math.min(o.radius, o.w / 2, o.h / 2))
  } else {
    ctx.rect(o.x, o.y, o.w, o.h)
  }
  ctx.closePath()
}

let scratch: HTMLCanvasElement | null = null

/** One reused canvas of at least w × h px (created on first use, so the module is SSR-safe). */
function scratchCanvas(w: number, h: number): HTMLCanvasElement {
  scratch ??= document.createElement('canvas')
  if (scratch.width !== w || scratch.height !== h) {
    scratch.width = w
    scratch.height = h
  } else {
    scratch.getContext('2d')!.clearRect(0, 0, w, h)
  }
  return scratch
}

/**
 * Background blur (`shape.background_gauss`, core's `shapeFrameOf`): what is already drawn under
 * the shape — the layers below it on the same canvas — blurred by `blur` canvas px and put back
 * inside the outline (CSS `backdrop-filter: blur()`). The canvas reads itself in device pixels, so
 * the editor, the player, exports and `podscene render` draw it alike. A layer drawn through a
 * cache (its own `gauss` blur) sees only itself, so its backdrop is empty.
 */
export function ShapeBackdrop({ outline, blur }: { outline: ShapeOutline; blur: number }) {
  return (
    <Shape
      name="shape-backdrop"
      listening={false}
      perfectDrawEnabled={false}
      blurRadius={blur}
      sceneFunc={(context) => {
        const ctx = context._context
        const m = ctx.getTransform()
        const scale = Math.hypot(m.a, m.b)
        const radius = blur * scale
        // The outline's bounds on the device canvas, grown by the blur's reach.
        const corners = [
          [outline.x, outline.y],
          [outline.x + outline.w, outline.y],
          [outline.x, outline.y + outline.h],
          [outline.x + outline.w, outline.y + outline.h],
        ].map(([px, py]) => m.transformPoint({ x: px!, y: py! }))
        const reach = Math.ceil(radius * 3)
        const canvas = ctx.canvas
        const left = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x))) - reach)
        const top = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y))) - reach)
        const right = Math.min(
          canvas.width,
          Math.ceil(Math.max(...corners.map((p) => p.x))) + reach,
        )
        const bottom = Math.min(
          canvas.height,
          Math.ceil(Math.max(...corners.map((p) => p.y))) + reach,
        )
        if (right <= left || bottom <= top || radius <= 0) return
        // A copy first: drawing a canvas onto itself through a filter reads what it writes.
        const copy = scratchCanvas(right - left, bottom - top)
        copy
          .getContext('2d')!
          .drawImage(canvas, left, top, copy.width, copy.height, 0, 0, copy.width, copy.height)
        ctx.save()
        traceOutline(ctx, outline)
        ctx.clip()
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.filter = `blur(${radius}px)`
        ctx.drawImage(copy, 0, 0, copy.width, copy.height, left, top, copy.width, copy.height)
        ctx.restore()
      }}
    />
  )
}
