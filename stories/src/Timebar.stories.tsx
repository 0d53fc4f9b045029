import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, waitFor } from 'storybook/test'
import { Editor } from '@podscene/core'
import { EditorCanvas, EditorProvider, Timebar } from '@podscene/react'
import { Frame } from './Frame.tsx'
import { podcastTemplate } from './scenes.ts'

let current: Editor | null = null

/** The playhead scrubber under a read-only canvas: scrubbing moves the subtitle's active word. */
function TimebarDemo() {
  const editor = useMemo(() => new Editor(podcastTemplate()), [])
  current = editor
  return (
    <EditorProvider editor={editor}>
      <div className="ps-scene-editor" style={{ display: 'block', width: 800 }}>
        <Frame width={800} height={450}>
          <EditorCanvas readOnly />
        </Frame>
        <Timebar />
      </div>
    </EditorProvider>
  )
}

const meta = { title: 'Editor/Timebar', component: TimebarDemo } satisfies Meta<typeof TimebarDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Scrub: Story = {
  play: async ({ canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Playhead' })
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }))
    await waitFor(() => expect(current!.getState().session.playheadMs).toBeGreaterThan(0))
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
    await expect(slider).toBeEnabled()
    await expect(current!.canUndo()).toBe(false)
  },
}
