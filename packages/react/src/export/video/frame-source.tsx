import { createRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { SceneCanvas, type SceneCanvasHandle } from '../../canvas/scene-canvas.tsx'
import { MediaCache } from '../../media/media-cache.ts'
import { FRAME_CANVAS_RING, quietLayers, StageDrawing } from './stage-drawing.ts'
import { stillLayerNodes } from './still-layers.ts'
import { CONTENT_LAYER_NAME } from '../../canvas/scene-canvas.tsx'
import type { EvaluatedLayer } from '@podscene/core'
import {
  playerScenesOf,
  sceneIndexAt,
  totalDuration,
  type PlayerScene,
} from '../../player/player-source.ts'
import { canvasBoxIn, drawSceneFrame, outputSizeOf, sceneTransitionRuns } from './frame-layout.ts'
import type { VideoDocument, VideoFrameSource, VideoFrameSourceOptions } from './types.ts'

/** Settle rounds per frame at most: media settling re-renders layers, which may load more. */
const MAX_SETTLE_ROUNDS = 8

/**
 * Frames of a document drawn by the same `<SceneCanvas>` the editor, the player and the render
 * page of `podscene render --at` draw with (zoom 1, no culling, overlays and editor-only nodes
 * left out by `exportFrameCanvas`), mounted in a hidden element of the page. Each `frameAt` renders
 * the time synchronously, then waits until the media cache has nothing in flight (pictures,
 * fonts, glyphs, peaks, video seeks) and React has applied what settled, so no frame is captured
 * before its media. A project draws the scene playing at that time, entering with its
 * `transition` as `<ScenePlayer>` shows it.
 */
export function createVideoFrameSource(
  document: VideoDocument,
  options: VideoFrameSourceOptions = {},
): VideoFrameSource {
  const scenes = playerScenesOf(document)
  if (scenes.length === 0) throw new Error('exportVideo: the project has no scenes to draw')
  const first = scenes[0]!
  const size = outputSizeOf(first.canvas, options)
  const durationMs = totalDuration(scenes)
  const cache = new MediaCache({
    timeoutMs: options.mediaTimeoutMs,
    resolveUrl: options.resolveMediaUrl,
  })
  const host = globalThis.document.createElement('div')
  host.setAttribute('aria-hidden', 'true')
  host.dataset.podsceneVideoFrames = ''
  // Off screen; the stage is 1×1 px so nothing is drawn twice: frames come from toCanvas.
  host.style.cssText =
    'position:fixed;left:-10000px;top:0;width:1px;height:1px;overflow:hidden;pointer-events:none'
  globalThis.document.body.appendChild(host)
  let root: Root | null = createRoot(host)
  const handle = createRef<SceneCanvasHandle>()
  // Placed frames (letterbox, scene transition) go to a ring of canvases too (see FRAME_CANVAS_RING).
  const outputs: HTMLCanvasElement[] = []
  let nextOutput = 0
  const outputCanvas = (): HTMLCanvasElement => {
    let output = outputs[nextOutput]
    if (!output) {
      output = globalThis.document.createElement('canvas')
      output.width = size.width
      output.height = size.height
      outputs[nextOutput] = output
    }
    nextOutput = (nextOutput + 1) % FRAME_CANVAS_RING
    return output
  }
  const drawing = new StageDrawing()
  let quieted: unknown = null
  /** The previous frame: its scene, evaluated layers and media cache version. */
  let previous: { index: number; layers: readonly EvaluatedLayer[]; media: number } | null = null

  /** The scene mounted last (its index), or -1. */
  let mounted = -1
  const mount = (scene: PlayerScene, index: number, sceneMs: number) => {
    // Within a scene, a time that only moves layers, cameras and the clock is placed without
    // a React render (SceneCanvasHandle#advanceTo); anything else renders the time.
    if (mounted === index && handle.current?.advanceTo(sceneMs)) return
    mounted = index
    flushSync(() =>
      root!.render(
        <SceneCanvas
          ref={handle}
          scene={scene.scene}
          canvasSize={scene.canvas}
          timeMs={sceneMs}
          width={1}
          height={1}
          view={{ zoom: 1, x: 0, y: 0 }}
          background={options.background ?? scene.background ?? '#000000'}
          mediaCache={cache}
          renderers={options.renderers}
          cull={false}
        />,
      ),
    )
  }

  return {
    width: size.width,
    height: size.height,
    durationMs,
    async frameAt(ms) {
      if (!root) throw new Error('the video frame source was disposed')
      const index = sceneIndexAt(scenes, ms)
      const scene = scenes[index]!
      const sceneMs = Math.max(0, Math.min(ms - scene.startMs, scene.durationMs || 0))
      mount(scene, index, sceneMs)
      await settle(cache)
      const stage = handle.current?.getStage()
      if (!stage) throw new Error('the video frame source has no stage')
      if (quieted !== stage) {
        quietLayers(stage)
        quieted = stage
      }
      const box = canvasBoxIn(scene.canvas, size)
      // Layers that did not change since the previous frame of the same scene (no media settled
      // in between) are copied from their kept pixels; custom renderers may follow the clock.
      const layers = handle.current!.getEvaluatedLayers()
      const media = cache.getVersion()
      const content = stage.getLayers().find((layer) => layer.hasName(CONTENT_LAYER_NAME))
      const still =
        content && !options.renderers && previous?.index === index && previous.media === media
          ? stillLayerNodes(content, previous.layers, layers)
          : new Set<never>()
      previous = { index, layers, media }
      const picture = drawing.draw(stage, scene.canvas, box.scale, still)
      // The picture is the frame itself unless it needs placing (letterbox, scene transition).
      if (
        picture.width === size.width &&
        picture.height === size.height &&
        !sceneTransitionRuns(scene, sceneMs, index > 0)
      )
        return picture
      const output = outputCanvas()
      drawSceneFrame(output.getContext('2d')!, picture, scene, sceneMs, index > 0, size)
      return output
    },
    problems: () =>
      cache
        .failures()
        .filter(({ url }) => url !== '')
        .map(({ url, reason }) => `${url}: ${reason}`),
    dispose() {
      mounted = -1
      root?.unmount()
      root = null
      host.remove()
      drawing.dispose()
      for (const output of outputs) output.width = output.height = 0
      outputs.length = 0
    },
  }
}

/**
 * Waits until the cache has nothing in flight and stays so. React applies what settled in
 * microtasks (media statuses are external stores: sync updates), which can start new loads (a
 * font, a video's seek); only then is a task waited for, since a yield to the event loop costs
 * a frame's time on a busy machine.
 */
async function settle(cache: MediaCache): Promise<void> {
  for (let round = 0; round < MAX_SETTLE_ROUNDS; round++) {
    const version = cache.getVersion()
    const idle = cache.isSettled()
    await cache.whenSettled()
    if (idle && cache.getVersion() === version && cache.isSettled()) return
    await nextTask()
    if (cache.getVersion() === version && cache.isSettled()) return
  }
}

let channel: MessageChannel | null = null
const waiting: (() => void)[] = []

/** Resolves after pending microtasks and one task (no 4 ms timer clamp, no animation frame). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(resolve, 0)
    if (!channel) {
      channel = new MessageChannel()
      channel.port1.onmessage = () => waiting.shift()?.()
    }
    waiting.push(resolve)
    channel.port2.postMessage(null)
  })
}
