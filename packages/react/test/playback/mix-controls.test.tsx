import { afterAll, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { AUDIO_SCRIPT_SOURCE_ID, Editor, serialize, type EditorDocument } from '@podscene/core'
import { playbackClockOf, SceneEditor } from '../../src/index.ts'
import { sineWavUrl } from './wav.ts'

const wav = sineWavUrl(6)
afterAll(() => URL.revokeObjectURL(wav))

function doc(): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: {
      audio_script: { url: wav },
      tracks: [
        {
          index: 0,
          key: 'music-track',
          name: 'Music',
          layers: [{ key: 'music', type: 'audio', path: wav, timeline: { start: 0, end: 5000 } }],
        },
      ],
    },
  } as EditorDocument
}

async function mount() {
  const editor = new Editor(doc())
  await render(
    <div style={{ width: 1200, height: 800 }}>
      <SceneEditor editor={editor} />
    </div>,
  )
  return editor
}

const element = (editor: Editor, id: string) => playbackClockOf(editor)!.mediaElement(id)!

describe('playback mix controls', () => {
  it('mute and solo on a track header and the master volume set what each element plays at', async () => {
    const editor = await mount()
    const before = serialize(editor.document)
    await userEvent.click(page.getByRole('button', { name: 'Play' }))
    await vi.waitFor(() => expect(element(editor, 'music').paused).toBe(false))
    await vi.waitFor(() => expect(element(editor, 'music').volume).toBe(1))

    const mute = page.getByRole('button', { name: /^Mute / })
    await userEvent.click(mute)
    await expect.element(mute).toHaveAttribute('aria-pressed', 'true')
    await vi.waitFor(() => expect(element(editor, 'music').volume).toBe(0))
    expect(element(editor, AUDIO_SCRIPT_SOURCE_ID).volume).toBe(1)
    await userEvent.click(mute)

    await userEvent.click(page.getByRole('button', { name: /^Solo / }))
    await vi.waitFor(() => expect(element(editor, AUDIO_SCRIPT_SOURCE_ID).volume).toBe(0))
    expect(element(editor, 'music').volume).toBe(1)
    await userEvent.click(page.getByRole('button', { name: /^Solo / }))

    const master = page.getByRole('slider', { name: 'Master volume' })
    ;(master.element() as HTMLInputElement).focus()
    for (let i = 0; i < 10; i++) await userEvent.keyboard('{ArrowLeft}')
    await vi.waitFor(() => expect(element(editor, 'music').volume).toBe(0.5))
    expect(editor.session.masterVolume).toBe(0.5)
    // Playback state only: nothing saved, nothing to undo.
    expect(serialize(editor.document)).toBe(before)
    expect(editor.canUndo()).toBe(false)
    editor.pause()
  })

  it('speed and loop set the session; Space plays and pauses', async () => {
    const editor = await mount()
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Playback speed' }), '1.5')
    expect(editor.session.playbackRate).toBe(1.5)
    const loop = page.getByRole('button', { name: 'Loop', exact: true })
    await userEvent.click(loop)
    expect(editor.session.loop).toEqual({ startMs: 0, endMs: 5000 }) // the scene's duration
    await userEvent.click(loop)
    expect(editor.session.loop).toBeNull()

    // Space outside the canvas (where it is the hand tool) and not on a button (which Space
    // presses by itself): here on the waveform view.
    ;(page.getByRole('region', { name: 'Waveform' }).element() as HTMLElement).focus()
    await userEvent.keyboard(' ')
    expect(editor.session.playing).toBe(true)
    await userEvent.keyboard(' ')
    expect(editor.session.playing).toBe(false)
  })
})
