import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, waitFor } from 'storybook/test'
import { Editor, serialize } from '@podscene/core'
import { EditorCanvas, EditorProvider, SlotsPanel } from '@podscene/react'
import { Frame } from './Frame.tsx'
import { podcastTemplate } from './scenes.ts'

let current: Editor | null = null

/** The Slots panel beside the canvas it previews on, over the podcast template. */
function SlotsDemo() {
  const editor = useMemo(() => new Editor(podcastTemplate()), [])
  current = editor
  return (
    <EditorProvider editor={editor}>
      <Frame width={1100} height={560}>
        <div
          className="ps-scene-editor"
          style={{ gridTemplateColumns: 'minmax(0, 1fr) 300px', gridTemplateAreas: 'none' }}
        >
          <EditorCanvas />
          <aside className="ps-scene-editor__inspector">
            <SlotsPanel />
          </aside>
        </div>
      </Frame>
    </EditorProvider>
  )
}

const meta = { title: 'Editor/SlotsPanel', component: SlotsDemo } satisfies Meta<typeof SlotsDemo>
export default meta
type Story = StoryObj<typeof meta>

/** Mark the title as a slot, type sample text, preview it (the document stays), clear, undo. */
export const MarkAndPreview: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = current!
    const before = serialize(editor.document)
    editor.select(['title'])
    const panel = canvas.getByRole('region', { name: 'Slots' })
    const name = await waitFor(() => canvas.getByRole('textbox', { name: 'Slot name' }))
    await userEvent.type(name, 'headline')
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as slot' }))
    await expect(editor.getLayer('title')?.layer.api_template_meta).toEqual({
      replace_key: 'headline',
    })
    await waitFor(() => expect(panel.querySelector('[data-slot-key="headline"]')).not.toBeNull())
    const marked = editor.document
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sample headline' }), 'Episode 42')
    await userEvent.click(canvas.getByRole('button', { name: 'Preview fill' }))
    // The fill is planned in the lint worker: its first answer waits for the worker to start.
    await waitFor(() => expect(canvas.getByText('Fill preview (read-only)')).toBeVisible(), {
      timeout: 15_000,
    })
    await expect(editor.document).toBe(marked)
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear fill' })[0]!)
    editor.undo()
    await expect(serialize(editor.document)).toBe(before)
  },
}
