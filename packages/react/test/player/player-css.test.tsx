import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { ScenePlayer } from '../../src/player/index.ts'
import '../../src/player/player.css'

const scene = { tracks: [{ index: 0, key: 't', layers: [] }] }

describe('@podscene/react/player.css', () => {
  it('styles the controls, themed by --ps-player-* variables', async () => {
    await render(
      <div style={{ width: 480, ['--ps-player-stage-bg' as string]: 'rgb(1, 2, 3)' }}>
        <ScenePlayer source={scene} />
      </div>,
    )
    const play = page.getByRole('button', { name: 'Play' })
    await expect.element(play).toBeVisible()
    const button = getComputedStyle(play.element())
    expect(button.backgroundColor).toBe('rgb(37, 99, 235)')
    expect(button.borderRadius).toBe('50%')
    const stage = document.querySelector('.ps-scene-player__stage')!
    expect(getComputedStyle(stage).backgroundColor).toBe('rgb(1, 2, 3)')
  })
})
