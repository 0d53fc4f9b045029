import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, waitFor } from 'storybook/test'
import { Editor, type EditorDocument, type SceneContainer } from '@podscene/core'
import { EditorProvider, Timeline, WaveformView } from '@podscene/react'
import { toneWavUrl } from './media.ts'
import { podcastTemplate } from './scenes.ts'

let current: Editor | null = null

/**
 * The waveform view under the timeline: the scene's sound (a tone as `audio_script`) on the
 * timeline's time scale; the selected subtitle's words as regions to drag, resize and edit.
 */
function WaveformDemo({ selectSubtitle = false }: { selectSubtitle?: boolean }) {
  const editor = useMemo(() => {
    const doc = podcastTemplate()
    const { scene } = doc as { scene: SceneContainer }
    const withVoice = { ...doc, scene: { ...scene, audio_script: { url: toneWavUrl() } } }
    const e = new Editor(withVoice as EditorDocument)
    if (selectSubtitle) e.select(['subtitle'])
    return e
  }, [selectSubtitle])
  current = editor
  return (
    <EditorProvider editor={editor}>
      <div className="ps-scene-editor" style={{ display: 'block', width: 900 }}>
        <Timeline />
        <WaveformView />
      </div>
    </EditorProvider>
  )
}

const meta = {
  title: 'Editor/WaveformView',
  component: WaveformDemo,
} satisfies Meta<typeof WaveformDemo>
export default meta
type Story = StoryObj<typeof meta>

/** The sound drawn on the timeline's scale; "Select a subtitle" until one is selected. */
export const Sound: Story = {
  play: async ({ canvas }) => {
    const view = canvas.getByRole('region', { name: 'Waveform' })
    await waitFor(() => expect(view).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 })
    await expect(view).toHaveTextContent('Select a subtitle to time its words')
  },
}

/** The selected subtitle's words as regions, named by text and time. */
export const WordTiming: Story = {
  args: { selectSubtitle: true },
  play: async ({ canvas }) => {
    const view = canvas.getByRole('region', { name: 'Waveform' })
    await waitFor(() => expect(view).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 })
    const host = view.querySelector('.ps-waveform__wave > div')!
    const words = () => [...(host.shadowRoot ?? host).querySelectorAll('[data-word-index]')]
    await waitFor(() => expect(words().length).toBe(10))
    await expect(words()[0]).toHaveAttribute('aria-label', 'Today 0:00.00–0:00.33')
    await expect(current!.canUndo()).toBe(false)
  },
}
