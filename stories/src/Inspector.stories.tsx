import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect } from 'storybook/test'
import { Editor, type Layer } from '@podscene/core'
import { EditorProvider, Inspector } from '@podscene/react'
import { layerOfKind, template } from './scenes.ts'

function InspectorDemo({ kind }: { kind: string }) {
  const editor = useMemo(() => {
    const layer: Layer = layerOfKind(kind, {
      timeline: {
        start: 0,
        end: 4000,
        key_frames: [
          { timestamp: 0, func: 'ease', properties: { x: 100 } },
          { timestamp: 1000, properties: { x: 400 } },
        ],
      },
    })
    const e = new Editor(template([[layer]]))
    e.select([layer.key!])
    return e
  }, [kind])
  return (
    <EditorProvider editor={editor}>
      <div className="ps-scene-editor" style={{ display: 'block', width: 320, height: 'auto' }}>
        <Inspector />
      </div>
    </EditorProvider>
  )
}

const meta = {
  title: 'Editor/Inspector',
  component: InspectorDemo,
} satisfies Meta<typeof InspectorDemo>
export default meta
type Story = StoryObj<typeof meta>

export const TextLayer: Story = {
  args: { kind: 'text' },
  play: async ({ canvas, userEvent }) => {
    const size = canvas.getByLabelText('Font size', { exact: true })
    await userEvent.clear(size)
    await userEvent.type(size, '120{Enter}')
    await expect(size).toHaveValue(120)
    await expect(canvas.getByRole('button', { name: 'Remove keyframe at playhead' })).toBeVisible()
  },
}
export const ImageLayer: Story = { args: { kind: 'image' } }
export const ShapeLayer: Story = { args: { kind: 'shape' } }
