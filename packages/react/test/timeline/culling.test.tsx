import { describe, expect, it } from 'vitest'
import type { EditorDocument } from '@podscene/core'
import { frames } from '../interaction/harness.tsx'
import { clipLayer, mountTimeline } from './timeline-harness.tsx'

/** 100 tracks × 50 back-to-back one-second clips: 5,000 clips over 50 s. */
function manyClips(): EditorDocument {
  const tracks = Array.from({ length: 100 }, (_, t) => ({
    index: t,
    key: `t${t}`,
    type: 'main',
    layers: Array.from({ length: 50 }, (_, i) =>
      clipLayer(`c${t}-${i}`, i * 1000, i * 1000 + 1000),
    ),
  }))
  return { aspect_ratio: 1, scene: { tracks } }
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom
}

describe('Timeline culling', () => {
  it('mounts only the clips near the view, and every clip in view', async () => {
    const h = await mountTimeline(manyClips())
    const scroll = h.region.querySelector<HTMLElement>('.ps-timeline__scroll')!
    const check = () => {
      const view = scroll.getBoundingClientRect()
      const mounted = [...h.region.querySelectorAll<HTMLElement>('[data-layer-key]')]
      const visible = mounted.filter((el) => overlaps(el.getBoundingClientRect(), view))
      return { mounted: mounted.length, visible: visible.length, keys: mounted }
    }
    const fitted = check()
    expect(fitted.visible).toBeGreaterThan(0)
    expect(fitted.mounted).toBeLessThanOrEqual(Math.ceil(fitted.visible * 1.5))
    // Tracks are top first: the view starts at track 99; its first clip is there.
    expect(h.clip('c99-0')).toBeTruthy()
    expect(h.region.querySelector('[data-layer-key="c0-0"]')).toBeNull()

    // Scrolled to the bottom: track 0's clips are mounted, track 99's are gone except its first
    // clip, the timeline's one tab stop (roving tabindex), kept mounted so Tab reaches the clips.
    scroll.scrollTop = scroll.scrollHeight
    await frames(3)
    expect(h.clip('c0-0')).toBeTruthy()
    expect(h.clip('c99-0').tabIndex).toBe(0)
    expect(h.region.querySelector('[data-layer-key="c99-1"]')).toBeNull()
    expect(h.region.querySelectorAll('[data-layer-key][tabindex="0"]')).toHaveLength(1)

    // Zoomed in and scrolled right: only clips near the view along time.
    for (let i = 0; i < 6; i++) {
      h.region.querySelector<HTMLButtonElement>('[aria-label="Zoom timeline in"]')!.click()
      await frames(2)
    }
    scroll.scrollLeft = 20_000 * h.pxPerMs()
    await frames(3)
    const zoomed = check()
    expect(zoomed.mounted).toBeLessThan(fitted.mounted)
    expect(h.region.querySelector('[data-layer-key="c0-0"]')).toBeNull()
    expect(h.clip('c0-20')).toBeTruthy()
    // Nothing in view is missing: every clip whose span meets the visible time range is mounted.
    const px = h.pxPerMs()
    const from = scroll.scrollLeft / px
    const to = (scroll.scrollLeft + scroll.clientWidth) / px
    for (let i = 0; i < 50; i++) {
      const inView = i * 1000 + 1000 > from && i * 1000 < to
      if (inView) expect(h.region.querySelector(`[data-layer-key="c0-${i}"]`)).not.toBeNull()
    }
  })
})
