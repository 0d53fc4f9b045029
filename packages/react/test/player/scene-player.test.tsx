import { afterAll, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { createRef, useState } from 'react'
import { AUDIO_SCRIPT_SOURCE_ID } from '@podscene/core'
import { ScenePlayer, type ScenePlayerHandle } from '../../src/player/index.ts'
import { CONTENT_LAYER_NAME } from '../../src/canvas/scene-canvas.tsx'
import { sineWavUrl } from '../playback/wav.ts'

const wav = sineWavUrl(2)
afterAll(() => URL.revokeObjectURL(wav))

/** A project scene: one coloured box lasting `durationMs`, and optional scene fields. */
function scene(key: string, color: string, durationMs: number, fields: object = {}) {
  return {
    key,
    ...fields,
    tracks: [
      {
        index: 0,
        key: `${key}-track`,
        layers: [
          {
            key: `${key}-box`,
            type: 'color',
            x: 0,
            y: 0,
            w: 1920,
            h: 1080,
            color,
            timeline: { start: 0, end: durationMs },
          },
        ],
      },
    ],
  }
}

const project = {
  id: 'p1',
  aspect_ratio: 1,
  scenes: [
    scene('a', '#ff0000', 400, { audio_script: { url: wav, duration: 2 } }),
    scene('b', '#0000ff', 400, { bg_color: '#00ff00', transition: { type: 'fade' } }),
  ],
}

/** The key of the layer the player's stage draws now (one layer per scene here). */
function drawnLayerKey(): string | undefined {
  const konva = (
    window as unknown as {
      Konva: { stages: { findOne(s: string): { children: { id(): string }[] } | undefined }[] }
    }
  ).Konva
  const content = konva.stages.at(-1)?.findOne(`.${CONTENT_LAYER_NAME}`)
  return content?.children.map((c) => c.id()).find((id) => id.endsWith('-box'))
}

describe('ScenePlayer', () => {
  it('plays a project across its scenes with controls, then ends', async () => {
    const times: number[] = []
    const onEnded = vi.fn()
    await render(
      <ScenePlayer
        source={project}
        width={480}
        height={270}
        onTimeUpdate={(t) => times.push(t)}
        onEnded={onEnded}
      />,
    )
    const region = page.getByRole('region', { name: 'Scene player' })
    await expect.element(region).toHaveTextContent('0:00.00 / 0:00.80')
    await expect.element(region).toHaveTextContent('Scene 1 of 2')
    expect(drawnLayerKey()).toBe('a-box')

    await userEvent.click(page.getByRole('button', { name: 'Play' }))
    await expect.element(page.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    await vi.waitFor(() => expect(region.element().dataset.sceneIndex).toBe('1'))
    await expect.element(region).toHaveTextContent('Scene 2 of 2')
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1))
    // At the end (t = 400, outside the box's [0, 400)) only scene 2's bg_color is left.
    expect(drawnLayerKey()).toBeUndefined()
    await expect.element(page.getByRole('button', { name: 'Play' })).toBeInTheDocument()
    // Time only moved forwards, through both scenes, and stopped at the end.
    expect(times.length).toBeGreaterThan(2)
    expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true)
    expect(times.some((t) => t > 0 && t < 400)).toBe(true)
    expect(times.at(-1)).toBe(800)
    await expect.element(region).toHaveTextContent('0:00.80 / 0:00.80')
  })

  it('sounds the scene audio through the playback clock', async () => {
    const created: HTMLMediaElement[] = []
    const createElement = document.createElement.bind(document)
    const spy = vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
      const element = createElement(tag)
      if (element instanceof HTMLMediaElement) created.push(element)
      return element
    }) as typeof document.createElement)
    const ref = createRef<ScenePlayerHandle>()
    try {
      await render(<ScenePlayer ref={ref} source={project} width={320} height={180} />)
      ref.current!.play()
      const element = await vi.waitFor(() => {
        const sounding = created.find((e) => !e.paused && e.currentTime > 0.05)
        expect(sounding).toBeDefined()
        return sounding!
      })
      expect(element.dataset.sourceId).toBe(AUDIO_SCRIPT_SOURCE_ID)
      expect(element.src).toBe(wav)
      ref.current!.pause()
      await vi.waitFor(() => expect(element.paused).toBe(true))
    } finally {
      spy.mockRestore()
    }
  })

  it('seeks with the slider and the handle, across scenes', async () => {
    const ref = createRef<ScenePlayerHandle>()
    const times: number[] = []
    await render(
      <ScenePlayer
        ref={ref}
        source={project}
        width={320}
        height={180}
        onTimeUpdate={(t) => times.push(t)}
      />,
    )
    const region = page.getByRole('region', { name: 'Scene player' })
    const slider = page.getByRole('slider', { name: 'Seek' })
    await expect.element(slider).toHaveAttribute('max', '800')
    ref.current!.seek(600)
    await expect.element(region).toHaveTextContent('0:00.60 / 0:00.80')
    expect(region.element().dataset.sceneIndex).toBe('1')
    expect(drawnLayerKey()).toBe('b-box')
    expect(times).toEqual([600])
    // Keyboard on the slider: Home goes back to the start, into the first scene.
    await userEvent.click(slider)
    await userEvent.keyboard('{Home}')
    await expect.element(region).toHaveTextContent('0:00.00 / 0:00.80')
    expect(region.element().dataset.sceneIndex).toBe('0')
    expect(drawnLayerKey()).toBe('a-box')
    expect(times.at(-1)).toBe(0)
  })

  it('controlled time: follows the time prop and reports to onTimeUpdate', async () => {
    function Host() {
      const [time, setTime] = useState(100)
      return (
        <>
          <button type="button" onClick={() => setTime(500)}>
            Jump
          </button>
          <output aria-label="Host time">{Math.round(time)}</output>
          <ScenePlayer
            source={project}
            width={320}
            height={180}
            time={time}
            onTimeUpdate={setTime}
          />
        </>
      )
    }
    await render(<Host />)
    const region = page.getByRole('region', { name: 'Scene player' })
    await expect.element(region).toHaveTextContent('0:00.10 / 0:00.80')
    await userEvent.click(page.getByRole('button', { name: 'Jump' }))
    await expect.element(region).toHaveTextContent('0:00.50 / 0:00.80')
    expect(region.element().dataset.sceneIndex).toBe('1')
    await userEvent.click(page.getByRole('button', { name: 'Play' }))
    await vi.waitFor(() =>
      expect(page.getByRole('button', { name: 'Play' }).query()).not.toBeNull(),
    )
    await expect.element(page.getByLabelText('Host time')).toHaveTextContent('800')
  })

  it('a single template: autoPlay and loop keep it going', async () => {
    const ref = createRef<ScenePlayerHandle>()
    const onEnded = vi.fn()
    const template = { aspect_ratio: 0, scene: scene('t', '#ffffff', 200) }
    await render(
      <ScenePlayer
        ref={ref}
        source={template}
        width={180}
        height={320}
        autoPlay
        loop
        onEnded={onEnded}
        controls={false}
      />,
    )
    expect(page.getByRole('button', { name: 'Play' }).query()).toBeNull()
    let wrapped = false
    let previous = 0
    await vi.waitFor(() => {
      const t = ref.current!.getTime()
      wrapped ||= t < previous
      previous = t
      expect(wrapped).toBe(true)
    })
    expect(onEnded).not.toHaveBeenCalled()
    ref.current!.pause()
  })
})
