// Keyframe lanes, the easing menu with its cubic-bezier editor, and animation regions at clip
// ends, driven with real mouse input (vitest-browser userEvent → Playwright).
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { serialize } from '@podscene/core'
import { actionSurfacesOf } from '../../src/state/actions/action-surfaces.ts'
import { frames, layerOf } from '../interaction/harness.tsx'
import { animatedTitleDocument, el, mountTimeline, openKeyframeLane } from './timeline-harness.tsx'

/** Drags `source` from its centre by (dx, dy) screen px with the real mouse. */
async function dragBy(source: HTMLElement, dx: number, dy = 0) {
  const r = source.getBoundingClientRect()
  const body = document.body.getBoundingClientRect()
  await userEvent.dragAndDrop(page.elementLocator(source), page.elementLocator(document.body), {
    targetPosition: {
      x: r.left + r.width / 2 + dx - body.left,
      y: r.top + r.height / 2 + dy - body.top,
    },
  })
  await frames(2)
}

describe('keyframe lane', () => {
  it('opens under the track with one diamond per keyframe; dragging one retimes it (one undo step)', async () => {
    const h = await openKeyframeLane()
    const before = serialize(h.editor.document)
    expect(h.lane().querySelectorAll('[data-keyframe-index]')).toHaveLength(2)
    const px = h.pxPerMs()
    // The diamond sits at its scene time (4500 ms) in the lane.
    const track = el(h.lane(), '.ps-keyframe-lane__track').getBoundingClientRect()
    const d1 = h.diamond(1).getBoundingClientRect()
    expect(d1.left + d1.width / 2 - track.left).toBeCloseTo(4500 * px, 0)
    // 40 px right: no snap target near 4500 + 40 px.
    await dragBy(h.diamond(1), 40)
    const kf = layerOf(h.editor, 'b').timeline?.key_frames?.[1]
    expect(Math.abs(kf!.timestamp! - (500 + 40 / px))).toBeLessThanOrEqual(1 / px + 0.5)
    expect(kf).toEqual({ timestamp: kf!.timestamp, properties: { alpha: 1 }, extra: 'kept' })
    await expect
      .element(page.getByRole('button', { name: 'Keyframes of Title' }))
      .toHaveAttribute('aria-expanded', 'true')
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })

  it('snaps a dragged diamond to the playhead', async () => {
    const h = await openKeyframeLane()
    h.editor.setPlayhead(5200)
    await frames(2)
    const px = h.pxPerMs()
    await dragBy(h.diamond(1), 700 * px - 3)
    expect(layerOf(h.editor, 'b').timeline?.key_frames?.[1]?.timestamp).toBe(1200)
  })

  it('a click selects a keyframe, arrows nudge it, Delete removes it (not the layer), undo brings it back', async () => {
    const h = await openKeyframeLane()
    const before = serialize(h.editor.document)
    await userEvent.click(page.elementLocator(h.diamond(0)))
    await expect.element(page.elementLocator(h.diamond(0))).toHaveAttribute('aria-pressed', 'true')
    // ←/→ retime the focused keyframe by a frame (33 ms; Shift: ten), each one undo step.
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}')
    expect(layerOf(h.editor, 'b').timeline?.key_frames?.[0]?.timestamp).toBe(33 + 330)
    expect(layerOf(h.editor, 'b').timeline).toMatchObject({ start: 4000, end: 6000 })
    h.editor.undo()
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
    await userEvent.keyboard('{Delete}')
    expect(layerOf(h.editor, 'b').timeline?.key_frames).toEqual([
      { timestamp: 500, properties: { alpha: 1 }, extra: 'kept' },
    ])
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })

  it('adds a keyframe at the playhead from the lane with the animated values there', async () => {
    const h = await openKeyframeLane()
    h.editor.setPlayhead(5000)
    await frames(2)
    await userEvent.click(
      page.getByRole('button', { name: 'Add keyframe at current time to Title' }),
    )
    const frames3 = layerOf(h.editor, 'b').timeline?.key_frames
    expect(frames3).toHaveLength(3)
    expect(frames3![2]).toEqual({ func: 'linear', timestamp: 1000, properties: { alpha: 1 } })
  })

  it('the easing menu stores a named easing, a dragged bezier control point and a typed number', async () => {
    const h = await openKeyframeLane()
    const before = serialize(h.editor.document)
    const func = () => layerOf(h.editor, 'b').timeline?.key_frames?.[0]?.func
    await userEvent.click(page.elementLocator(h.diamond(0)), { button: 'right' })
    const menu = page.getByRole('dialog', { name: 'Easing of keyframe at 0 ms of Title' })
    await expect.element(menu).toBeVisible()
    for (const name of ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out', 'step', 'hold']) {
      await expect.element(menu.getByRole('button', { name, exact: true })).toBeVisible()
    }
    await expect
      .element(menu.getByRole('button', { name: 'linear', exact: true }))
      .toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(menu.getByRole('button', { name: 'ease-in', exact: true }))
    expect(func()).toBe('ease-in')
    await expect.element(menu).not.toBeInTheDocument()

    await userEvent.click(page.elementLocator(h.diamond(0)), { button: 'right' })
    await expect.element(menu).toBeVisible()
    // ease-in is (0.42, 0, 1, 1): control point 1 starts at x 0.42, y 0. The plot is 120 px
    // for 0–1 at a 1:1 scale, so 120 × (0.3 − 0.42) right and 120 × 0.8 up → (0.3, 0.8).
    const handle = el(document.body, '[data-control-point="1"]')
    await dragBy(handle, 120 * (0.3 - 0.42), -120 * 0.8)
    expect(func()).toBe('cubic-bezier(0.3, 0.8, 1, 1)')
    await expect.element(menu.getByRole('textbox', { name: 'Curve x1' })).toHaveValue('0.3')
    const x2 = menu.getByRole('textbox', { name: 'Curve x2' })
    await userEvent.fill(x2, '0.5')
    await userEvent.keyboard('{Enter}')
    expect(func()).toBe('cubic-bezier(0.3, 0.8, 0.5, 1)')
    // Out of range: refused with a message naming the field, nothing stored.
    await userEvent.fill(x2, '1.5')
    await userEvent.keyboard('{Enter}')
    await expect
      .element(menu.getByRole('alert'))
      .toHaveTextContent('x2 must be within 0–1, got 1.5')
    expect(func()).toBe('cubic-bezier(0.3, 0.8, 0.5, 1)')
    await userEvent.keyboard('{Escape}')
    await expect.element(menu).not.toBeInTheDocument()
    // Three edits, three undo steps, back to the exact document.
    h.editor.undo()
    h.editor.undo()
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })
})

describe('locked layer', () => {
  it('keeps its keyframes and regions where they are: no region edges, diamonds select only', async () => {
    const h = await openKeyframeLane()
    h.ui.setLocked('b', true)
    await frames(2)
    const before = serialize(h.editor.document)
    expect(h.clip('b').querySelector('[data-region="enter"]')).not.toBeNull()
    expect(h.clip('b').querySelector('[data-region-edge]')).toBeNull()
    expect(h.lane().querySelector('[aria-label^="Add keyframe"]')).toBeNull()
    await dragBy(h.diamond(1), 40)
    await expect.element(page.elementLocator(h.diamond(1))).toHaveAttribute('aria-pressed', 'true')
    await userEvent.keyboard('{Delete}')
    expect(serialize(h.editor.document)).toBe(before)
  })
})

describe('animation regions', () => {
  it('draws cross in and enter bands at the start; dragging the enter edge changes its duration', async () => {
    const h = await mountTimeline(animatedTitleDocument())
    const before = serialize(h.editor.document)
    const px = h.pxPerMs()
    const band = (kind: string) => el(h.clip('b'), `[data-region="${kind}"]`)
    // The labels are drawn for the eye (VisualText: generated content from data-visual-text).
    const label = (kind: string) =>
      band(kind).querySelector('[data-visual-text]')?.getAttribute('data-visual-text')
    // The bands are too narrow for "Cross in: fade": they show the effects; the title says all.
    expect(label('cross-in')).toBe('fade')
    expect(band('cross-in').getAttribute('title')).toMatch(/^Cross in: fade \(\d+ ms\)$/)
    expect(label('enter')).toBe('zoom-in')
    expect(band('enter').getBoundingClientRect().width).toBeCloseTo(400 * px, 0)
    expect(h.clip('b').querySelector('[data-region="leave"]')).toBeNull()
    expect(h.clip('a').querySelector('[data-region]')).toBeNull()

    await dragBy(el(h.clip('b'), '[data-region-edge="enter"]'), 200 * px)
    const enter = () => layerOf(h.editor, 'b').prop?.animationInfo?.enter
    expect(Math.abs(enter()!.duration! - 600)).toBeLessThanOrEqual(1 / px + 0.5)
    expect(Object.keys(enter()!)).toEqual(['duration', 'effectType', 'speed'])
    expect(enter()).toMatchObject({ effectType: 'zoom-in', speed: 2 })
    // The clip did not move or trim, and the selection did not change.
    expect(layerOf(h.editor, 'b').timeline).toMatchObject({ start: 4000, end: 6000 })
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)

    // Past the clip's end: kept to the clip's 2000 ms, with a notice saying so.
    await dragBy(el(h.clip('b'), '[data-region-edge="cross-in"]'), 2500 * px)
    expect(layerOf(h.editor, 'b').timeline?.cross).toEqual({
      in: ['fade'],
      in_time: 2000,
      note: null,
    })
    expect(actionSurfacesOf(h.ui).getState().notice?.message).toMatch(/kept to the clip's 2000 ms/)
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })
})
