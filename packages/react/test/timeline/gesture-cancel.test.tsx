// Escape and pointercancel drop every timeline gesture the same way (core's TimelineInteraction,
// and the shared `followPointer` lifecycle for the cubic-bezier handles): the preview goes, the
// document stays the same object, no undo step.
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { frames, pointer } from '../interaction/harness.tsx'
import { animatedTitleDocument, mountTimeline, openKeyframeLane } from './timeline-harness.tsx'

const centre = (el: Element) => {
  const r = el.getBoundingClientRect()
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
}

const escape = () =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))

const pointerCancel = (el: Element, p: { x: number; y: number }) =>
  el.dispatchEvent(
    new PointerEvent('pointercancel', {
      bubbles: true,
      pointerId: 1,
      pointerType: 'mouse',
      clientX: p.x,
      clientY: p.y,
    }),
  )

describe('cancelling timeline gestures', () => {
  for (const how of ['Escape', 'pointercancel'] as const) {
    it(`a transition band resize: ${how} drops the preview, nothing written`, async () => {
      const h = await mountTimeline(animatedTitleDocument())
      const before = h.editor.document
      const edge = h.clip('b').querySelector<HTMLElement>('[data-region-edge="cross-in"]')!
      const band = () => h.clip('b').querySelector<HTMLElement>('[data-region="cross-in"]')!
      const from = centre(edge)
      const to = { x: from.x + 200 * h.pxPerMs(), y: from.y }
      pointer(edge, 'pointerdown', from)
      pointer(edge, 'pointermove', to)
      await frames(1)
      expect(band().title).toMatch(/500 ms/)
      if (how === 'Escape') escape()
      else pointerCancel(edge, to)
      await frames(1)
      expect(band().title).toMatch(/300 ms/)
      pointer(edge, 'pointerup', to)
      await frames(1)
      expect(h.editor.document).toBe(before)
      expect(h.editor.canUndo()).toBe(false)
    })

    it(`a clip move: ${how} drops the preview and the snap line`, async () => {
      const h = await mountTimeline()
      const before = h.editor.document
      h.editor.setPlayhead(3500)
      await frames(1)
      const clip = h.clip('a')
      const from = centre(clip)
      const to = { x: from.x + 500 * h.pxPerMs() + 2, y: from.y }
      pointer(clip, 'pointerdown', from)
      pointer(clip, 'pointermove', to)
      await frames(1)
      expect(h.region.querySelector('.ps-timeline__snap-line')).not.toBeNull()
      if (how === 'Escape') escape()
      else pointerCancel(clip, to)
      await frames(1)
      expect(h.region.querySelector('.ps-timeline__snap-line')).toBeNull()
      expect(h.clip('a').style.left).toBe(`${1000 * h.pxPerMs()}px`)
      pointer(clip, 'pointerup', to)
      await frames(1)
      expect(h.editor.document).toBe(before)
      expect(h.editor.canUndo()).toBe(false)
    })
  }

  it('a cubic-bezier handle drag: Escape drops it and leaves the easing menu open', async () => {
    const h = await openKeyframeLane()
    const diamond = h.diamond(0)
    await userEvent.click(page.elementLocator(diamond), { button: 'right' })
    const menu = page.getByRole('dialog', { name: 'Easing of keyframe at 0 ms of Title' })
    await userEvent.click(menu.getByRole('button', { name: 'ease-in', exact: true }))
    await userEvent.click(page.elementLocator(diamond), { button: 'right' })
    await expect.element(menu).toBeVisible()
    const before = h.editor.document
    const handle = document.querySelector<SVGCircleElement>('[data-control-point="1"]')!
    const from = centre(handle)
    const to = { x: from.x - 20, y: from.y - 60 }
    pointer(handle, 'pointerdown', from)
    pointer(handle, 'pointermove', to)
    await frames(1)
    const x1 = menu.getByRole('textbox', { name: 'Curve x1' })
    await expect.element(x1).not.toHaveValue('0.42')
    escape()
    await frames(1)
    await expect.element(x1).toHaveValue('0.42')
    pointer(handle, 'pointerup', to)
    await frames(1)
    await expect.element(menu).toBeVisible()
    expect(h.editor.document).toBe(before)
  })
})
