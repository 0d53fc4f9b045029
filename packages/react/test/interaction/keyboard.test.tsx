import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { frames, layerOf, mountEditor, rect, template, type Harness } from './harness.tsx'

const doc = () =>
  template([
    rect('a', 100, 100, 100, 100),
    rect('b', 300, 100, 100, 100),
    rect('c', 500, 100, 50, 50),
  ])

function keysInOrder(h: Harness): string[] {
  return (h.editor.getTracks()[0]!.layers ?? []).map((l) => l.key ?? '')
}

async function focusCanvas(h: Harness, select: string[]) {
  h.editor.select(select)
  await frames(1)
  await userEvent.click(page.getByRole('application', { name: 'Scene canvas' }), {
    position: { x: 900, y: 500 },
  })
  // The click on empty canvas cleared the selection: select again with the canvas focused.
  h.editor.select(select)
  await frames(1)
}

describe('keyboard shortcuts on the canvas', () => {
  it('arrows nudge by 1 px and Shift+arrows by 10 px, one undo step each', async () => {
    const h = await mountEditor(doc())
    await focusCanvas(h, ['a', 'b'])
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}')
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}')
    expect([layerOf(h.editor, 'a').x, layerOf(h.editor, 'a').y]).toEqual([92, 101])
    expect([layerOf(h.editor, 'b').x, layerOf(h.editor, 'b').y]).toEqual([292, 101])
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(layerOf(h.editor, 'a').x).toBe(102)
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}')
    expect(layerOf(h.editor, 'a').x).toBe(92)
  })

  it('locked layers are not nudged', async () => {
    const h = await mountEditor(doc())
    h.ui.setLocked('b', true)
    await focusCanvas(h, ['a', 'b'])
    await userEvent.keyboard('{ArrowUp}')
    expect(layerOf(h.editor, 'a').y).toBe(99)
    expect(layerOf(h.editor, 'b').y).toBe(100)
  })

  it('Delete removes, Ctrl+D duplicates and selects the copies, ] and [ change z-order', async () => {
    const h = await mountEditor(doc())
    await focusCanvas(h, ['a'])
    await userEvent.keyboard(']')
    expect(keysInOrder(h)).toEqual(['b', 'a', 'c'])
    await userEvent.keyboard('[[') // '[' itself, escaped
    expect(keysInOrder(h)).toEqual(['a', 'b', 'c'])
    await userEvent.keyboard('{Control>}d{/Control}')
    const copies = h.editor.getState().session.selection
    expect(copies).toHaveLength(1)
    expect(copies[0]).not.toBe('a')
    expect(keysInOrder(h)).toHaveLength(4)
    await userEvent.keyboard('{Delete}')
    expect(keysInOrder(h)).toEqual(['a', 'b', 'c'])
    h.editor.select(['c'])
    await userEvent.keyboard('{Backspace}')
    expect(keysInOrder(h)).toEqual(['a', 'b'])
  })

  it('Escape clears the selection; zoom keys change the session zoom', async () => {
    const h = await mountEditor(doc())
    await focusCanvas(h, ['a'])
    await userEvent.keyboard('{Escape}')
    expect(h.editor.getState().session.selection).toEqual([])
    await userEvent.keyboard('+')
    expect(h.editor.getState().session.zoom).toBeCloseTo(1.25)
    await userEvent.keyboard('{Shift>}!{/Shift}')
    const toolbar = document.querySelector<HTMLElement>(
      '[role="toolbar"][aria-label="Canvas tools"]',
    )!
    const top = toolbar.offsetTop + toolbar.offsetHeight + 8
    expect(h.editor.getState().session.zoom).toBeCloseTo(Math.min(912 / 1920, (516 - top) / 1080))
  })
})
