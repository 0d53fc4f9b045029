// Every window size (issue 27, items 9 and 11), end to end: the studio (Vite dev server) against
// a real sandbox in headless Chromium, one browser for the file.
// - At 1024×640, 1280×720, 1600×900, 1920×1080 and 2560×1440: the header is one row, no
//   container's content is wider than it, every control of the header and the bars is inside the
//   viewport and its bar and overlaps no other, the canvas keeps a fair share of the window at its
//   fitted zoom, the 6 s timeline is fitted to its length; a screenshot of each goes to
//   docs/shots/window-<w>x<h>.png.
// - A window resized wider fits the timeline again.
// - The "Resize timeline" separator (drag, keys, kept after a reload), "Track height" (kept).
// - The enter/cross band labels are at least 11 px and clear of the clip's name; the word lane
//   is taller than a strip, word edges show a resize cursor, a double-click edits a word at once.
// - Below 960 px the side panels are drawers ("Layers", "Properties"), down to 768 px.
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

const shots = resolve(import.meta.dirname, '../../docs/shots')
mkdirSync(shots, { recursive: true })

let stack: StudioStack

beforeAll(async () => {
  stack = await startStudioStack()
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

/** A fresh context (its own localStorage) and the studio open in it, the demo loaded. */
async function openStudio(
  width: number,
  height: number,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await stack.browser.newContext({ viewport: { width, height } })
  const page = await context.newPage()
  await page.goto(stack.studioUrl)
  await settled(page)
  return { page, context }
}

/** The demo is drawn: clips on the timeline, the sound outline, fonts, two frames. */
async function settled(page: Page) {
  await page.getByRole('region', { name: 'Timeline' }).waitFor({ timeout: 30_000 })
  await page.locator('.ps-timeline__clip').first().waitFor({ timeout: 30_000 })
  await page.locator('.ps-waveform[data-state="ready"]').waitFor({ timeout: 30_000 })
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  })
}

type Box = { x: number; y: number; width: number; height: number }
interface LayoutReport {
  overflowing: string[]
  outside: string[]
  clipped: string[]
  overlapping: string[]
  headerRows: number
  headerHeight: number
  canvas: Box
}

/** Reads the layout: containers whose content is wider, controls out of place or overlapping. */
function layoutReport(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden'
    }
    const containers = [
      '.studio__header',
      '.studio__controls',
      '.ps-scene-editor',
      '.ps-scene-editor__layers',
      '.ps-scene-editor__inspector',
      '.ps-scene-editor__toolbar',
      '.ps-side-tabs [role="tablist"]',
      '.ps-timebar',
      '.ps-timeline__toolbar',
      '.ps-waveform',
    ]
    const overflowing: string[] = []
    for (const selector of containers) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (!visible(el)) continue
        if (el.scrollWidth > el.clientWidth + 1) {
          overflowing.push(`${selector}: ${el.scrollWidth} > ${el.clientWidth}`)
        }
      }
    }
    // The controls of the header and the bars (lists scroll, so their rows are not checked).
    const bars = [
      '.studio__header',
      '.ps-scene-editor__toolbar',
      '.ps-drawer-toggles',
      '.ps-side-tabs [role="tablist"]',
      '.ps-timebar',
      '.ps-timeline__toolbar',
    ]
    const controls: { el: Element; bar: Element; r: DOMRect }[] = []
    for (const selector of bars) {
      for (const bar of document.querySelectorAll(selector)) {
        if (!visible(bar)) continue
        for (const el of bar.querySelectorAll(
          'button, select, input:not([type="file"]), [role="tab"], [role="switch"]',
        )) {
          if (visible(el)) controls.push({ el, bar, r: el.getBoundingClientRect() })
        }
      }
    }
    const outside: string[] = []
    const clipped: string[] = []
    const { innerWidth: w, innerHeight: h } = window
    for (const { el, bar, r } of controls) {
      if (r.left < 0 || r.top < 0 || r.right > w + 0.5 || r.bottom > h + 0.5) {
        outside.push(`${name(el)} at ${Math.round(r.left)},${Math.round(r.top)}`)
      }
      const b = bar.getBoundingClientRect()
      if (
        r.left < b.left - 0.5 ||
        r.right > b.right + 0.5 ||
        r.top < b.top - 0.5 ||
        r.bottom > b.bottom + 0.5
      ) {
        clipped.push(`${name(el)} out of ${name(bar)}`)
      }
    }
    const overlapping: string[] = []
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!.r
        const b = controls[j]!.r
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        if (x > 1 && y > 1) overlapping.push(`${name(controls[i]!.el)} × ${name(controls[j]!.el)}`)
      }
    }
    const header = document.querySelector('.studio__header')!
    const headerControls = controls.filter((c) => c.bar === header)
    const rows = new Set(headerControls.map((c) => Math.round((c.r.top + c.r.bottom) / 2 / 8)))
    const canvas = document.querySelector('.ps-scene-editor__canvas')!.getBoundingClientRect()
    return {
      overflowing,
      outside,
      clipped,
      overlapping,
      headerRows: rows.size,
      headerHeight: header.getBoundingClientRect().height,
      canvas: { x: canvas.x, y: canvas.y, width: canvas.width, height: canvas.height },
    }
  })
}

/** The time span the timeline's lanes show without scrolling (ms), and the scene's length. */
function timelineSpan(page: Page) {
  return page.evaluate(() => {
    const scroll = document.querySelector<HTMLElement>('.ps-timeline__scroll')!
    const content = scroll.querySelector<HTMLElement>('.ps-timeline__content')!
    const lanes = content.querySelector<HTMLElement>('.ps-timeline__lanes')!
    const lanesLeft = lanes.getBoundingClientRect().left - scroll.getBoundingClientRect().left
    const pxPerMs = Number(content.dataset.pxPerMs)
    const duration = Number(
      document.querySelector('.ps-waveform')!.getAttribute('data-duration-ms'),
    )
    return { shownMs: (scroll.clientWidth - lanesLeft) / pxPerMs, duration }
  })
}

const zoomText = (page: Page) => page.getByRole('button', { name: 'Zoom to 100%' }).textContent()

const SIZES = [
  [1024, 640],
  [1280, 720],
  [1600, 900],
  [1920, 1080],
  [2560, 1440],
] as const

describe('every window size', () => {
  for (const [width, height] of SIZES) {
    it(`${width}×${height}: one header row, nothing overflows or overlaps, the canvas and the timeline fitted`, async () => {
      const { page, context } = await openStudio(width, height)
      try {
        await page.screenshot({ path: join(shots, `window-${width}x${height}.png`) })
        const report = await layoutReport(page)
        expect(report.overflowing).toEqual([])
        expect(report.outside).toEqual([])
        expect(report.clipped).toEqual([])
        expect(report.overlapping).toEqual([])
        expect(report.headerRows).toBe(1)
        expect(report.headerHeight).toBeLessThanOrEqual(48)
        // The canvas keeps a fair share of the window (the side panels and the rows under it
        // take the rest), at its fitted zoom.
        expect(report.canvas.width).toBeGreaterThanOrEqual(width * 0.55)
        expect(report.canvas.height).toBeGreaterThanOrEqual(height * 0.42)
        const shown = await zoomText(page)
        await page.getByRole('button', { name: 'Fit', exact: true }).first().click()
        expect(await zoomText(page)).toBe(shown)
        // The timeline shows the scene's length, not 40 % more.
        const span = await timelineSpan(page)
        expect(span.duration).toBe(6000)
        expect(span.shownMs).toBeGreaterThan(span.duration)
        expect(span.shownMs).toBeLessThan(span.duration * 1.1)
      } finally {
        await context.close()
      }
    })
  }

  it('a window resized wider (1280 → 1920) fits the timeline to the scene again', async () => {
    const { page, context } = await openStudio(1280, 720)
    try {
      expect((await timelineSpan(page)).shownMs).toBeLessThan(6600)
      await page.setViewportSize({ width: 1920, height: 1080 })
      await expect.poll(async () => (await timelineSpan(page)).shownMs).toBeLessThan(6600)
      await page.setViewportSize({ width: 1024, height: 640 })
      await expect.poll(async () => (await timelineSpan(page)).shownMs).toBeGreaterThan(6000)
      expect((await timelineSpan(page)).shownMs).toBeLessThan(6600)
    } finally {
      await context.close()
    }
  })
})

describe('the timeline view', () => {
  it('"Resize timeline": a drag up makes it taller (more tracks), keys step it, a reload keeps it', async () => {
    const { page, context } = await openStudio(1280, 720)
    try {
      const separator = page.getByRole('separator', { name: 'Resize timeline' })
      const timeline = page.getByRole('region', { name: 'Timeline' })
      const start = Number(await separator.getAttribute('aria-valuenow'))
      expect(await separator.getAttribute('aria-orientation')).toBe('horizontal')
      expect(Math.round((await timeline.boundingBox())!.height)).toBe(start)
      const rowsShown = () =>
        page.evaluate(() => {
          const scroll = document.querySelector('.ps-timeline__scroll')!.getBoundingClientRect()
          return [...document.querySelectorAll('.ps-timeline__row')].filter(
            (r) => r.getBoundingClientRect().bottom <= scroll.bottom + 1,
          ).length
        })
      const before = await rowsShown()
      const box = (await separator.boundingBox())!
      const x = box.x + box.width / 2
      const y = box.y + box.height / 2
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x, y - 100, { steps: 5 })
      await page.mouse.up()
      await expect.poll(() => separator.getAttribute('aria-valuenow')).toBe(String(start + 100))
      expect(Math.round((await timeline.boundingBox())!.height)).toBe(start + 100)
      expect(await rowsShown()).toBeGreaterThan(before)
      await separator.focus()
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => separator.getAttribute('aria-valuenow')).toBe(String(start + 84))
      // The canvas keeps its room: End stops where it would get less than 140 px.
      await page.keyboard.press('End')
      const canvas = await page.locator('.ps-scene-editor__canvas').boundingBox()
      expect(canvas!.height).toBeGreaterThanOrEqual(139)
      await page.keyboard.press('Home')
      await expect.poll(() => separator.getAttribute('aria-valuenow')).toBe('120')
      await page.keyboard.press('Shift+ArrowUp')
      await expect.poll(() => separator.getAttribute('aria-valuenow')).toBe('184')
      await page.reload()
      await settled(page)
      await expect
        .poll(() =>
          page.getByRole('separator', { name: 'Resize timeline' }).getAttribute('aria-valuenow'),
        )
        .toBe('184')
      expect(Math.round((await timeline.boundingBox())!.height)).toBe(184)
    } finally {
      await context.close()
    }
  })

  it('"Track height" Small / Medium / Large sizes the clips, and a reload keeps it', async () => {
    const { page, context } = await openStudio(1600, 900)
    try {
      const trackHeight = page.getByRole('combobox', { name: 'Track height' })
      const clipHeight = async () =>
        (await page.locator('.ps-timeline__clip').first().boundingBox())!.height
      expect(await trackHeight.inputValue()).toBe('medium')
      const medium = await clipHeight()
      await trackHeight.selectOption({ label: 'Large' })
      await expect.poll(clipHeight).toBeGreaterThan(medium + 10)
      await trackHeight.selectOption({ label: 'Small' })
      await expect.poll(clipHeight).toBeLessThan(medium - 4)
      await page.reload()
      await settled(page)
      expect(await page.getByRole('combobox', { name: 'Track height' }).inputValue()).toBe('small')
      await expect.poll(clipHeight).toBeLessThan(medium - 4)
    } finally {
      await context.close()
    }
  })

  it('transition bands are labelled at 11 px or more, clear of the clip name', async () => {
    const { page, context } = await openStudio(1600, 900)
    try {
      const label = page.locator('.ps-timeline__region-label').first()
      await label.waitFor()
      const found = await label.evaluate((el) => {
        const clip = el.closest('.ps-timeline__clip')!
        const name = clip.querySelector('.ps-timeline__clip-kind')!.getBoundingClientRect()
        const r = el.getBoundingClientRect()
        return {
          fontSize: parseFloat(getComputedStyle(el).fontSize),
          text: el.getAttribute('data-visual-text') ?? el.textContent,
          height: r.height,
          clearOfName: r.right <= name.left + 0.5 || r.bottom <= name.top + 0.5,
        }
      })
      expect(found.text).toMatch(/fade/i)
      expect(found.fontSize).toBeGreaterThanOrEqual(11)
      expect(found.height).toBeGreaterThanOrEqual(11)
      expect(found.clearOfName).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('the word lane is tall, word edges show a resize cursor, and one double-click edits a word', async () => {
    const { page, context } = await openStudio(1600, 900)
    try {
      await page.locator('.ps-timeline__clip--subtitle').first().click()
      const word = page.locator('.ps-waveform [data-word-index]').first()
      await word.waitFor()
      const lane = (await page.locator('.ps-waveform__lane').boundingBox())!
      expect(lane.height).toBeGreaterThanOrEqual(96)
      const box = (await word.boundingBox())!
      const cursorAt = (x: number, y: number) =>
        page.evaluate(
          ([px, py]) => {
            // The regions live in wavesurfer's shadow root: look through it.
            let el: Element | null = document.elementFromPoint(px!, py!)
            while (el?.shadowRoot) {
              const inner: Element | null = el.shadowRoot.elementFromPoint(px!, py!)
              if (!inner || inner === el) break
              el = inner
            }
            return el ? getComputedStyle(el).cursor : null
          },
          [x, y],
        )
      expect(await cursorAt(box.x + 2, box.y + box.height / 2)).toBe('ew-resize')
      expect(await cursorAt(box.x + box.width - 2, box.y + box.height / 2)).toBe('ew-resize')
      await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2)
      await expect.poll(() => page.getByRole('textbox', { name: 'Word text' }).count()).toBe(1)
    } finally {
      await context.close()
    }
  })
})

describe('narrow windows: the side panels are drawers', () => {
  for (const width of [900, 768]) {
    it(`${width}×700: "Layers" and "Properties" open drawers over the canvas, Escape closes`, async () => {
      const { page, context } = await openStudio(width, 700)
      try {
        const report = await layoutReport(page)
        expect(report.overflowing).toEqual([])
        expect(report.outside).toEqual([])
        expect(report.overlapping).toEqual([])
        expect(report.headerRows).toBe(1)
        expect(report.canvas.width).toBe(width)
        const layersPanel = page.getByRole('navigation', { name: 'Layer panel' })
        const layers = page.getByRole('button', { name: 'Layers', exact: true })
        const properties = page.getByRole('button', { name: 'Properties', exact: true })
        expect(await layersPanel.isVisible()).toBe(false)
        expect(await layers.getAttribute('aria-expanded')).toBe('false')
        await layers.click()
        expect(await layers.getAttribute('aria-expanded')).toBe('true')
        await expect.poll(() => layersPanel.isVisible()).toBe(true)
        const panel = (await layersPanel.boundingBox())!
        expect(panel.x).toBeGreaterThanOrEqual(0)
        expect(panel.x + panel.width).toBeLessThanOrEqual(width)
        // A layer picked in the drawer is selected; Escape closes it and focus goes back.
        await layersPanel.getByText('image s0-bg').click()
        await page.keyboard.press('Escape')
        await expect.poll(() => layersPanel.isVisible()).toBe(false)
        expect(await layers.evaluate((el) => el === document.activeElement)).toBe(true)
        await properties.click()
        const inspector = page.getByRole('complementary', { name: 'Inspector panel' })
        await expect.poll(() => inspector.isVisible()).toBe(true)
        const right = (await inspector.boundingBox())!
        expect(Math.round(right.x + right.width)).toBe(width)
        await properties.click()
        await expect.poll(() => inspector.isVisible()).toBe(false)
        if (width === 768) await page.screenshot({ path: join(shots, 'window-768x700.png') })
      } finally {
        await context.close()
      }
    })
  }
})
