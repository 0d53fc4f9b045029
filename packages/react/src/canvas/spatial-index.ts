import type { CompiledScene, DrawEntry } from '@podscene/core'
import { sweptBounds } from './swept-bounds.ts'
import type { Rect } from './viewport.ts'

const CELL = 256
const MAX_CELLS_PER_AXIS = 32
const indexes = new WeakMap<CompiledScene, SpatialIndex>()

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

  constructor(private readonly entries: readonly DrawEntry[]) {
    this.stamp = new Uint32Array(entries.length)
    entries.forEach((entry, i) => {
      const b = sweptBounds(entry.layer.source)
      if (!b || !Number.isFinite(b.x + b.y + b.width + b.height)) return void this.everywhere.push(i)
      const x0 = Math.floor(b.x / CELL)
      const x1 = Math.floor((b.x + b.width) / CELL)
      const y0 = Math.floor(b.y / CELL)
      const y1 = Math.floor((b.y + b.height) / CELL)
      if (x1 - x0 >= MAX_CELLS_PER_AXIS || y1 - y0 >= MAX_CELLS_PER_AXIS) return void this.everywhere.push(i)
      for (let cx = x0; cx <= x1; cx++) {
        for (let cy = y0; cy <= y1; cy++) {
          const key = cellKey(cx, cy)
          const list = this.cells.get(key)
          if (list) list.push(i)
          else this.cells.set(key, [i])
        }
      }
    })
  }

  static of(scene: CompiledScene): SpatialIndex {
    let index = indexes.get(scene)
    if (!index) {
      index = new SpatialIndex(scene.entries)
      indexes.set(scene, index)
    }
    return index
  }

  /** Entries whose swept bounds may meet `view`, in draw order. */
  near(view: Rect): DrawEntry[] {
    const mark = ++this.query
    const found: number[] = []
    const take = (i: number) => {
      if (this.stamp[i] !== mark) {
        this.stamp[i] = mark
        found.push(i)
      }
    }
    this.everywhere.forEach(take)
    const x0 = Math.floor(view.x / CELL)
    const x1 = Math.floor((view.x + view.width) / CELL)
    const y0 = Math.floor(view.y / CELL)
    const y1 = Math.floor((view.y + view.height) / CELL)
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > this.cells.size) {
      for (const list of this.cells.values()) list.forEach(take)
    } else {
      for (let cx = x0; cx <= x1; cx++) for (let cy = y0; cy <= y1; cy++) this.cells.get(cellKey(cx, cy))?.forEach(take)
    }
    found.sort((a, b) => a - b)
    return found.map((i) => this.entries[i]!)
  }
}

function cellKey(cx: number, cy: number): number {
  return (cx + 32768) * 65536 + (cy + 32768)
}
