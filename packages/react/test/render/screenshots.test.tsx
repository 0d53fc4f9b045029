import { describe, expect, it } from 'vitest'
import { commands } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createRef } from 'react'
import { MediaCache, SceneCanvas, type SceneCanvasHandle } from '../../src/index.ts'
import { showcaseScene } from './showcase-scene.ts'

/**
 * Reviewed screenshots: the exported frame (canvas pixels, independent of how the test page is
 * scaled) against a PNG in test/render/references. A missing reference is written from this run and the
 * test fails until someone has looked at it; a mismatch writes `<name>.actual.png` beside it.
 */
async function expectMatchesReference(name: string, frame: Blob) {
  const path = `test/render/references/${name}.png`
  const actual = await blobToBase64(frame)
  let reference: string
  try {
    reference = await commands.readFile(path, 'base64')
  } catch {
    await commands.writeFile(path, actual, 'base64')
    throw new Error(`no reference ${path}: written from this run; review it, then run again`)
  }
  const mismatch = await mismatchRatio(reference, frame)
  if (mismatch > 0.001)
    await commands.writeFile(`test/render/references/${name}.actual.png`, actual, 'base64')
  expect(mismatch).toBeLessThanOrEqual(0.001)
}

async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

async function pixels(blob: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(blob)
  const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!
  ctx.drawImage(bitmap, 0, 0)
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height)
}

/** Share of pixels differing by more than 8 in any channel (1 when the sizes differ). */
async function mismatchRatio(referenceBase64: string, frame: Blob): Promise<number> {
  const referenceBytes = Uint8Array.from(atob(referenceBase64), (c) => c.charCodeAt(0))
  const a = await pixels(new Blob([referenceBytes], { type: 'image/png' }))
  const b = await pixels(frame)
  if (a.width !== b.width || a.height !== b.height) return 1
  let differing = 0
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(a.data[i + c]! - b.data[i + c]!) > 8) {
        differing++
        break
      }
    }
  }
  return differing / (a.width * a.height)
}

async function frameOf(props: { timeMs: number; editing: boolean }): Promise<Blob> {
  const ref = createRef<SceneCanvasHandle>()
  await render(
    <SceneCanvas
      ref={ref}
      scene={showcaseScene()}
      width={640}
      height={360}
      mediaCache={new MediaCache()}
      {...props}
    />,
  )
  for (let i = 0; i < 3; i++) {
    await ref.current!.whenMediaSettled()
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
  return ref.current!.exportPng({ pixelRatio: 1 / 3 })
}

describe('reviewed screenshots', () => {
  it('every layer kind in one 16:9 frame (word "to" active)', async () => {
    await expectMatchesReference('showcase-render', await frameOf({ timeMs: 900, editing: false }))
  })

  it('the same frame exported while editing: the audio marker is left out', async () => {
    await expectMatchesReference('showcase-editing', await frameOf({ timeMs: 100, editing: true }))
  })
})
