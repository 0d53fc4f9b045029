// Splitting a subtitle at the playhead in the full editor: the words are shared out at the cut,
// each half keeps its own name, and a gap in the second half still shows in Problems.
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { Editor, EditorDocument, Layer } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import '../../src/styles.css'

const word = (key: string, text: string, start: number, end: number) => ({ key, text, start, end })

/** "Intro lines", 0–8 s: three words up to 3 s, a 3 s silence, then "again" (6–7 s). */
const subtitled = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't0',
        type: 'main',
        layers: [
          {
            key: 'sub',
            name: 'Intro lines',
            type: 'subtitle',
            x: 200,
            y: 800,
            w: 1400,
            h: 160,
            timeline: { start: 0, end: 8000 },
            prop: { textInfo: { fontSize: 60 } },
            subtitle: {
              text: 'Hello there friends again',
              word_seq: [
                word('w0', 'Hello', 0, 1000),
                word('w1', 'there', 1000, 2000),
                word('w2', 'friends', 2000, 3000),
                word('w3', 'again', 6000, 7000),
              ],
            },
          } as Layer,
        ],
      },
    ],
  },
})

async function mount() {
  let editor: Editor | null = null
  await render(
    <div style={{ width: 1280, height: 720 }}>
      <SceneEditor
        defaultValue={subtitled()}
        onEditorReady={(e) => {
          editor = e
        }}
      />
    </div>,
  )
  await expect.poll(() => editor).not.toBeNull()
  return editor! as Editor
}

const wordsOf = (editor: Editor, key: string) =>
  editor.getLayer(key)!.layer.subtitle!.word_seq!.map((w) => [w.text, w.start, w.end])

describe('split a subtitle at the playhead', () => {
  it('shares the words out at the cut; the halves keep their own names; the gap still shows', async () => {
    const editor = await mount()
    await expect.element(page.getByRole('tab', { name: 'Problems 1' })).toBeVisible()
    editor.select(['sub'])
    editor.setPlayhead(2500)
    const timeline = page.getByRole('region', { name: 'Timeline' })
    const split = timeline.element().querySelector<HTMLButtonElement>('.ps-timeline__split')!
    await expect.poll(() => split.disabled).toBe(false)
    await userEvent.click(split)

    const keys = () => editor.getTracks()[0]!.layers!.map((l) => l.key as string)
    await expect.poll(() => keys().length).toBe(2)
    const second = keys().find((k) => k !== 'sub')!
    // Words before the playhead stay; from the playhead on (the word it cuts from the cut) move.
    expect(wordsOf(editor, 'sub')).toEqual([
      ['Hello', 0, 1000],
      ['there', 1000, 2000],
    ])
    expect(wordsOf(editor, second)).toEqual([
      ['friends', 2500, 3000],
      ['again', 6000, 7000],
    ])
    expect(editor.getLayer('sub')!.layer.subtitle!.text).toBe('Hello there')
    expect(editor.getLayer(second)!.layer.subtitle!.text).toBe('friends again')
    // Each half has its own name, in the timeline as in the layer list.
    const clipNames = () =>
      [...timeline.element().querySelectorAll('[data-layer-key]')].map((c) =>
        c.getAttribute('aria-label'),
      )
    await expect
      .poll(clipNames)
      .toEqual(['Intro lines, 0:00.00–0:02.50', 'Intro lines (2), 0:02.50–0:08.00'])
    // The 3 s silence is now in the second half, and Problems still counts it.
    await expect.element(page.getByRole('tab', { name: 'Problems 1' })).toBeVisible()
    await userEvent.click(page.getByRole('tab', { name: /^Problems/ }))
    const row = page.getByRole('region', { name: 'Problems' }).getByRole('button', {
      name: /subtitle-gap/,
    })
    await expect.element(row).toHaveTextContent('3000 ms')
  })
})
