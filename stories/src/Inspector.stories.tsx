import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, waitFor } from 'storybook/test'
import { Editor, type Layer } from '@podscene/core'
import { SceneEditor } from '@podscene/react'
import { Frame } from './Frame.tsx'
import { layerOfKind, template } from './scenes.ts'

/** The inspector of one selected layer of `kind`, beside the canvas that previews each edit. */
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
    <Frame width={1280} height={720}>
      <SceneEditor editor={editor} timeline={false} />
    </Frame>
  )
}

const meta = {
  title: 'Editor/Inspector',
  component: InspectorDemo,
} satisfies Meta<typeof InspectorDemo>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

async function typeInto(canvas: Canvas, userEvent: UserEvent, label: string, value: string) {
  // The inspector loads with the first selection: find, not get.
  const input = await canvas.findByLabelText(label, { exact: true })
  // A field just mounted takes the document's value in an effect: type after the next frame.
  await new Promise((resolve) => requestAnimationFrame(resolve))
  await userEvent.clear(input)
  await userEvent.type(input, `${value}{Enter}`)
  return input
}

export const TextLayer: Story = {
  args: { kind: 'text' },
  play: async ({ canvas, userEvent }) => {
    const size = await typeInto(canvas, userEvent, 'Font size', '120')
    await expect(size).toHaveValue(120)
    await userEvent.selectOptions(canvas.getByLabelText('Alignment', { exact: true }), 'right')
    await expect(canvas.getByLabelText('Alignment', { exact: true })).toHaveValue('right')
    await expect(
      canvas.getByRole('button', { name: 'Remove keyframe at current time' }),
    ).toBeVisible()
  },
}

export const SubtitleLayer: Story = {
  args: { kind: 'subtitle' },
  play: async ({ canvas, userEvent }) => {
    const text = await typeInto(canvas, userEvent, 'Word 2 text', 'again')
    await expect(text).toHaveValue('again')
    // A word cannot end before it starts: the message shows beside the field, which keeps the
    // document's value.
    const end = canvas.getByLabelText('Word 2 end (ms)', { exact: true })
    const before = (end as HTMLInputElement).value
    await typeInto(canvas, userEvent, 'Word 2 end (ms)', '1')
    await waitFor(() => expect(end).toHaveAccessibleDescription(/end must be ≥ start/))
    await expect(end).toHaveValue(Number(before))
  },
}

export const ShapeLayer: Story = {
  args: { kind: 'shape' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('Shape type', { exact: true }),
      'ellipse',
    )
    await typeInto(canvas, userEvent, 'Fill colour', '#f97316')
    await expect(canvas.getByLabelText('Fill colour', { exact: true })).toHaveValue('#f97316')
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled()
  },
}

export const ColorLayer: Story = {
  args: { kind: 'color' },
  play: async ({ canvas, userEvent }) => {
    await typeInto(canvas, userEvent, 'Layer colour', 'not a colour')
    await expect(canvas.getByRole('alert')).toHaveTextContent('"not a colour" is not a colour')
    await expect(canvas.getByLabelText('Layer colour', { exact: true })).toHaveValue('#0ea5e9')
  },
}

export const ImageLayer: Story = {
  args: { kind: 'image' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('Flip horizontally', { exact: true }))
    await expect(canvas.getByLabelText('Flip horizontally', { exact: true })).toBeChecked()
  },
}

export const VideoLayer: Story = {
  args: { kind: 'video' },
  play: async ({ canvas, userEvent }) => {
    await typeInto(canvas, userEvent, 'Volume', '0.5')
    await expect(canvas.getByLabelText('Volume', { exact: true })).toHaveValue(0.5)
  },
}

export const PersonLayer: Story = {
  args: { kind: 'person' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByLabelText('Show type', { exact: true })).toHaveValue('circle')
    await typeInto(canvas, userEvent, 'Mask width', '400')
    await expect(canvas.getByLabelText('Mask width', { exact: true })).toHaveValue(400)
  },
}

export const WaveformLayer: Story = {
  args: { kind: 'waveform' },
  play: async ({ canvas, userEvent }) => {
    await typeInto(canvas, userEvent, 'Bar width', '16')
    await expect(canvas.getByLabelText('Bar width', { exact: true })).toHaveValue(16)
  },
}

export const AudioLayer: Story = {
  args: { kind: 'audio' },
  play: async ({ canvas, userEvent }) => {
    await typeInto(canvas, userEvent, 'Clip start (ms)', '1500')
    await expect(canvas.getByLabelText('Clip start (ms)', { exact: true })).toHaveValue(1500)
  },
}

/** Typing an End before the Start: refused beside the field, which shows the document's value. */
export const RejectedEdit: Story = {
  args: { kind: 'shape' },
  play: async ({ canvas, userEvent }) => {
    await typeInto(canvas, userEvent, 'Start (ms)', '3000')
    await typeInto(canvas, userEvent, 'End (ms)', '1000')
    const end = canvas.getByLabelText('End (ms)', { exact: true })
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'))
    await expect(end).toHaveAccessibleDescription(/after start 3000, got 1000/)
    await expect(end).toHaveValue(4000)
  },
}
