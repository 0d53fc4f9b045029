import { createRef } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { flushSync } from 'react-dom'
import type Konva from 'konva'
import { SceneCanvas, type SceneCanvasHandle } from '@podscene/react'
import type { SceneContainer } from '@podscene/core'
import { BaselineCanvas } from './baseline.ts'
import { benchScene, moveLayer, type SceneSpec } from './scenes.ts'

export interface CaseConfig {
  spec: SceneSpec
  /** Stage size in screen px, and the canvas-space rectangle shown in it. */
  viewport: { width: number; height: number }
  view: { x: number; y: number; w: number }
  frames: number
}

export interface CaseResult {
  /** Frame times in ms. */
  sceneCanvas: { scrub: number[]; drag: number[] }
  baseline: { scrub: number[]; drag: number[] }
  drawnLayers: number
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

async function runSceneCanvas(root: Root, config: CaseConfig, scene0: SceneContainer) {
  const ref = createRef<SceneCanvasHandle>()
  const zoom = config.viewport.width / config.view.w
  const view = { zoom, x: -config.view.x * zoom, y: -config.view.y * zoom }
  let scene = scene0
  const draw = (timeMs: number) =>
    flushSync(() => root.render(<SceneCanvas ref={ref} scene={scene} timeMs={timeMs} width={config.viewport.width} height={config.viewport.height} view={view} />))
  draw(0)
  await nextFrame()
  const content = () => ref.current!.getStage()!.findOne('.podscene-content') as Konva.Layer
  const drawnLayers = content().find('.podscene-layer').length
  const scrub: number[] = []
  for (let i = 0; i < config.frames; i++) {
    const t0 = performance.now()
    draw(((i * 33) % 10_000) + 1)
    content().draw()
    scrub.push(performance.now() - t0)
    await nextFrame()
  }
  const drag: number[] = []
  const track = Math.floor((scene.tracks!.length - 1) / 2)
  for (let i = 0; i < config.frames; i++) {
    const t0 = performance.now()
    scene = moveLayer(scene, track, 0, 1)
    draw(5000)
    content().draw()
    drag.push(performance.now() - t0)
    await nextFrame()
  }
  root.render(null)
  await nextFrame()
  return { scrub, drag, drawnLayers }
}

async function runBaseline(container: HTMLDivElement, config: CaseConfig, scene: SceneContainer) {
  const zoom = config.viewport.width / config.view.w
  const canvas = new BaselineCanvas(container, scene, config.viewport, zoom, { x: -config.view.x * zoom, y: -config.view.y * zoom })
  await nextFrame()
  const scrub: number[] = []
  for (let i = 0; i < config.frames; i++) {
    const t0 = performance.now()
    canvas.scrub(((i * 33) % 10_000) + 1)
    scrub.push(performance.now() - t0)
    await nextFrame()
  }
  const key = scene.tracks![Math.floor((scene.tracks!.length - 1) / 2)]!.layers![0]!.key!
  const drag: number[] = []
  for (let i = 0; i < config.frames; i++) {
    const t0 = performance.now()
    canvas.drag(key, 100 + i)
    drag.push(performance.now() - t0)
    await nextFrame()
  }
  canvas.destroy()
  return { scrub, drag }
}

declare global {
  interface Window {
    runCase?: (config: CaseConfig) => Promise<CaseResult>
  }
}

window.runCase = async (config) => {
  const scene = benchScene(config.spec)
  const root = createRoot(document.getElementById('root')!)
  const baseline = await runBaseline(document.getElementById('baseline') as HTMLDivElement, config, scene)
  const ours = await runSceneCanvas(root, config, scene)
  root.unmount()
  return { sceneCanvas: { scrub: ours.scrub, drag: ours.drag }, baseline, drawnLayers: ours.drawnLayers }
}
