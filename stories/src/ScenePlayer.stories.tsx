import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, waitFor } from 'storybook/test'
import type { SceneContainer } from '@podscene/core'
import { ScenePlayer } from '@podscene/react/player'
import { podcastTemplate, timedPodcastTemplate } from './scenes.ts'

/** A three-scene project record: scenes in sequence, each with its bg_color and transition. */
function project() {
  const scene = (bg: string, transition: string | null): SceneContainer => ({
    ...(timedPodcastTemplate() as { scene: SceneContainer }).scene,
    bg_color: bg,
    ...(transition ? { transition: { type: transition } } : {}),
  })
  return {
    id: 'story-project',
    title: 'Three scenes',
    aspect_ratio: 1,
    scenes: [scene('#0f172a', null), scene('#1e1b4b', 'fade'), scene('#052e16', 'slide-left')],
  }
}

const meta = {
  title: 'Player/ScenePlayer',
  component: ScenePlayer,
  parameters: {
    docs: {
      description: {
        component:
          'Read-only preview from `@podscene/react/player`: a scene, an image template or a whole project (scenes in sequence with their sound, `bg_color` and `transition`). Controlled (`time` + `onTimeUpdate`) or uncontrolled (`defaultTime`) time; `autoPlay`, `loop`, `controls`, `onEnded`.',
      },
    },
  },
  args: { onTimeUpdate: fn(), onEnded: fn(), width: 640, height: 360 },
  argTypes: {
    controls: { control: 'boolean' },
    loop: { control: 'boolean' },
    autoPlay: { control: 'boolean' },
    defaultTime: { control: { type: 'number', min: 0, step: 100 } },
  },
} satisfies Meta<typeof ScenePlayer>
export default meta
type Story = StoryObj<typeof meta>

/** A whole project: seeking past the first scene shows the second, Play/Pause toggle. */
export const Project: Story = {
  args: { source: project() },
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('region', { name: 'Scene player' })
    await expect(region).toHaveTextContent('Scene 1 of 3')
    const seek = canvas.getByRole('slider', { name: 'Seek' })
    const total = Number(seek.getAttribute('max'))
    await expect(total).toBeGreaterThan(0)
    // The slider as a pointer would set it (testing-library has no range keys).
    await fireEvent.change(seek, { target: { value: String(total) } })
    await waitFor(() => expect(region).toHaveTextContent('Scene 3 of 3'))
    await expect(args.onTimeUpdate).toHaveBeenLastCalledWith(total)
    await fireEvent.change(seek, { target: { value: '0' } })
    await waitFor(() => expect(region).toHaveTextContent('Scene 1 of 3'))
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }))
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible()
  },
}

/** One image template, paused at 2 s. */
export const Template: Story = {
  args: { source: timedPodcastTemplate(), defaultTime: 2000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Scene player' })).toHaveTextContent(
      '0:02.00 /',
    )
  },
}

/** A still template without controls: just the frame. */
export const StillWithoutControls: Story = {
  args: { source: podcastTemplate(), controls: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Play' })).toBeNull()
  },
}
