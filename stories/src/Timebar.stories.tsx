import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, waitFor } from 'storybook/test'
import {
  AUDIO_SCRIPT_SOURCE_ID,
  Editor,
  type EditorDocument,
  type SceneContainer,
} from '@podscene/core'
import { EditorCanvas, EditorProvider, playbackClockOf, Timebar } from '@podscene/react'
import { Frame } from './Frame.tsx'
import { toneWavUrl } from './media.ts'
import { podcastTemplate } from './scenes.ts'

let current: Editor | null = null

/** The playhead scrubber under a read-only canvas: scrubbing moves the subtitle's active word. */
function TimebarDemo({ voice = false }: { voice?: boolean }) {
  const editor = useMemo(
    () => new Editor(voice ? withVoice(podcastTemplate()) : podcastTemplate()),
    [voice],
  )
  current = editor
  return (
    <EditorProvider editor={editor}>
      <div className="ps-scene-editor" style={{ display: 'block', width: 800 }}>
        <Frame width={800} height={450}>
          <EditorCanvas readOnly />
        </Frame>
        <Timebar />
      </div>
    </EditorProvider>
  )
}

/** The template with a tone as the scene's voice (`scene.audio_script.url`). */
function withVoice(doc: EditorDocument): EditorDocument {
  const { scene } = doc as { scene: SceneContainer }
  return { ...doc, scene: { ...scene, audio_script: { url: toneWavUrl() } } }
}

const meta = { title: 'Editor/Timebar', component: TimebarDemo } satisfies Meta<typeof TimebarDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Scrub: Story = {
  play: async ({ canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Playhead' })
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }))
    await waitFor(() => expect(current!.getState().session.playheadMs).toBeGreaterThan(0))
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
    await expect(slider).toBeEnabled()
    await expect(current!.canUndo()).toBe(false)
  },
}

/** Play with sound: the voice (audio_script) plays and leads the playhead; Pause stops both. */
export const WithVoice: Story = {
  args: { voice: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }))
    const voice = () => playbackClockOf(current!)!.mediaElement(AUDIO_SCRIPT_SOURCE_ID)!
    await waitFor(() => expect(voice().paused).toBe(false))
    await waitFor(() => expect(current!.getState().session.playheadMs).toBeGreaterThan(100))
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
    await expect(voice().paused).toBe(true)
    await expect(current!.canUndo()).toBe(false)
  },
}
