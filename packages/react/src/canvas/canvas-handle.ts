import type { RefObject } from 'react'
import type Konva from 'konva'
import type { EvaluatedLayer } from '@podscene/core'
import type { Rect as ViewRect, Size, ViewTransform } from './viewport.ts'
import type { LayerFrame } from '../layers/layer-frame.ts'
import { sameLayerContent } from '../layers/same-layer.ts'
import type { MediaCache } from '../media/media-cache.ts'
import {
  exportFrameDataUrl,
  exportFrameDataUrlSync,
  exportFramePng,
  type ExportFrameOptions,
} from './export-frame.ts'
import type { SceneCanvasHandle } from './scene-canvas.tsx'
import { placedLayers, type PlacedLayers } from './placed-layers.ts'

/** Relative margin that keeps an exported frame at the canvas size despite float error. */
const EXACT_SIZE = 1 + 1e-9

/** The canvas's state its handle reads (refs, so the handle always sees the latest render). */
export interface CanvasInternals {
  canvas: Size
  mediaCache: MediaCache
  place: (at: number, frames: [string, LayerFrame][], drawnLayers: EvaluatedLayer[]) => void
  stageRef: RefObject<Konva.Stage | null>
  nodes: RefObject<Map<string, Konva.Group>>
  evaluated: RefObject<readonly EvaluatedLayer[]>
  evaluateAt: RefObject<(timeMs: number) => readonly EvaluatedLayer[]>
  placed: RefObject<PlacedLayers>
  viewRef: RefObject<ViewTransform>
  seenRef: RefObject<ViewRect | null>
  hiddenRef: RefObject<ReadonlySet<string> | undefined>
}

/**
 * The `SceneCanvas` handle (frame export, `advanceTo`…), in its own module: `SceneCanvasView`
 * (the player's canvas) has no handle, so this code is not in the player's initial code.
 */
export function createCanvasHandle(internals: CanvasInternals): SceneCanvasHandle {
  const { canvas, mediaCache, place, stageRef, nodes, evaluated, placed, viewRef } = internals
  const area = () => ({
    x: viewRef.current.x,
    y: viewRef.current.y,
    // A hair over the canvas's screen size: the export canvas's size is (area × 1/zoom),
    // which the DOM truncates, so 1079.9999… would lose the last row (EXACT_SIZE).
    width: canvas.width * viewRef.current.zoom * EXACT_SIZE,
    height: canvas.height * viewRef.current.zoom * EXACT_SIZE,
    zoom: viewRef.current.zoom,
  })
  const withArea = (options: ExportFrameOptions = {}) => {
    const a = area()
    return {
      ...options,
      area: options.area ?? a,
      pixelRatio: (options.pixelRatio ?? 1) / a.zoom,
      mediaCache,
    }
  }
  return {
    getStage: () => stageRef.current,
    getNodeByKey: (key) => nodes.current.get(key),
    getView: () => viewRef.current,
    getCanvasSize: () => canvas,
    getEvaluatedLayers: () => evaluated.current,
    advanceTo: (at) => {
      // The same layers as the last render (keys and content): only placement, cameras and
      // the clock move, which go straight to Konva (as after a render) without React.
      const all = internals.evaluateAt.current(at)
      const hiddenKeys = internals.hiddenRef.current
      const next = hiddenKeys?.size ? all.filter((l) => !hiddenKeys.has(l.key)) : all
      const { frames, drawnLayers } = placedLayers(next, internals.seenRef.current)
      const before = placed.current
      if (
        frames.length !== before.frames.length ||
        frames.some(
          ([key], i) =>
            key !== before.frames[i]![0] ||
            !sameLayerContent(drawnLayers[i]!, before.drawnLayers[i]!),
        )
      )
        return false
      evaluated.current = next
      placed.current = { frames, drawnLayers }
      place(at, frames, drawnLayers)
      return true
    },
    whenMediaSettled: () => mediaCache.whenSettled(),
    exportPng: (options) => exportFramePng(requireStage(stageRef.current), withArea(options)),
    exportDataUrl: (options) =>
      exportFrameDataUrl(requireStage(stageRef.current), withArea(options)),
    exportDataUrlSync: (options) =>
      exportFrameDataUrlSync(requireStage(stageRef.current), withArea(options)),
  }
}

function requireStage(stage: Konva.Stage | null): Konva.Stage {
  if (!stage) throw new Error('SceneCanvas is not mounted: no stage to export')
  return stage
}
