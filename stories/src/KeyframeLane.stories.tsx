import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import { Editor, serialize, type EditorDocument, type Layer } from '@podscene/core'
import {
  CubicBezierEditor,
  EasingMenu,
  EditorProvider,
  Timebar,
  Timeline,
  type BezierPoints,
} from '@podscene/react'
import { timedPodcastTemplate } from './scenes.ts'

let current: Editor | null = null

/** The timed podcast scene with a cross in on the title and enter / cycle / leave on the lower third. */
function animatedPodcast(): EditorDocument {
  const doc = timedPodcastTemplate() as { scene: { tracks?: { layers?: Layer[] }[] } }
  for (const layer of doc.scene.tracks?.flatMap((t) => t.layers ?? []) ?? []) {
    if (layer.key === 'title')
      layer.timeline = { ...layer.timeline, cross: { in: ['fade'], in_time: 600 } }
    if (layer.key === 'lower-third') {
      layer.prop = {
        ...layer.prop,
        animationInfo: {
          enter: { duration: 700, effectType: 'slide-left' },
          cycle: { duration: 1500, effectType: 'fade' },
          leave: { duration: 500, effectType: 'fade' },
        },
      }
    }
  }
  return doc as EditorDocument
}

function LaneDemo() {
  const editor = useMemo(() => new Editor(animatedPodcast()), [])
  current = editor
  return (
    <EditorProvider editor={editor}>
      <div className="ps-scene-editor" style={{ display: 'block', width: 1100 }}>
        <Timebar />
        <Timeline />
      </div>
    </EditorProvider>
  )
}

const meta = { title: 'Editor/Timeline keyframes', component: LaneDemo } satisfies Meta<
  typeof LaneDemo
>
export default meta
type Story = StoryObj<typeof meta>

/** The host's keyframe lane opened; a diamond selected; bands where transitions run. */
export const KeyframeLane: Story = {
  play: async ({ canvas, userEvent }) => {
    const editor = current!
    const before = serialize(editor.document)
    const region = canvas.getByRole('region', { name: 'Timeline' })
    // Rows further down mount once the view is measured.
    await waitFor(() => expect(region.querySelector('[data-region="enter"]')).not.toBeNull())
    await waitFor(() => expect(region.querySelector('[data-region="cross-in"]')).not.toBeNull())
    // Region labels are drawn for the eye (VisualText: generated content from the attribute): the
    // whole label where the band holds it, else its effects; the band's title says it all.
    const band = (kind: string) => region.querySelector(`[data-region="${kind}"]`)!
    const label = (kind: string) => band(kind).querySelector('[data-visual-text]')
    await expect(label('enter')?.getAttribute('data-visual-text')).toMatch(/^(Enter: )?slide-left$/)
    await expect(band('enter').getAttribute('title')).toMatch(/^Enter: slide-left \(\d+ ms\)$/)
    await expect(label('cross-in')?.getAttribute('data-visual-text')).toMatch(/^(Cross in: )?fade$/)
    await expect(band('cross-in').getAttribute('title')).toMatch(/^Cross in: fade \(\d+ ms\)$/)
    const toggle = await waitFor(
      () => canvas.getAllByRole('button', { name: /^Keyframes of / })[0]!,
    )
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const lane = canvas.getByRole('group', { name: /^Keyframe lane of / })
    const diamonds = lane.querySelectorAll<HTMLElement>('[data-keyframe-index]')
    await expect(diamonds).toHaveLength(3)
    await userEvent.click(diamonds[1]!)
    await expect(diamonds[1]).toHaveAttribute('aria-pressed', 'true')
    await expect(serialize(editor.document)).toBe(before)
  },
}

function MenuDemo() {
  const [func, setFunc] = useState('ease-out')
  return (
    <div className="ps-scene-editor" style={{ display: 'block', height: 320 }}>
      <output aria-label="Stored easing">{func}</output>
      <EasingMenu
        func={func}
        label="Easing of keyframe at 800 ms"
        at={{ x: 16, y: 40 }}
        onPick={setFunc}
        onClose={() => {}}
      />
    </div>
  )
}

/** Every easing of docs/architecture.md §2 with its curve; picking one stores its name. */
export const EasingMenuStory: Story = {
  name: 'Easing menu',
  render: () => <MenuDemo />,
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('dialog', { name: 'Easing of keyframe at 800 ms' })
    await expect(canvas.getByRole('button', { name: 'ease-out', pressed: true })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'ease-in-out' }))
    await expect(canvas.getByLabelText('Stored easing')).toHaveTextContent('ease-in-out')
    await expect(menu).toBeVisible()
  },
}

function BezierDemo() {
  const [points, setPoints] = useState<BezierPoints>([0.3, 1.4, 0.6, 1])
  return (
    <div className="ps-scene-editor" style={{ display: 'block', padding: 16 }}>
      <CubicBezierEditor value={points} onCommit={setPoints} />
      <output aria-label="Stored curve">{points.join(', ')}</output>
    </div>
  )
}

/** Two control points on the 0–1 square (y overshoots), the numbers, and the named presets. */
export const CubicBezierEditorStory: Story = {
  name: 'Cubic-bezier editor',
  render: () => <BezierDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Curve preset ease' }))
    await expect(canvas.getByLabelText('Stored curve')).toHaveTextContent('0.25, 0.1, 0.25, 1')
    await expect(canvas.getByRole('textbox', { name: 'Curve x1' })).toHaveValue('0.25')
  },
}
