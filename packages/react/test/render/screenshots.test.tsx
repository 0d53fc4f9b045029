import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createRef } from 'react'
import { MediaCache, SceneCanvas, type SceneCanvasHandle } from '../../src/index.ts'
import { showcaseScene } from './showcase-scene.ts'

async function mount(props: { timeMs: number; editing: boolean }) {
  const ref = createRef<SceneCanvasHandle>()
  await render(
    <div data-testid="frame" style={{ display: 'inline-block' }}>
      <SceneCanvas
        ref={ref}
        scene={showcaseScene()}
        width={640}
        height={360}
        mediaCache={new MediaCache()}
        {...props}
      />
    </div>,
  )
  for (let i = 0; i < 3; i++) {
    await ref.current!.whenMediaSettled()
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}

describe('reviewed screenshots', () => {
  it('every layer kind in one 16:9 frame (word "to" active)', async () => {
    await mount({ timeMs: 900, editing: false })
    await expect.element(page.getByTestId('frame')).toMatchScreenshot('showcase-render')
  })

  it('the same frame while editing shows the audio marker', async () => {
    await mount({ timeMs: 100, editing: true })
    await expect.element(page.getByTestId('frame')).toMatchScreenshot('showcase-editing')
  })
})
