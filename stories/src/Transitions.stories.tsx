import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import Konva from 'konva'
import { KNOWN_TRANSITIONS } from '@podscene/core'
import { SceneCanvas } from '@podscene/react'
import { layerOfKind, scene as sceneOf } from './scenes.ts'

interface TransitionProps {
  effect: string
  /** `cross` uses timeline.cross in; `enter` uses prop.animationInfo.enter. */
  source: 'cross' | 'enter'
  /** Scene time; the transition runs over the first 1000 ms. */
  timeMs: number
}

function Transition({ effect, source, timeMs }: TransitionProps) {
  const layer = layerOfKind('shape', {
    key: 'moving',
    timeline: {
      start: 0,
      end: 3000,
      ...(source === 'cross'
        ? { cross: { in: [effect], in_time: 1000, out: [], out_time: 0 } }
        : {}),
    },
    prop: {
      shapeInfo: { type: 'rect', color: '#22c55e' },
      ...(source === 'enter'
        ? { animationInfo: { enter: { effectType: effect, duration: 1000 } } }
        : {}),
    },
  })
  const scene = sceneOf([[layerOfKind('color', { key: 'backdrop', color: '#1f2937' })], [layer]])
  return <SceneCanvas scene={scene} aspectRatio={1} width={640} height={360} timeMs={timeMs} />
}

const meta = {
  title: 'Canvas/Transitions',
  component: Transition,
  parameters: { layout: 'centered' },
  args: { source: 'cross', timeMs: 500 },
  argTypes: { effect: { control: 'select', options: KNOWN_TRANSITIONS } },
} satisfies Meta<typeof Transition>
export default meta
type Story = StoryObj<typeof meta>

/** Halfway through, the layer is not in its resting state (opacity, position, scale or clip differ). */
const isMidTransition: Story['play'] = async () => {
  await waitFor(async () => {
    const node = Konva.stages.at(-1)?.findOne('#moving') as Konva.Group | undefined
    await expect(node).toBeDefined()
    const resting =
      node!.opacity() === 1 &&
      node!.scaleX() === 1 &&
      node!.x() === 460 + 500 &&
      node!.y() === 240 + 300 &&
      node!.clipWidth() === undefined
    await expect(resting).toBe(false)
  })
}

export const Fade: Story = { args: { effect: 'fade' }, play: isMidTransition }
export const SlideLeft: Story = { args: { effect: 'slide-left' }, play: isMidTransition }
export const SlideRight: Story = { args: { effect: 'slide-right' }, play: isMidTransition }
export const SlideUp: Story = { args: { effect: 'slide-up' }, play: isMidTransition }
export const SlideDown: Story = { args: { effect: 'slide-down' }, play: isMidTransition }
export const ZoomIn: Story = { args: { effect: 'zoom-in' }, play: isMidTransition }
export const ZoomOut: Story = { args: { effect: 'zoom-out' }, play: isMidTransition }
export const WipeLeft: Story = { args: { effect: 'wipe-left' }, play: isMidTransition }
export const WipeRight: Story = { args: { effect: 'wipe-right' }, play: isMidTransition }
export const EnterPresetFade: Story = {
  args: { effect: 'fade', source: 'enter' },
  play: isMidTransition,
}
export const EnterPresetZoomIn: Story = {
  args: { effect: 'zoom-in', source: 'enter' },
  play: isMidTransition,
}
