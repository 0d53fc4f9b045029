import { Profiler, createRef } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { render } from 'vitest-browser-react'
import { describe, expect, it } from 'vitest'
import { createLayer, createScene, createTrack, type SceneContainer } from '@podscene/core'
import { MediaCache, SceneCanvas, type SceneCanvasHandle } from '../../src/index.ts'
import { imageDataOf } from '../video/reference-frame.tsx'

const CANVAS = { width: 1920, height: 1080 }

function stripes(): string {
  const canvas = document.createElement('canvas')
  canvas.width = 480
  canvas.height = 270
  const ctx = canvas.getContext('2d')!
  for (let i = 0; i < 12; i++) {
    ctx.fillStyle = `hsl(${i * 30}, 80%, 50%)`
    ctx.fillRect(i * 40, 0, 40, 270)
  }
  return canvas.toDataURL('image/png')
}

/** A picture under a moving camera, a square moving and turning, a title fading in. */
function movingScene(extra: ReturnType<typeof createLayer>[] = []): SceneContainer {
  return createScene([
    createTrack({
      index: 0,
      layers: [
        createLayer('image', {
          key: 'bg',
          x: 0,
          y: 0,
          w: 1920,
          h: 1080,
          path: stripes(),
          fit_mode: 'cover',
          moving_camera: { type: 'pan-left' },
          timeline: { start: 0, end: 2000 },
        }),
        createLayer('color', {
          key: 'square',
          x: 100,
          y: 600,
          w: 300,
          h: 300,
          color: '#00ff88',
          timeline: {
            start: 0,
            end: 2000,
            key_frames: [
              { func: 'linear', timestamp: 0, properties: { x: 100, r: 0, alpha: 1 } },
              { func: 'linear', timestamp: 2000, properties: { x: 1500, r: 45, alpha: 0.4 } },
            ],
          },
        }),
        ...extra,
      ],
    }),
  ])
}

interface Mounted {
  handle: SceneCanvasHandle
  renders: () => number
  frame: () => Promise<ImageData>
  settled: () => Promise<void>
  unmount: () => Promise<void>
}

async function mount(
  scene: SceneContainer,
  timeMs: number,
  cache = new MediaCache(),
): Promise<Mounted> {
  const ref = createRef<SceneCanvasHandle>()
  let renders = 0
  const screen = await render(
    <Profiler id="canvas" onRender={() => void renders++}>
      <SceneCanvas
        ref={ref}
        scene={scene}
        canvasSize={CANVAS}
        timeMs={timeMs}
        width={CANVAS.width}
        height={CANVAS.height}
        view={{ zoom: 1, x: 0, y: 0 }}
        mediaCache={cache}
        cull={false}
      />
    </Profiler>,
  )
  const settled = async () => {
    for (let round = 0; round < 3; round++) {
      await ref.current!.whenMediaSettled()
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  }
  return {
    handle: ref.current!,
    renders: () => renders,
    frame: async () => imageDataOf(await ref.current!.exportPng({ pixelRatio: 1 / 4 })),
    settled,
    unmount: () => screen.unmount(),
  }
}

function differingChannels(a: ImageData, b: ImageData): number {
  let n = 0
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) n++
  return n
}

describe('SceneCanvasHandle#advanceTo', () => {
  it('places a time that only moves layers and the camera without rendering: the pixels of rendering that time', async () => {
    const scene = movingScene()
    const canvas = await mount(scene, 0)
    await canvas.settled()
    const before = canvas.renders()
    const firstFrame = await canvas.frame()
    for (const t of [300, 700, 1300]) {
      expect(canvas.handle.advanceTo(t)).toBe(true)
      const advanced = await canvas.frame()
      const fresh = await mount(scene, t)
      await fresh.settled()
      const rendered = await fresh.frame()
      await fresh.unmount()
      expect(differingChannels(advanced, rendered), `at ${t} ms`).toBe(0)
      expect(differingChannels(advanced, firstFrame)).toBeGreaterThan(0)
    }
    // No React render of the canvas for those times.
    expect(canvas.renders()).toBe(before)
    await canvas.unmount()
  })

  it('refuses a time at which a layer appears, and changes nothing', async () => {
    const late = createLayer('color', {
      key: 'late',
      x: 800,
      y: 100,
      w: 200,
      h: 200,
      color: '#ff0000',
      timeline: { start: 1000, end: 2000 },
    })
    const canvas = await mount(movingScene([late]), 500)
    await canvas.settled()
    const before = await canvas.frame()
    expect(canvas.handle.advanceTo(1500)).toBe(false)
    expect(differingChannels(await canvas.frame(), before)).toBe(0)
    expect(canvas.handle.advanceTo(600)).toBe(true)
    await canvas.unmount()
  })

  it('a picture that arrives after the time was advanced is placed at that time’s camera', async () => {
    const scene = movingScene()
    // Mounted synchronously, its picture still loading (that takes tasks), then advanced at once.
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    const ref = createRef<SceneCanvasHandle>()
    flushSync(() =>
      root.render(
        <SceneCanvas
          ref={ref}
          scene={scene}
          canvasSize={CANVAS}
          timeMs={0}
          width={CANVAS.width}
          height={CANVAS.height}
          view={{ zoom: 1, x: 0, y: 0 }}
          mediaCache={new MediaCache()}
          cull={false}
        />,
      ),
    )
    expect(ref.current!.getStage()!.findOne('Image')).toBeUndefined()
    expect(ref.current!.advanceTo(900)).toBe(true)
    for (let round = 0; round < 3; round++) {
      await ref.current!.whenMediaSettled()
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    expect(ref.current!.getStage()!.findOne('Image')).toBeDefined()
    const advanced = await imageDataOf(await ref.current!.exportPng({ pixelRatio: 1 / 4 }))
    root.unmount()
    host.remove()
    const fresh = await mount(scene, 900)
    await fresh.settled()
    const rendered = await fresh.frame()
    await fresh.unmount()
    expect(differingChannels(advanced, rendered)).toBe(0)
  })
})
