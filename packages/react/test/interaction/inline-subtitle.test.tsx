import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { Layer } from '@podscene/core'
import { frames, layerOf, mountEditor, template, type Harness } from './harness.tsx'

const words = [
  { key: 'w1', text: 'Hello ', start: 0, end: 400, hide: false, break: '' },
  { key: 'w2', text: 'big ', start: 400, end: 800, hide: false, break: '' },
  { key: 'w3', text: 'world', start: 800, end: 1200, hide: false, break: '' },
]

const subtitle = (): Layer => ({
  key: 'sub',
  type: 'subtitle',
  x: 100,
  y: 300,
  w: 700,
  h: 100,
  subtitle: { text: 'Hello big world', word_seq: words.map((w) => ({ ...w })) },
})

const wordsOf = (h: Harness) => layerOf(h.editor, 'sub').subtitle?.word_seq ?? []

async function doubleClickAt(h: Harness, x: number, y: number) {
  const app = page.getByRole('application', { name: 'Scene canvas' })
  const box = app.element().getBoundingClientRect()
  const p = h.client(x, y)
  await userEvent.dblClick(app, { position: { x: p.x - box.left, y: p.y - box.top } })
  await frames(2)
}

describe('inline subtitle editing on the canvas', () => {
  it('double-click edits all the words; unchanged words keep their times; one undo step', async () => {
    const h = await mountEditor(template([subtitle()]))
    await doubleClickAt(h, 450, 350)
    const area = page.getByRole('textbox', { name: 'Edit text' })
    await expect.element(area).toBeVisible()
    expect((area.element() as HTMLTextAreaElement).value).toBe('Hello big world')
    await userEvent.fill(area, 'Hello small world')
    await userEvent.keyboard('{Enter}')
    await frames(2)
    await expect.element(area).not.toBeInTheDocument()
    expect(wordsOf(h).map((w) => [w.key, w.text, w.start, w.end])).toEqual([
      ['w1', 'Hello ', 0, 400],
      [expect.any(String), 'small ', 400, 800],
      ['w3', 'world', 800, 1200],
    ])
    expect(layerOf(h.editor, 'sub').subtitle?.text).toBe('Hello small world')
    expect(h.editor.historyDepth.undo).toBe(1)
    h.editor.undo()
    expect(wordsOf(h)).toEqual(words)
  })

  it('an empty text is refused with a message and the field stays open', async () => {
    const h = await mountEditor(template([subtitle()]))
    await doubleClickAt(h, 450, 350)
    const area = page.getByRole('textbox', { name: 'Edit text' })
    await userEvent.fill(area, '   ')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('alert')).toHaveTextContent('at least one word')
    await expect.element(area).toBeVisible()
    expect(h.editor.canUndo()).toBe(false)
    await userEvent.keyboard('{Escape}')
    await expect.element(area).not.toBeInTheDocument()
    expect(wordsOf(h)).toEqual(words)
  })
})
