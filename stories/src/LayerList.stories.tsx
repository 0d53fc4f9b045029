import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect } from 'storybook/test'
import { Editor } from '@podscene/core'
import { EditorProvider, Inspector, LayerList } from '@podscene/react'
import { podcastTemplate } from './scenes.ts'

function LayerListDemo({ withInspector = false }: { withInspector?: boolean }) {
  const editor = useMemo(() => new Editor(podcastTemplate()), [])
  return (
    <EditorProvider editor={editor}>
      <div
        className="ps-scene-editor"
        style={{ display: 'flex', height: 520, gridTemplateAreas: 'none' }}
      >
        <div className="ps-scene-editor__layers" style={{ width: 300 }}>
          <LayerList />
        </div>
        {withInspector && (
          <div className="ps-scene-editor__inspector" style={{ width: 300 }}>
            <Inspector />
          </div>
        )}
      </div>
    </EditorProvider>
  )
}

const meta = {
  title: 'Editor/LayerList',
  component: LayerListDemo,
} satisfies Meta<typeof LayerListDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Tree: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('treeitem', { name: 'image logo' }))
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(canvas.getByRole('treeitem', { name: 'shape lower-third' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}')
    const labels = canvas.getAllByRole('treeitem').map((el) => el.getAttribute('aria-label'))
    await expect(labels.indexOf('shape lower-third')).toBeLessThan(labels.indexOf('image logo'))
  },
}

export const WithInspector: Story = {
  args: { withInspector: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('treeitem', { name: /^text: The Podscene Show/ }))
    await expect(canvas.getByLabelText('Text', { exact: true })).toHaveValue(
      'The Podscene Show · Episode 12',
    )
  },
}
