import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { createActionRegistry, defaultActions, SceneEditor } from '@podscene/react'
import { Frame } from './Frame.tsx'
import { podcastTemplate } from './scenes.ts'

const meta = {
  title: 'Editor/InsertMenu',
  component: SceneEditor,
  decorators: [
    (Story) => (
      <Frame width={1280} height={720}>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof SceneEditor>
export default meta
type Story = StoryObj<typeof meta>

const KINDS = [
  'Text',
  'Image',
  'Video',
  'Shape',
  'Color',
  'Subtitle',
  'Waveform',
  'Person',
  'Audio',
]

/** The Insert menu's group "Text styles" (issue 30), after the kinds and "From a file…". */
const TEXT_STYLES = ['Heading', 'Subheading', 'Body', 'Caption', 'Lower third']

/** The "Insert" menu of the canvas toolbar, open: one item per layer kind, then text styles. */
export const Open: Story = {
  args: { defaultValue: podcastTemplate() },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Insert' })
    await userEvent.click(button)
    const items = await canvas.findAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      ...KINDS,
      'From a file…',
      ...TEXT_STYLES,
    ])
    await expect(items[0]).toHaveFocus()
  },
}

/** Inserting a text layer: centred, selected, named `text-1` in the layer list; Undo removes it. */
export const InsertText: Story = {
  args: { defaultValue: podcastTemplate() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Insert' }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Text' }))
    await expect(await canvas.findByRole('treeitem', { name: 'text: Text' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(canvas.queryByRole('treeitem', { name: 'text: Text' })).toBeNull())
  },
}

const custom = createActionRegistry(defaultActions)
custom.remove('insert.audio')
custom.remove('insert.video')
custom.register({
  id: 'insert.sponsor-banner',
  label: 'Sponsor banner',
  group: 'insert',
  perform: (editor) =>
    editor.insertLayer({
      type: 'shape',
      x: 80,
      y: 860,
      w: 900,
      h: 140,
      prop: { shapeInfo: { type: 'rect', color: '#2563eb' } },
    }),
})

/** An embedder's registry: two kinds removed, a "Sponsor banner" preset added. */
export const CustomActions: Story = {
  args: { defaultValue: podcastTemplate(), actions: custom },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Insert' }))
    const items = await canvas.findAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual([
      'Text',
      'Image',
      'Shape',
      'Color',
      'Subtitle',
      'Waveform',
      'Person',
      'From a file…',
      'Sponsor banner',
      ...TEXT_STYLES,
    ])
  },
}
