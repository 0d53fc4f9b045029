// Copy and paste in the full editor (the keyboard's clipboard events): the copy lands right above
// its original in the original's track, moved 20 px right and down (cascading on each paste, kept
// inside the canvas), and is selected; an audio track on top is left alone.
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { Editor, EditorDocument } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import '../../src/styles.css'

/** 1920×1080: a background and a title (0–4 s, x keyframed) under a voice-over audio track. */
const scene = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'main',
        type: 'main',
        layers: [
          { key: 'bg', type: 'color', x: 0, y: 0, w: 1920, h: 1080, color: '#112233' },
          {
            key: 'title',
            type: 'text',
            x: 100,
            y: 100,
            w: 400,
            h: 100,
            timeline: {
              start: 0,
              end: 4000,
              key_frames: [
                { timestamp: 0, func: 'linear', properties: { x: 100 } },
                { timestamp: 1000, func: 'linear', properties: { x: 300 } },
              ],
            },
            prop: { textInfo: { content: 'Title', fontSize: 60 } },
          },
          { key: 'corner', type: 'shape', x: 1700, y: 900, w: 200, h: 150 },
        ],
      },
      { index: 1, key: 'voice', type: 'audio', layers: [{ key: 'vo', type: 'audio', path: '' }] },
    ],
  },
})

async function mount() {
  let editor: Editor | null = null
  await render(
    <div style={{ width: 1280, height: 720 }}>
      <SceneEditor
        defaultValue={scene()}
        onEditorReady={(e) => {
          editor = e
        }}
      />
    </div>,
  )
  await expect.poll(() => editor).not.toBeNull()
  const canvas = page.getByRole('application', { name: 'Scene canvas' }).element() as HTMLElement
  return { editor: editor! as Editor, canvas }
}

function clipboardEvent(target: HTMLElement, type: 'copy' | 'paste', data: DataTransfer) {
  target.dispatchEvent(
    new ClipboardEvent(type, { bubbles: true, cancelable: true, clipboardData: data }),
  )
}

const trackKeys = (editor: Editor, track: number) =>
  editor.getTracks()[track]!.layers!.map((l) => l.key)
const box = (editor: Editor, key: string) => {
  const l = editor.getLayer(key)!.layer
  return [l.x, l.y]
}

describe('paste places the copy where it can be seen', () => {
  it('right above the original, 20 px right and down, cascading, selected', async () => {
    const { editor, canvas } = await mount()
    editor.select(['title'])
    const data = new DataTransfer()
    clipboardEvent(canvas, 'copy', data)

    clipboardEvent(canvas, 'paste', data)
    const first = editor.getState().session.selection[0]!
    expect(first).not.toBe('title')
    expect(trackKeys(editor, 0)).toEqual(['bg', 'title', first, 'corner'])
    expect(trackKeys(editor, 1)).toEqual(['vo'])
    expect(box(editor, first)).toEqual([120, 120])
    // Keyframed x moves with it.
    expect(editor.getLayer(first)!.layer.timeline!.key_frames!.map((k) => k.properties!.x)).toEqual(
      [120, 320],
    )

    clipboardEvent(canvas, 'paste', data)
    const second = editor.getState().session.selection[0]!
    expect(trackKeys(editor, 0)).toEqual(['bg', 'title', first, second, 'corner'])
    expect(box(editor, second)).toEqual([140, 140])
    // One undo step per paste.
    editor.undo()
    expect(trackKeys(editor, 0)).toEqual(['bg', 'title', first, 'corner'])
  })

  it('keeps the copy inside the canvas', async () => {
    const { editor, canvas } = await mount()
    editor.select(['corner'])
    const data = new DataTransfer()
    clipboardEvent(canvas, 'copy', data)
    clipboardEvent(canvas, 'paste', data)
    const copy = editor.getState().session.selection[0]!
    expect(box(editor, copy)).toEqual([1720, 920])
    clipboardEvent(canvas, 'paste', data)
    const again = editor.getState().session.selection[0]!
    // 1920 − 200 and 1080 − 150: at the edge, not past it.
    expect(box(editor, again)).toEqual([1720, 930])
  })
})
