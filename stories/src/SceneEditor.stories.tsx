import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { SceneEditor } from '@podscene/react'
import { Frame } from './Frame.tsx'
import { podcastTemplate, template, layerOfKind } from './scenes.ts'

const meta = {
  title: 'Editor/SceneEditor',
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

/** The whole editor on a realistic two-host podcast scene. */
export const PodcastScene: Story = {
  args: { defaultValue: podcastTemplate() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('treeitem', { name: 'person host-left' }))
    await expect(await canvas.findByRole('heading', { name: 'person host-left' })).toBeVisible()
    const x = canvas.getByLabelText('X', { exact: true })
    await userEvent.clear(x)
    await userEvent.type(x, '240{Enter}')
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(canvas.getByLabelText('X', { exact: true })).toHaveValue(200))
  },
}

export const ReadOnly: Story = {
  args: { defaultValue: podcastTemplate(), readOnly: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('treeitem', { name: 'shape lower-third' }))
    await expect(await canvas.findByLabelText('Width', { exact: true })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Undo' })).toBeNull()
  },
}

/** Theming through CSS variables on the root. */
export const DarkTheme: Story = {
  args: {
    defaultValue: podcastTemplate(),
    style: {
      '--ps-bg': '#0b1020',
      '--ps-panel-bg': '#111827',
      '--ps-canvas-bg': '#030712',
      '--ps-border': '#1f2937',
      '--ps-text': '#e5e7eb',
      '--ps-text-muted': '#9ca3af',
      '--ps-selected-bg': '#1e3a8a',
      '--ps-accent': '#f472b6',
      // Dark text on the pink accent: 7:1 (white was 2.6:1).
      '--ps-accent-text': '#111827',
    } as React.CSSProperties,
  },
}

/** A 9:16 template without the side panels. */
export const VerticalCanvasOnly: Story = {
  args: {
    defaultValue: template(
      [
        [layerOfKind('color', { key: 'bg', w: 1080, h: 1920, color: '#7c3aed' })],
        [layerOfKind('text', { x: 90, y: 800, w: 900 })],
      ],
      0,
    ),
    showLayerList: false,
    showInspector: false,
  },
}
