import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, waitFor } from 'storybook/test'
import { Editor, type EditorDocument, type SceneContainer } from '@podscene/core'
import { EditorProvider, ProblemsPanel, Timebar, Timeline } from '@podscene/react'
import { timedPodcastTemplate } from './scenes.ts'

let current: Editor | null = null

/** The timed podcast template with two planted mistakes: the title off the canvas, a 0-wide wave. */
function plantedTemplate(): EditorDocument {
  const doc = timedPodcastTemplate() as { scene: SceneContainer }
  for (const track of doc.scene.tracks ?? []) {
    for (const layer of track.layers ?? []) {
      if (layer.key === 'title') layer.x = 4000
      if (layer.key === 'wave') layer.w = 0
    }
  }
  return doc
}

/** The Problems panel beside the timeline whose clips carry the problem markers. */
function ProblemsDemo() {
  const editor = useMemo(() => new Editor(plantedTemplate()), [])
  current = editor
  return (
    <EditorProvider editor={editor}>
      <div
        className="ps-scene-editor"
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', width: 1200 }}
      >
        <div>
          <Timebar />
          <Timeline />
        </div>
        <aside className="ps-scene-editor__inspector">
          <ProblemsPanel />
        </aside>
      </div>
    </EditorProvider>
  )
}

const meta = { title: 'Editor/ProblemsPanel', component: ProblemsDemo } satisfies Meta<
  typeof ProblemsDemo
>
export default meta
type Story = StoryObj<typeof meta>

/** Each planted problem is a row and a marker; a row selects its layer and seeks to its start. */
export const PlantedProblems: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = current!
    const panel = canvas.getByRole('region', { name: 'Problems' })
    // Lint runs in a worker: its first report waits for the worker to start (slow on a busy CI).
    const row = await waitFor(() => canvas.getByRole('button', { name: /^off-canvas/ }), {
      timeout: 15_000,
    })
    await expect(canvas.getByRole('button', { name: /^zero-size/ })).toBeVisible()
    await expect(row).toHaveTextContent('0:00.00–0:04.00')
    await userEvent.click(row)
    await expect(editor.getState().session.selection).toEqual(['title'])
    const region = canvas.getByRole('region', { name: 'Timeline' })
    await expect(
      region.querySelector('[data-layer-key="title"] [data-problem-code="off-canvas"]'),
    ).not.toBeNull()
    editor.setGeometry('title', { x: 100 })
    await waitFor(
      () => expect(panel.querySelector('[data-problem-code="off-canvas"]')).toBeNull(),
      { timeout: 15_000 },
    )
  },
}
