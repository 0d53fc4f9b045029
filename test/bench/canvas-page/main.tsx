import { createRef } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import type Konva from 'konva'
import { SceneCanvas, type SceneCanvasHandle } from '@podscene/react'
import type { SceneContainer } from '@podscene/core'
import { BaselineCanvas } from './baseline.ts'
import { benchScene, moveLayer, type SceneSpec } from './scenes.ts'

export interface CaseConfig {
  spec: SceneSpec
  /** Stage size in screen px, and the canvas-space rectangle shown in it (x, y, width). */
  viewport: { width: number; height: number }
  view: { x: number; y: number; w: number }
  frames: number
}

/** Frame times in ms; `update` is the part before drawing (evaluation, React, attributes). */
export interface Timings {
  total: number[]
  update: number[]
}

export interface CaseResult {
  /** drag: the editor's gesture path (the Konva node moves, the model commits at the end);
   * dragModel: the worst case, a new scene committed and rendered on every frame. */
  sceneCanvas: { scrub: Timings; drag: Timings; dragModel: Timings }
  baseline: { scrub: Timings; drag: Timings }
  drawnLayers: number
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
const timings = (): Timings => ({ total: [], update: [] })

function time(into: Timings, update: () => void, draw: () => void) {
  const t0 = performance.now()
  update()
  const t1 = performance.now()
  draw()
  const t2 = performance.now()
  into.update.push(t1 - t0)
  into.total.push(t2 - t0)
}

/** A SceneCanvas in `host`, rendered synchronously for a scene at a time. */
function mountSceneCanvas(
  host: HTMLElement,
  config: CaseConfig,
  view: { zoom: number; x: number; y: number },
) {
  const root = createRoot(host)
  const ref = createRef<SceneCanvasHandle>()
  const render = (scene: SceneContainer, timeMs: number) =>
    flushSync(() =>
      root.render(
        <SceneCanvas
          ref={ref}
          scene={scene}
          timeMs={timeMs}
          width={config.viewport.width}
          height={config.viewport.height}
          view={view}
        />,
      ),
    )
  return { root, ref, render }
}

declare global {
  interface Window {
    runCase?: (config: CaseConfig) => Promise<CaseResult>
  }
}

/**
 * Both canvases live in the page at once and their frames alternate, so load from elsewhere on
 * the machine falls on both alike.
 */
window.runCase = async (config) => {
  let scene = benchScene(config.spec)
  const zoom = config.viewport.width / config.view.w
  const view = { zoom, x: -config.view.x * zoom, y: -config.view.y * zoom }
  const baseline = new BaselineCanvas(
    document.getElementById('baseline') as HTMLDivElement,
    scene,
    config.viewport,
    zoom,
    view,
  )
  const {
    root,
    ref,
    render: renderScene,
  } = mountSceneCanvas(document.getElementById('root')!, config, view)
  const render = (timeMs: number) => renderScene(scene, timeMs)
  render(0)
  await nextFrame()
  const content = ref.current!.getStage()!.findOne('.podscene-content') as Konva.Layer
  const drawnLayers = content.find('.podscene-layer').length
  const ours = { scrub: timings(), drag: timings(), dragModel: timings() }
  const base = { scrub: timings(), drag: timings() }

  for (let i = 0; i < config.frames; i++) {
    const t = ((i * 33) % 10_000) + 1
    time(
      ours.scrub,
      () => render(t),
      () => content.draw(),
    )
    await nextFrame()
    time(
      base.scrub,
      () => baseline.update(t),
      () => baseline.draw(),
    )
    await nextFrame()
  }

  baseline.update(5000)
  render(5000)
  // Drag a layer that is in view (the middle one drawn).
  const drawn = content.find('.podscene-layer')
  const key = drawn[drawn.length >> 1]!.id()
  const trackIndex = scene.tracks!.findIndex((t) => t.layers!.some((l) => l.key === key))
  const layerIndex = scene.tracks![trackIndex]!.layers!.findIndex((l) => l.key === key)
  const dragged = scene.tracks![trackIndex]!.layers![layerIndex]!
  const node = ref.current!.getNodeByKey(key)!
  const startX = node.x()
  for (let i = 0; i < config.frames; i++) {
    time(
      ours.drag,
      () => node.x(startX + i),
      () => content.draw(),
    )
    await nextFrame()
    time(
      base.drag,
      () => baseline.move(key, (dragged.x ?? 0) + i),
      () => baseline.draw(),
    )
    await nextFrame()
  }
  for (let i = 0; i < config.frames; i++) {
    time(
      ours.dragModel,
      () => ((scene = moveLayer(scene, trackIndex, layerIndex, 1)), render(5000)),
      () => content.draw(),
    )
    await nextFrame()
  }
  root.unmount()
  baseline.destroy()
  return { sceneCanvas: ours, baseline: base, drawnLayers }
}

export interface CullingResult {
  /** Scrub frame times of each SceneCanvas, in the order of the configs given. */
  scrub: Timings[]
  drawnLayers: number[]
}

declare global {
  interface Window {
    runCulling?: (configs: CaseConfig[]) => Promise<CullingResult>
  }
}

/**
 * SceneCanvas on several scenes in one page, their scrub frames alternating: each pays for the
 * same heap, the same page and the same machine load, and no hand-written canvas runs between
 * them (the 10,000-node baseline would add its own garbage and cache churn to one case only).
 */
window.runCulling = async (configs) => {
  const canvases = configs.map((config) => {
    const scene = benchScene(config.spec)
    const zoom = config.viewport.width / config.view.w
    const view = { zoom, x: -config.view.x * zoom, y: -config.view.y * zoom }
    const host = document.body.appendChild(document.createElement('div'))
    const { root, ref, render: renderScene } = mountSceneCanvas(host, config, view)
    const render = (timeMs: number) => renderScene(scene, timeMs)
    render(0)
    return { root, ref, render, timings: timings() }
  })
  await nextFrame()
  const contents = canvases.map(
    (c) => c.ref.current!.getStage()!.findOne('.podscene-content') as Konva.Layer,
  )
  const frames = Math.max(...configs.map((c) => c.frames))
  for (let i = 0; i < frames; i++) {
    const t = ((i * 33) % 10_000) + 1
    for (let k = 0; k < canvases.length; k++) {
      const canvas = canvases[k]!
      time(
        canvas.timings,
        () => canvas.render(t),
        () => contents[k]!.draw(),
      )
      await nextFrame()
    }
  }
  const drawnLayers = contents.map((content) => content.find('.podscene-layer').length)
  for (const canvas of canvases) canvas.root.unmount()
  return { scrub: canvases.map((c) => c.timings), drawnLayers }
}
