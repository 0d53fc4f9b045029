// The editor's polite live region in English and French: undo/redo with the step's name,
// playback start and stop, and a seek once the playhead rests.
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import type { Editor, EditorDocument } from '@podscene/core'
import { fr, SceneEditor, type SceneEditorProps } from '../../src/index.ts'
import '../../src/styles.css'

const doc = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't',
        type: 'text',
        layers: [
          {
            key: 'title',
            type: 'text',
            x: 100,
            y: 100,
            w: 400,
            h: 100,
            timeline: { start: 0, end: 4000 },
            prop: { textInfo: { content: 'Hello', fontSize: 48 } },
          },
        ],
      },
    ],
  },
})

async function mount(props: Partial<SceneEditorProps> = {}) {
  let editor: Editor | null = null
  const screen = await render(
    <div style={{ width: 1000, height: 640 }}>
      <SceneEditor
        defaultValue={doc()}
        onEditorReady={(e) => {
          editor = e
        }}
        timeline={false}
        waveform={false}
        {...props}
      />
    </div>,
  )
  await expect.poll(() => editor).not.toBeNull()
  const region = () => screen.container.querySelector('.ps-announcer')!
  const said = () => region().textContent?.trim()
  return { editor: editor! as Editor, region, said, screen }
}

describe('EditorAnnouncer', () => {
  it('says undo and redo with the step’s name, playback and seeks, politely', async () => {
    const { editor, region, said, screen } = await mount()
    expect(region().getAttribute('aria-live')).toBe('polite')
    editor.beginGesture('move')
    editor.setGeometry('title', { x: 140 })
    editor.commitGesture()
    editor.undo()
    await expect.poll(said).toBe('Undid: Move layer')
    editor.redo()
    await expect.poll(said).toBe('Redid: Move layer')
    editor.renameLayer('title', 'Headline')
    editor.undo()
    await expect.poll(said).toBe('Undid: Rename layer')
    // A step of several commands is said by the first one that has a name (the scene duration
    // has none here, the rename has).
    editor.batch(() => {
      editor.run('setSceneDuration', { ms: 9000 })
      editor.renameLayer('title', 'Headline')
    })
    editor.undo()
    await expect.poll(said).toBe('Undid: Rename layer')
    editor.redo()
    await expect.poll(said).toBe('Redid: Rename layer')
    editor.play()
    await expect.poll(said).toBe('Playing')
    editor.pause()
    await expect.poll(said).toMatch(/^Paused at 0:0\d\.\d\d$/)
    editor.seek(2500)
    await expect.poll(said).toBe('Playhead at 0:02.50')
    await screen.unmount()
  })

  it('speaks French with the French translations', async () => {
    const { editor, said, screen } = await mount({ translations: fr })
    editor.setGeometry('title', { x: 150 })
    editor.undo()
    await expect.poll(said).toBe('Annulé : Déplacer le calque')
    editor.redo()
    await expect.poll(said).toBe('Rétabli : Déplacer le calque')
    editor.seek(1200)
    await expect.poll(said).toBe('Tête de lecture à 0:01.20')
    await screen.unmount()
  })
})
