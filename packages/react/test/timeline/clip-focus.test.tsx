import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { mountTimeline } from './timeline-harness.tsx'

const focusedKey = () => document.activeElement?.getAttribute('data-layer-key') ?? null

describe('Timeline keyboard focus (roving tabindex)', () => {
  it('the clips are one tab stop; ↑/↓ go between tracks, Home/End along a track', async () => {
    const h = await mountTimeline()
    const tabIndexes = () => ['a', 'b', 'bg'].map((k) => h.clip(k).tabIndex)
    expect(tabIndexes()).toEqual([0, -1, -1])
    h.region.querySelector<HTMLElement>('button')!.focus()
    // Tab from the toolbar reaches the first clip once (after the toolbar's and headers' buttons).
    for (let i = 0; i < 30 && focusedKey() === null; i++) await userEvent.tab()
    expect(focusedKey()).toBe('a')
    await userEvent.keyboard('{End}')
    expect(focusedKey()).toBe('b')
    expect(tabIndexes()).toEqual([-1, 0, -1])
    await userEvent.keyboard('{ArrowDown}')
    expect(focusedKey()).toBe('bg')
    await userEvent.keyboard('{ArrowDown}')
    expect(focusedKey()).toBe('bg')
    await userEvent.keyboard('{ArrowUp}')
    expect(focusedKey()).toBe('a')
    await userEvent.keyboard('{Home}')
    expect(focusedKey()).toBe('a')
    // Leaving with Tab does not visit the other clips.
    await userEvent.tab()
    expect(focusedKey()).toBeNull()
    // Moving focus never changed the document or the selection.
    expect(h.editor.canUndo()).toBe(false)
    expect(h.editor.getState().session.selection).toEqual([])
    // The arrows still move the focused clip along time.
    h.clip('a').focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(h.editor.getLayer('a')!.layer.timeline).toEqual({ start: 1033, end: 3033 })
  })
})
