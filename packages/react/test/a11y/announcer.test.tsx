// The editor's polite live region in English and French: undo/redo with the step's name,
// playback start and stop, and a seek once the playhead rests.
import { describe, expect, it } from 'vitest'
import { fr, type SceneEditorProps } from '../../src/index.ts'
import { mountEditor, titleDocument } from '../ui/editor-mounts.tsx'
import '../../src/styles.css'

async function mount(props: Partial<SceneEditorProps> = {}) {
  const { editor, screen } = await mountEditor(titleDocument(4000), props, {
    width: 1000,
    height: 640,
  })
  const region = () => screen.container.querySelector('.ps-announcer')!
  const said = () => region().textContent?.trim()
  return { editor, region, said, screen }
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
