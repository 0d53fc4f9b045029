import { describe, expect, it } from 'vitest'
import { frames, pointer } from '../interaction/harness.tsx'
import { mountTimeline, type TimelineHarness } from './timeline-harness.tsx'

/** Client point of scene time `ms` in the row of track `trackKey` (its vertical centre + dy). */
function at(h: TimelineHarness, trackKey: string, ms: number, dy = 0) {
  const row = h.region.querySelector<HTMLElement>(`[data-track-key="${trackKey}"]`)!
  const lanes = row.querySelector<HTMLElement>('.ps-timeline__lanes')!.getBoundingClientRect()
  return { x: lanes.left + ms * h.pxPerMs(), y: lanes.top + lanes.height / 2 + dy }
}

async function marquee(
  h: TimelineHarness,
  from: { x: number; y: number },
  to: { x: number; y: number },
  init: PointerEventInit = {},
) {
  const target = document.elementFromPoint(from.x, from.y)!
  pointer(target, 'pointerdown', from, init)
  for (let i = 1; i <= 4; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 4, y: from.y + ((to.y - from.y) * i) / 4 }
    pointer(target, 'pointermove', p, init)
    await frames(1)
  }
  const box = h.region.querySelector('[data-testid="timeline-marquee"]')
  pointer(target, 'pointerup', to, init)
  await frames(2)
  return box
}

describe('Timeline marquee', () => {
  it('a drag on empty space selects the clips it touches; Shift adds; a click clears', async () => {
    const h = await mountTimeline()
    // From empty space before `a` to inside `b`, within the front row: a and b, not bg.
    const drawn = await marquee(h, at(h, 'front', 400), at(h, 'front', 4200, 6))
    expect(drawn).not.toBeNull()
    expect(h.region.querySelector('[data-testid="timeline-marquee"]')).toBeNull()
    expect([...h.editor.getState().session.selection].sort()).toEqual(['a', 'b'])
    expect(h.clip('a').getAttribute('aria-pressed')).toBe('true')
    // Shift: from the empty space between a and b, down into the back row's bg.
    await marquee(h, at(h, 'front', 3400), at(h, 'back', 3600), { shiftKey: true })
    expect([...h.editor.getState().session.selection].sort()).toEqual(['a', 'b', 'bg'])
    // Without Shift a new marquee replaces the selection: only b (drawn upwards).
    await marquee(h, at(h, 'front', 3500, 4), at(h, 'front', 4500, -4))
    expect(h.editor.getState().session.selection).toEqual(['b'])
    // A click on empty space clears it.
    const p = at(h, 'front', 400)
    const target = document.elementFromPoint(p.x, p.y)!
    pointer(target, 'pointerdown', p)
    pointer(target, 'pointerup', p)
    await frames(1)
    expect(h.editor.getState().session.selection).toEqual([])
    expect(h.editor.canUndo()).toBe(false)
  })

  it('leaves locked clips out, and Escape cancels the marquee', async () => {
    const h = await mountTimeline()
    h.ui.setLocked('a', true)
    await frames(1)
    await marquee(h, at(h, 'front', 400), at(h, 'front', 4200))
    expect(h.editor.getState().session.selection).toEqual(['b'])
    h.editor.clearSelection()
    const from = at(h, 'front', 400)
    const target = document.elementFromPoint(from.x, from.y)!
    pointer(target, 'pointerdown', from)
    pointer(target, 'pointermove', { x: from.x + 200, y: from.y })
    await frames(1)
    expect(h.region.querySelector('[data-testid="timeline-marquee"]')).not.toBeNull()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await frames(1)
    expect(h.region.querySelector('[data-testid="timeline-marquee"]')).toBeNull()
    pointer(target, 'pointerup', { x: from.x + 200, y: from.y })
    await frames(1)
    expect(h.editor.getState().session.selection).toEqual([])
  })

  it('the clips a marquee selected move together as one undo step', async () => {
    const h = await mountTimeline()
    await marquee(h, at(h, 'front', 400), at(h, 'front', 4200))
    await h.drag(h.clip('a'), 60, { init: { altKey: true } })
    const d = Math.round(60 / h.pxPerMs())
    const span = (k: string) => h.editor.getLayer(k)!.layer.timeline
    expect([span('a'), span('b')]).toEqual([
      { start: 1000 + d, end: 3000 + d },
      { start: 4000 + d, end: 6000 + d },
    ])
    h.editor.undo()
    expect([span('a'), span('b')]).toEqual([
      { start: 1000, end: 3000 },
      { start: 4000, end: 6000 },
    ])
  })
})
