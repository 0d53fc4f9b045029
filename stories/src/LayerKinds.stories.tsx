import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import Konva from 'konva'
import type { Layer } from '@podscene/core'
import { SceneCanvas } from '@podscene/react'
import { layerOfKind, scene as sceneOf } from './scenes.ts'
import { recordedVideo } from './media.ts'

interface KindProps {
  kind: string
  timeMs?: number
  extra?: Partial<Layer>
}

/** One layer of a kind over a dark backdrop, drawn by <SceneCanvas> at `timeMs`. */
function Kind({ kind, timeMs = 600, extra }: KindProps) {
  const scene = sceneOf([
    [layerOfKind('color', { key: 'backdrop', color: '#1f2937' })],
    [layerOfKind(kind, extra)],
  ])
  return (
    <SceneCanvas scene={scene} aspectRatio={1} width={640} height={360} timeMs={timeMs} editing />
  )
}

const meta = {
  title: 'Canvas/Layer kinds',
  component: Kind,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Kind>
export default meta
type Story = StoryObj<typeof meta>

/** Asserts the canvas drew the layer's group (every kind has one, even when it draws a marker). */
const drawsLayer: Story['play'] = async ({ args }) => {
  await waitFor(async () => {
    const stage = Konva.stages.at(-1)
    await expect(stage?.findOne(`#${args.kind}-layer`)).toBeDefined()
  })
}

export const Image: Story = { args: { kind: 'image' }, play: drawsLayer }
export const ImageCroppedFlipped: Story = {
  args: {
    kind: 'image',
    extra: { crop: { x: 0.25, y: 0.25, w: 0.5, h: 0.5 }, flip: 'horizontal', r: 8 },
  },
  play: drawsLayer,
}
export const Video: Story = {
  args: { kind: 'video' },
  loaders: [async () => ({ video: await recordedVideo() })],
  render: (args, { loaded }) => (
    <Kind {...args} extra={{ path: (loaded.video as string | null) ?? '' }} />
  ),
  play: drawsLayer,
}
export const Text: Story = { args: { kind: 'text' }, play: drawsLayer }
/** Vertical CJK text (`textInfo.writingMode` vertical-rl): columns right to left, issue 30. */
export const VerticalText: Story = {
  args: {
    kind: 'text',
    extra: {
      h: 600,
      prop: {
        textInfo: {
          content: '春眠不觉晓，处处闻啼鸟。Podscene',
          fontSize: 96,
          color: '#ffffff',
          writingMode: 'vertical-rl',
        },
      },
    },
  },
  play: async () => {
    await waitFor(async () => {
      const shape = Konva.stages.at(-1)?.findOne('.vertical-text')
      await expect(shape?.getAttr('columnCount')).toBeGreaterThan(1)
    })
  },
}
export const Subtitle: Story = {
  args: { kind: 'subtitle', timeMs: 900 },
  play: async (context) => {
    await drawsLayer(context)
    const texts = (Konva.stages.at(-1)!.find('Text') as Konva.Text[]).map((t) => t.text()).join('')
    await expect(texts).toContain('Welcome')
  },
}
export const Shape: Story = { args: { kind: 'shape' }, play: drawsLayer }
export const Ellipse: Story = {
  args: { kind: 'shape', extra: { prop: { shapeInfo: { type: 'ellipse', color: '#f97316' } } } },
  play: drawsLayer,
}
export const Color: Story = { args: { kind: 'color' }, play: drawsLayer }
export const Person: Story = { args: { kind: 'person' }, play: drawsLayer }
export const Waveform: Story = { args: { kind: 'waveform' }, play: drawsLayer }
export const Audio: Story = { args: { kind: 'audio' }, play: drawsLayer }
export const UnknownKind: Story = { args: { kind: 'sticker' }, play: drawsLayer }
export const BlockedMedia: Story = {
  args: { kind: 'image', extra: { path: 'javascript:alert(1)' } },
  play: drawsLayer,
}
