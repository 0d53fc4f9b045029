import { localCopies, type CompiledScene, type DrawEntry } from '@podscene/core'
import { sweptBounds } from './swept-bounds.ts'
import { intersects, type Rect } from './viewport.ts'

const CELL = 64
const MAX_CELLS_PER_AXIS = 64
const indexes = new WeakMap<CompiledScene, SpatialIndex>()
/** Layers in view are copied together when they are at most this fraction (1/4) of the scene. */
const LOCAL_COPY_FRACTION = 4

/**
 * A grid of the scene's layers by swept bounds, so a frame looks only at layers that can reach
 * the viewport instead of testing all of them. Built once per compiled scene (playback reuses it;
 * an edit makes a new compiled scene and so a new grid).
 */
export class SpatialIndex {
  private readonly cells = new Map<number, number[]>()
  /** Entries without usable bounds, or too large for the grid: candidates for every view. */
  private readonly everywhere: number[] = []
  private readonly stamp: Uint32Array
  private query = 0
  /** Union of every entry's swept bounds; null when some entry is unbounded. */
  readonly extent: Rect | null

  constructor(private readonly entries: readonly DrawEntry[]) {
    this.stamp = new Uint32Array(entries.length)
    let minX = Infinity
    let minY = Infinity
    let maxX = -Infinity
    let maxY = -Infinity
    let unbounded = false
    entries.forEach((entry, i) => {
      const b = sweptBounds(entry.layer.source)
      if (!b || !Number.isFinite(b.x + b.y + b.width + b.height)) {
        unbounded = true
        return void this.everywhere.push(i)
      }
      minX = Math.min(minX, b.x)
      minY = Math.min(minY, b.y)
      maxX = Math.max(maxX, b.x + b.width)
      maxY = Math.max(maxY, b.y + b.height)
      const x0 = Math.floor(b.x / CELL)
      const x1 = Math.floor((b.x + b.width) / CELL)
      const y0 = Math.floor(b.y / CELL)
      const y1 = Math.floor((b.y + b.height) / CELL)
      if (x1 - x0 >= MAX_CELLS_PER_AXIS || y1 - y0 >= MAX_CELLS_PER_AXIS)
        return void this.everywhere.push(i)
      for (let cx = x0; cx <= x1; cx++) {
        for (let cy = y0; cy <= y1; cy++) {
          const key = cellKey(cx, cy)
          const list = this.cells.get(key)
          if (list) list.push(i)
          else this.cells.set(key, [i])
        }
      }
    })
    this.extent = unbounded ? null : { x: minX, y: minY, width: maxX - minX, height: maxY - minY }
  }

  /** True when `view` holds every layer wherever it moves: nothing can be skipped. */
  coveredBy(view: Rect): boolean {
    const e = this.extent
    if (!e) return false
    return (
      e.x >= view.x &&
      e.y >= view.y &&
      e.x + e.width <= view.x + view.width &&
      e.y + e.height <= view.y + view.height
    )
  }

  static of(scene: CompiledScene): SpatialIndex {
    let index = indexes.get(scene)
    if (!index) {
      index = new SpatialIndex(scene.entries)
      indexes.set(scene, index)
    }
    return index
  }

  /**
   * Entries whose swept bounds meet `view` (and those that cannot be bounded), in draw order;
   * null when the view holds every layer. Independent of time, so a frame during playback or
   * scrubbing only checks these entries' time spans. A small part of the scene comes as local
   * copies (see localCopies): evaluated every frame, its data then lies together in memory.
   */
  inView(view: Rect): readonly DrawEntry[] | null {
    if (this.coveredBy(view)) return null
    const found = (this.near(view) ?? this.entries).filter((entry) => {
      const bounds = sweptBounds(entry.layer.source)
      return !bounds || intersects(bounds, view)
    })
    return found.length * LOCAL_COPY_FRACTION <= this.entries.length ? localCopies(found) : found
  }

  /**
   * Entries whose swept bounds may meet `view`, in draw order; null when the view spans so much
   * of the grid that testing every entry is cheaper.
   */
  near(view: Rect): DrawEntry[] | null {
    const x0 = Math.floor(view.x / CELL)
    const x1 = Math.floor((view.x + view.width) / CELL)
    const y0 = Math.floor(view.y / CELL)
    const y1 = Math.floor((view.y + view.height) / CELL)
    if ((x1 - x0 + 1) * (y1 - y0 + 1) * 4 > this.cells.size) return null
    const mark = ++this.query
    const found: number[] = []
    const take = (i: number) => {
      if (this.stamp[i] !== mark) {
        this.stamp[i] = mark
        found.push(i)
      }
    }
    this.everywhere.forEach(take)
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) this.cells.get(cellKey(cx, cy))?.forEach(take)
    }
    found.sort((a, b) => a - b)
    return found.map((i) => this.entries[i]!)
  }
}

function cellKey(cx: number, cy: number): number {
  return (cx + 32768) * 65536 + (cy + 32768)
}
