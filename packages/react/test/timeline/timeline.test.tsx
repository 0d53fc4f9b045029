import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { serialize } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import { frames, layerOf, pointer } from '../interaction/harness.tsx'
import { mountTimeline, timedDocument } from './timeline-harness.tsx'

const span = (h: { editor: Parameters<typeof layerOf>[0] }, key: string) => {
  const t = layerOf(h.editor, key).timeline
  return { start: t?.start, end: t?.end }
}

describe('Timeline', () => {
  it('shows tracks top first with headers, and a named clip per layer', async () => {
    const h = await mountTimeline()
    const rows = [...h.region.querySelectorAll<HTMLElement>('[data-track-key]')]
    expect(rows.map((r) => r.dataset.trackKey)).toEqual(['front', 'back'])
    expect(rows[0]!.textContent).toContain('Track 1')
    expect(h.clip('a').getAttribute('aria-label')).toBe('shape a, 0:01.00–0:03.00')
    expect(h.clip('b').getAttribute('aria-label')).toBe('text b, 0:04.00–0:06.00')
    // end = 0: runs to the scene's end (6 s) in the "lasts the scene" style.
    expect(h.clip('bg').getAttribute('aria-label')).toBe(
      'image bg, 0:00.00–0:06.00, lasts the scene',
    )
    expect(h.clip('bg').classList).toContain('ps-timeline__clip--open')
    expect(h.clip('a').classList).not.toContain('ps-timeline__clip--open')
    const px = h.pxPerMs()
    expect(h.clip('bg').getBoundingClientRect().width).toBeCloseTo(6000 * px, 0)
    expect(h.clip('a').getBoundingClientRect().width).toBeCloseTo(2000 * px, 0)
    expect(h.handle('a', 'start')).toBeTruthy()
    expect(h.handle('a', 'end')).toBeTruthy()
  })

  it('dragging a clip shifts start and end by the dragged time, as one undo step', async () => {
    const h = await mountTimeline()
    const before = serialize(h.editor.document)
    const dx = 73
    await h.drag(h.clip('a'), dx, { init: { altKey: true } })
    const moved = Math.round(dx / h.pxPerMs())
    expect(moved).toBeGreaterThan(100)
    expect(span(h, 'a')).toEqual({ start: 1000 + moved, end: 3000 + moved })
    expect(h.editor.getState().session.selection).toEqual(['a'])
    expect(h.clip('a').getAttribute('aria-label')).toContain('0:0')
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
    expect(h.editor.canUndo()).toBe(false)
  })

  it('trims the start and the end edge, each one undo step', async () => {
    const h = await mountTimeline()
    const before = serialize(h.editor.document)
    const dx = 41
    await h.drag(h.handle('a', 'start'), dx, { init: { altKey: true } })
    const d = Math.round(dx / h.pxPerMs())
    expect(span(h, 'a')).toEqual({ start: 1000 + d, end: 3000 })
    await h.drag(h.handle('a', 'end'), -dx, { init: { altKey: true } })
    expect(span(h, 'a')).toEqual({ start: 1000 + d, end: 3000 - d })
    h.editor.undo()
    expect(span(h, 'a')).toEqual({ start: 1000 + d, end: 3000 })
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })

  it('snaps a moved edge to the playhead and shows the snap line; Alt disables it', async () => {
    const h = await mountTimeline()
    h.editor.setPlayhead(3500)
    await frames(2)
    const px = h.pxPerMs()
    // Clip a ends at 3000: moving it 500 ms plus 3 px lands its end 3 px past the playhead.
    const dx = 500 * px + 3
    await h.drag(h.clip('a'), dx, { release: false })
    const line = h.region.querySelector<HTMLElement>('.ps-timeline__snap-line')
    expect(line?.dataset.snapMs).toBe('3500')
    expect(h.editor.canUndo()).toBe(false) // nothing written during the drag
    const r = h.clip('a').getBoundingClientRect()
    pointer(h.clip('a'), 'pointerup', { x: r.left, y: r.top + 5 })
    await frames(2)
    expect(span(h, 'a')).toEqual({ start: 1500, end: 3500 })
    expect(h.region.querySelector('.ps-timeline__snap-line')).toBeNull()
    h.editor.undo()
    await frames(2)
    await h.drag(h.clip('a'), dx, { init: { altKey: true } })
    expect(span(h, 'a').end).toBe(3000 + Math.round(dx / px))
    expect(span(h, 'a').end).not.toBe(3500)
  })

  it("draws keyframe diamonds and snaps to another clip's keyframe", async () => {
    const doc = timedDocument() as {
      scene: { tracks: { layers: { key: string; timeline: Record<string, unknown> }[] }[] }
    }
    const b = doc.scene.tracks[1]!.layers[1]!
    b.timeline.key_frames = [
      { timestamp: 0, properties: { alpha: 0 } },
      { timestamp: 500, properties: { alpha: 1 } },
    ]
    const h = await mountTimeline(doc as never)
    const diamonds = h.clip('b').querySelectorAll<HTMLElement>('.ps-timeline__keyframe')
    expect(diamonds).toHaveLength(2)
    const px = h.pxPerMs()
    expect(parseFloat(diamonds[1]!.style.left)).toBeCloseTo(500 * px, 6)
    // a ends at 3000; moving it 1500 ms plus 3 px puts its end 3 px past b's keyframe at 4500.
    await h.drag(h.clip('a'), 1500 * px + 3)
    expect(span(h, 'a')).toEqual({ start: 2500, end: 4500 })
  })

  it('dragging a keyframe diamond retimes it (one undo step) and snaps to the playhead', async () => {
    const doc = timedDocument() as {
      scene: { tracks: { layers: { key: string; timeline: Record<string, unknown> }[] }[] }
    }
    doc.scene.tracks[1]!.layers[1]!.timeline.key_frames = [
      { timestamp: 0, properties: { alpha: 0 } },
      { timestamp: 500, properties: { alpha: 1 }, extra: 'kept' },
    ]
    const h = await mountTimeline(doc as never)
    const before = serialize(h.editor.document)
    const diamond = () => h.clip('b').querySelector<HTMLElement>('[data-keyframe-index="1"]')!
    const px = h.pxPerMs()
    await h.drag(diamond(), 30, { init: { altKey: true } })
    const kf = () => layerOf(h.editor, 'b').timeline?.key_frames?.[1]
    expect(kf()).toEqual({
      timestamp: 500 + Math.round(30 / px),
      properties: { alpha: 1 },
      extra: 'kept',
    })
    expect(span(h, 'b')).toEqual({ start: 4000, end: 6000 })
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
    h.editor.setPlayhead(5200)
    await frames(2)
    await h.drag(diamond(), 700 * px - 3)
    expect(kf()?.timestamp).toBe(1200)
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })

  it('adds, moves and removes tracks from the headers, each one undo step', async () => {
    const h = await mountTimeline()
    const before = serialize(h.editor.document)
    const order = () =>
      [...h.region.querySelectorAll<HTMLElement>('[data-track-key]')].map((r) => r.dataset.trackKey)
    const button = (name: string) =>
      [...h.region.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
      )!
    expect(button('Move Track 1 up').disabled).toBe(true)
    await userEvent.click(button('Move Track 0 up'))
    expect(order()).toEqual(['back', 'front'])
    h.editor.undo()
    await frames(1)
    expect(order()).toEqual(['front', 'back'])
    await userEvent.click(button('Move Track 1 down'))
    expect(order()).toEqual(['back', 'front'])
    h.editor.undo()
    await userEvent.click(button('Remove Track 1'))
    expect(order()).toEqual(['back'])
    expect(h.editor.getLayer('a')).toBeUndefined()
    h.editor.undo()
    await userEvent.click(button('Add track'))
    expect(order()).toHaveLength(3)
    expect(order().slice(1)).toEqual(['front', 'back'])
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })

  it('Escape during a drag leaves the document unchanged', async () => {
    const h = await mountTimeline()
    const before = h.editor.document
    await h.drag(h.clip('b'), 60, { release: false })
    await userEvent.keyboard('{Escape}')
    await frames(2)
    expect(h.editor.document).toBe(before)
    expect(h.clip('b').style.left).toBe(`${4000 * h.pxPerMs()}px`)
  })

  it('click selects, Shift-click adds, a plain click on one of several selects only it', async () => {
    const h = await mountTimeline()
    await h.drag(h.clip('a'), 0)
    expect(h.editor.getState().session.selection).toEqual(['a'])
    await h.drag(h.clip('b'), 0, { init: { shiftKey: true } })
    expect(h.editor.getState().session.selection).toEqual(['a', 'b'])
    expect(h.clip('b').getAttribute('aria-pressed')).toBe('true')
    await h.drag(h.clip('b'), 0)
    expect(h.editor.getState().session.selection).toEqual(['b'])
  })

  it('Enter on a focused clip selects it, Shift+Enter adds it', async () => {
    const h = await mountTimeline()
    h.clip('a').focus()
    await userEvent.keyboard('{Enter}')
    expect(h.editor.getState().session.selection).toEqual(['a'])
    h.clip('b').focus()
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}')
    expect(h.editor.getState().session.selection).toEqual(['a', 'b'])
  })

  it("dragging one clip onto another track's row moves it there (with its time change)", async () => {
    const h = await mountTimeline()
    const before = serialize(h.editor.document)
    const clip = h.clip('a')
    const r = clip.getBoundingClientRect()
    const back = h.region
      .querySelector<HTMLElement>('[data-track-key="back"]')!
      .getBoundingClientRect()
    const from = { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    const to = { x: from.x + 40, y: back.top + back.height / 2 }
    const alt = { altKey: true }
    pointer(clip, 'pointerdown', from, alt)
    for (let i = 1; i <= 4; i++) {
      pointer(
        clip,
        'pointermove',
        { x: from.x + 10 * i, y: from.y + ((to.y - from.y) * i) / 4 },
        alt,
      )
      await frames(1)
    }
    // The preview carries the clip over the other row; nothing is written yet.
    expect(h.clip('a').style.transform).toMatch(/translateY\(\d/)
    expect(h.editor.canUndo()).toBe(false)
    pointer(clip, 'pointerup', to, alt)
    await frames(2)
    const d = Math.round(40 / h.pxPerMs())
    expect(h.editor.getLayer('a')?.track).toBe(0)
    expect(span(h, 'a')).toEqual({ start: 1000 + d, end: 3000 + d })
    const rowOf = (key: string) =>
      h.clip(key).closest<HTMLElement>('[data-track-key]')!.dataset.trackKey
    expect(rowOf('a')).toBe('back')
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })

  it('moves the selected clips together', async () => {
    const h = await mountTimeline()
    h.editor.select(['a', 'b'])
    await frames(1)
    await h.drag(h.clip('b'), 50, { init: { altKey: true } })
    const d = Math.round(50 / h.pxPerMs())
    expect([span(h, 'a'), span(h, 'b')]).toEqual([
      { start: 1000 + d, end: 3000 + d },
      { start: 4000 + d, end: 6000 + d },
    ])
    h.editor.undo()
    expect(span(h, 'b')).toEqual({ start: 4000, end: 6000 })
  })

  it('keyboard: arrows move the focused clip a frame (Shift ten), Alt+arrows trim its end', async () => {
    const h = await mountTimeline()
    h.clip('a').focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(span(h, 'a')).toEqual({ start: 1033, end: 3033 })
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}')
    expect(span(h, 'a')).toEqual({ start: 703, end: 2703 })
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}')
    expect(span(h, 'a')).toEqual({ start: 703, end: 2670 })
  })

  it('splits the selected clip at the playhead (button and S), one undo step each', async () => {
    const h = await mountTimeline()
    const before = serialize(h.editor.document)
    const split = h.region.querySelector<HTMLButtonElement>('.ps-timeline__split')!
    expect(split.disabled).toBe(true)
    h.editor.select(['a'])
    h.editor.setPlayhead(2000)
    await frames(2)
    expect(split.disabled).toBe(false)
    h.ui.setLocked('a', true)
    await frames(2)
    expect(split.disabled).toBe(true)
    h.ui.setLocked('a', false)
    await frames(2)
    expect(split.disabled).toBe(false)
    await userEvent.click(split)
    expect(span(h, 'a')).toEqual({ start: 1000, end: 2000 })
    const keys = [...h.region.querySelectorAll<HTMLElement>('[data-layer-key]')].map(
      (e) => e.dataset.layerKey,
    )
    expect(keys).toHaveLength(4)
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)

    h.editor.select(['b'])
    h.editor.setPlayhead(5000)
    h.clip('b').focus()
    await userEvent.keyboard('s')
    expect(span(h, 'b')).toEqual({ start: 4000, end: 5000 })
    h.editor.undo()
    expect(serialize(h.editor.document)).toBe(before)
  })

  it('Delete in the timeline removes the selected clips', async () => {
    const h = await mountTimeline()
    h.editor.select(['b'])
    h.clip('b').focus()
    await userEvent.keyboard('{Delete}')
    expect(h.editor.getLayer('b')).toBeUndefined()
    expect(h.region.querySelector('[data-layer-key="b"]')).toBeNull()
  })

  it('pressing and dragging on the ruler scrubs the playhead without history', async () => {
    const h = await mountTimeline()
    const ruler = h.region.querySelector<HTMLElement>('.ps-timeline__ruler')!
    const r = ruler.getBoundingClientRect()
    const px = h.pxPerMs()
    pointer(ruler, 'pointerdown', { x: r.left + 2000 * px, y: r.top + 5 })
    expect(h.editor.getState().session.playheadMs).toBe(2000)
    pointer(ruler, 'pointermove', { x: r.left + 2500 * px, y: r.top + 5 })
    pointer(ruler, 'pointerup', { x: r.left + 2500 * px, y: r.top + 5 })
    expect(h.editor.getState().session.playheadMs).toBe(2500)
    expect(h.editor.canUndo()).toBe(false)
    await frames(2)
    const slider = h.region.ownerDocument.querySelector('input[type="range"]')!
    expect(slider.getAttribute('aria-valuenow')).toBe('2500')
    expect(slider.getAttribute('aria-valuetext')).toBe('0:02.50')
  })

  it('zooms with the buttons and with Ctrl+wheel about the pointer', async () => {
    const h = await mountTimeline()
    const px0 = h.pxPerMs()
    await userEvent.click(h.region.querySelector('[aria-label="Zoom timeline in"]')!)
    await frames(2)
    expect(h.pxPerMs()).toBeCloseTo(px0 * 1.5, 6)
    // A wheel gesture: the lanes are transformed (no layout) while it lasts; the time under the
    // pointer stays under it, and the zoom is committed once when the gesture settles.
    const scroll = h.region.querySelector<HTMLElement>('.ps-timeline__scroll')!
    const content = h.region.querySelector<HTMLElement>('.ps-timeline__content')!
    const b = h.clip('b').getBoundingClientRect()
    const x = b.left + 10
    const wheel = (deltaY: number) =>
      scroll.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY,
          ctrlKey: true,
          clientX: x,
          clientY: b.top + 5,
          bubbles: true,
          cancelable: true,
        }),
      )
    wheel(-150)
    await frames(1)
    wheel(-150)
    await frames(1)
    expect(content.hasAttribute('data-zoom-preview')).toBe(true)
    expect(h.pxPerMs()).toBeCloseTo(px0 * 1.5, 6)
    const previewed = h.clip('b').getBoundingClientRect()
    expect(previewed.width).toBeGreaterThan(b.width * 1.5)
    expect(previewed.left + 10 * (previewed.width / b.width)).toBeCloseTo(x, 0)
    await expect.poll(() => content.hasAttribute('data-zoom-preview')).toBe(false)
    const px1 = h.pxPerMs()
    expect(px1).toBeCloseTo(px0 * 1.5 * Math.exp(0.6), 6)
    const after = h.clip('b').getBoundingClientRect()
    // Laid out where the preview showed it.
    expect(after.left).toBeCloseTo(previewed.left, 0)
    expect(after.width).toBeCloseTo(previewed.width, 0)
    expect(after.left + 10 * (px1 / (px0 * 1.5))).toBeCloseTo(x, 0)
    expect(h.clip('b').style.transform).toBe('')

    // Zooming out past the mounted clips is laid out at once, not stretched.
    wheel(600)
    await frames(1)
    expect(content.hasAttribute('data-zoom-preview')).toBe(false)
    expect(h.pxPerMs()).toBeCloseTo(px1 * Math.exp(-1.2), 6)

    await userEvent.click(h.region.querySelector('[aria-label="Fit timeline"]')!)
    await frames(2)
    expect(h.pxPerMs()).toBeCloseTo(px0, 6)
    expect(scroll.scrollLeft).toBe(0)
  })

  it('commits a zoom in progress before a clip is pressed', async () => {
    const h = await mountTimeline()
    const scroll = h.region.querySelector<HTMLElement>('.ps-timeline__scroll')!
    const px0 = h.pxPerMs()
    const b = h.clip('b').getBoundingClientRect()
    scroll.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -200,
        ctrlKey: true,
        clientX: b.left + 5,
        clientY: b.top + 5,
        bubbles: true,
        cancelable: true,
      }),
    )
    await frames(1)
    expect(h.pxPerMs()).toBeCloseTo(px0, 6)
    pointer(h.clip('b'), 'pointerdown', { x: b.left + 5, y: b.top + 5 })
    expect(h.pxPerMs()).toBeCloseTo(px0 * Math.exp(0.4), 6)
    pointer(h.clip('b'), 'pointerup', { x: b.left + 5, y: b.top + 5 })
    expect(h.editor.canUndo()).toBe(false)
  })
})

describe('SceneEditor with the timeline', () => {
  it('shows the timeline under the canvas; timeline={false} hides it', async () => {
    const shown = await render(<SceneEditor defaultValue={timedDocument()} />)
    await frames(2)
    expect(shown.getByRole('region', { name: 'Timeline' }).element()).toBeTruthy()
    await shown.unmount()
    const hidden = await render(<SceneEditor defaultValue={timedDocument()} timeline={false} />)
    await frames(2)
    expect(hidden.container.querySelector('[aria-label="Timeline"]')).toBeNull()
  })
})

describe('Timeline on a still (every end is 0)', () => {
  it('draws open-ended clips across the whole extent and trims an end from there', async () => {
    const still = timedDocument() as { scene: { tracks: { layers: { timeline: object }[] }[] } }
    for (const track of still.scene.tracks) {
      for (const layer of track.layers) layer.timeline = { start: 0, end: 0 }
    }
    const h = await mountTimeline(still as never)
    expect(h.region.textContent).toContain('Still (no duration)')
    expect(h.clip('a').getAttribute('aria-label')).toBe('shape a, 0:00.00–, lasts the scene')
    const px = h.pxPerMs()
    // The extent of a still is at least 5 s.
    expect(h.clip('a').getBoundingClientRect().width).toBeCloseTo(5000 * px, 0)
    await h.drag(h.handle('a', 'end'), -100, { init: { altKey: true } })
    expect(layerOf(h.editor, 'a').timeline).toEqual({ start: 0, end: 5000 - Math.round(100 / px) })
  })
})
