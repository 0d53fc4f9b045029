import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, waitFor } from 'storybook/test'
import { Editor, serialize, type EditorDocument } from '@podscene/core'
import { EditorProvider, SceneEditor, Timebar, Timeline } from '@podscene/react'
import { Frame } from './Frame.tsx'
import { timedPodcastTemplate } from './scenes.ts'

let current: Editor | null = null

/** 100 tracks × 50 one-second clips (5,000 clips over 50 s). */
function manyClips(): EditorDocument {
  const tracks = Array.from({ length: 100 }, (_, t) => ({
    index: t,
    key: `track-${t}`,
    type: t % 2 ? 'text' : 'image',
    layers: Array.from({ length: 50 }, (_, i) => ({
      key: `clip-${t}-${i}`,
      type: t % 2 ? 'text' : 'image',
      timeline: { start: i * 1000, end: i * 1000 + 900 },
    })),
  }))
  return { aspect_ratio: 1, scene: { tracks } }
}

/** The timeline alone inside an EditorProvider, with the playhead slider above it. */
function TimelineDemo({ many = false }: { many?: boolean }) {
  const editor = useMemo(() => new Editor(many ? manyClips() : timedPodcastTemplate()), [many])
  current = editor
  return (
    <EditorProvider editor={editor}>
      <div className="ps-scene-editor" style={{ display: 'block', width: 960 }}>
        <Timebar />
        <Timeline />
      </div>
    </EditorProvider>
  )
}

const meta = { title: 'Editor/Timeline', component: TimelineDemo } satisfies Meta<
  typeof TimelineDemo
>
export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: the focused clip moves a frame per arrow; `S` splits it at the playhead; undo. */
export const PodcastScene: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = current!
    const before = serialize(editor.document)
    const region = canvas.getByRole('region', { name: 'Timeline' })
    const title = await waitFor(() => {
      const clip = region.querySelector<HTMLElement>('[data-layer-key="title"]')
      if (!clip) throw new Error('no title clip yet')
      return clip
    })
    await expect(title).toHaveAccessibleName(/0:00\.00–0:04\.00/)
    await userEvent.click(title)
    await expect(editor.getState().session.selection).toEqual(['title'])
    await userEvent.keyboard('{ArrowRight}')
    await expect(editor.getLayer('title')?.layer.timeline).toMatchObject({ start: 33, end: 4033 })
    editor.setPlayhead(2000)
    await userEvent.keyboard('s')
    await expect(editor.getLayer('title')?.layer.timeline).toMatchObject({ start: 33, end: 2000 })
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /0:02\.00–0:04\.03/ })).toBeVisible(),
    )
    editor.undo()
    editor.undo()
    await expect(serialize(editor.document)).toBe(before)
  },
}

/**
 * 5,000 clips on 100 tracks: only the clips near the view are mounted; they are one tab stop;
 * a track's Hide / Lock act on its 50 layers. Figures: `pnpm bench timeline`.
 */
export const ManyClips: Story = {
  args: { many: true },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Timeline' })
    await waitFor(() => expect(region.querySelector('[data-layer-key]')).not.toBeNull())
    await expect(region.querySelectorAll('[data-layer-key]').length).toBeLessThan(500)
    await expect(region.querySelectorAll('[data-layer-key][tabindex="0"]')).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Track 99' }))
    await expect(canvas.getByRole('button', { name: 'Show Track 99' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(region.querySelectorAll('.ps-timeline__clip--hidden').length).toBeGreaterThan(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Show Track 99' }))
    await expect(region.querySelectorAll('.ps-timeline__clip--hidden')).toHaveLength(0)
  },
}

/** The whole editor: the timeline sits under the canvas. */
export const InSceneEditor: StoryObj<typeof SceneEditor> = {
  render: () => (
    <Frame width={1280} height={800}>
      <SceneEditor defaultValue={timedPodcastTemplate()} />
    </Frame>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Timeline' })).toBeVisible()
    await expect(canvas.getByRole('slider', { name: 'Playhead' })).toHaveAttribute(
      'aria-valuetext',
      '0:00.00',
    )
  },
}
