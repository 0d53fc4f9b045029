import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, waitFor } from 'storybook/test'
import { Editor, serialize } from '@podscene/core'
import { EditorProvider, SceneEditor, Timebar, Timeline } from '@podscene/react'
import { Frame } from './Frame.tsx'
import { timedPodcastTemplate } from './scenes.ts'

let current: Editor | null = null

/** The timeline alone inside an EditorProvider, with the playhead slider above it. */
function TimelineDemo() {
  const editor = useMemo(() => new Editor(timedPodcastTemplate()), [])
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
