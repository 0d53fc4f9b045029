// End to end: focus and keys in the studio (issue 27, item 7) and what the editor announces to
// screen readers; reduced-motion and forced-colors styles. One stack, one page per test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

let stack: StudioStack

beforeAll(async () => {
  stack = await startStudioStack()
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

async function openStudio(): Promise<Page> {
  const page = await stack.browser.newPage({ viewport: { width: 1600, height: 900 } })
  await page.goto(stack.studioUrl, { timeout: 60_000 })
  await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
  page.setDefaultTimeout(15_000)
  return page
}

const clips = (page: Page) => page.locator('.ps-timeline__clip[data-layer-key^="text-1"]')
const activeTag = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement
    return a === document.body || !a
      ? 'body'
      : `${a.tagName.toLowerCase()}[${a.getAttribute('role') ?? ''}]`
  })
const announced = (page: Page) => page.locator('.ps-announcer')
/** What the live region says (a repeated message differs by a trailing no-break space). */
const said = async (page: Page) => (await announced(page).textContent())?.trim()

async function insertText(page: Page) {
  await page.getByRole('button', { name: 'Insert', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Text', exact: true }).click()
  await clips(page).first().waitFor()
}

describe('studio focus and keys', () => {
  it('after undoing a split, focus stays in the editor and Ctrl+Z, Ctrl+Shift+Z and ? keep working', async () => {
    const page = await openStudio()
    await insertText(page)
    // Playhead into the clip, then "Split at playhead" (S) on the selected clip.
    const playhead = page.getByRole('slider', { name: 'Playhead' })
    await playhead.focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('PageUp')
    expect(Number(await playhead.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
    // Text clips: the template's and the inserted one; a split adds its second half.
    const textClips = page.locator('.ps-timeline__clip--text')
    const before = await textClips.count()
    await clips(page).first().click()
    await page.keyboard.press('s')
    await expect.poll(() => textClips.count()).toBe(before + 1)
    const keys = await textClips.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-layer-key')),
    )
    const half = keys.find((k) => k !== 'text-1' && !k!.startsWith('s0-'))!
    // The second half has focus; undoing the split removes it.
    await page.locator(`.ps-timeline__clip[data-layer-key="${half}"]`).click()
    await page.keyboard.press('Control+z')
    await expect.poll(() => textClips.count()).toBe(before)
    await expect.poll(() => activeTag(page)).not.toBe('body')
    await expect.poll(() => said(page)).toMatch(/^Undid: Split/)
    // The next keys still reach the editor.
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(() => textClips.count()).toBe(before + 1)
    await expect.poll(() => said(page)).toMatch(/^Redid: Split/)
    await page.keyboard.press('?')
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    await page.keyboard.press('Escape')
    await page.close()
  }, 120_000)

  it('Ctrl+Z, Ctrl+Shift+Z and ? work from anywhere in the studio, but not while typing in a text field', async () => {
    const page = await openStudio()
    await insertText(page)
    // From <body> (nothing focused).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(await activeTag(page)).toBe('body')
    await page.keyboard.press('Control+z')
    await expect.poll(() => clips(page).count()).toBe(0)
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(() => clips(page).count()).toBe(1)
    // From a studio header button, outside the editor.
    await page.getByRole('button', { name: 'Settings', exact: true }).focus()
    await page.keyboard.press('Control+z')
    await expect.poll(() => clips(page).count()).toBe(0)
    await page.keyboard.press('Control+y')
    await expect.poll(() => clips(page).count()).toBe(1)
    await page.getByRole('button', { name: 'Settings', exact: true }).focus()
    await page.keyboard.press('?')
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    await page
      .getByRole('dialog', { name: 'Keyboard shortcuts' })
      .getByRole('button', { name: 'Close' })
      .click()
    // In the "Template name" text field, Ctrl+Z and ? are the field's own.
    const name = page.getByRole('textbox', { name: 'Template name' })
    await name.fill('Episode')
    await name.press('Control+z')
    await name.press('?')
    expect(await clips(page).count()).toBe(1)
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0)
    await page.close()
  }, 120_000)

  it.each(['image', 'audio'] as const)(
    'the %s picker takes focus when it opens and gives it back to its opener on Escape',
    async (kind) => {
      const page = await openStudio()
      const insert = page.getByRole('button', { name: 'Insert', exact: true })
      await insert.click()
      await page
        .getByRole('menuitem', { name: `${kind === 'image' ? 'Image' : 'Audio'} from library…` })
        .click()
      const picker = page.getByRole('dialog', { name: `Choose ${kind}` })
      await picker.waitFor()
      await expect
        .poll(() => picker.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true)
      await page.keyboard.press('Escape')
      await picker.waitFor({ state: 'detached' })
      expect(await insert.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.close()
    },
    120_000,
  )

  it('announces playback start and stop, seeks, and undo/redo of a move in a polite live region', async () => {
    const page = await openStudio()
    const region = announced(page)
    expect(await region.getAttribute('aria-live')).toBe('polite')
    await insertText(page)
    // A nudge (an arrow on the canvas) is a "Move layer" step.
    await page.getByRole('application', { name: 'Scene canvas' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Control+z')
    await expect.poll(() => said(page)).toBe('Undid: Move layer')
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(() => said(page)).toBe('Redid: Move layer')
    await page.getByRole('slider', { name: 'Playhead' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => said(page)).toMatch(/^Playhead at 0:0\d\.\d\d$/)
    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => said(page)).toBe('Playing')
    await page.getByRole('button', { name: 'Pause', exact: true }).click()
    await expect.poll(() => said(page)).toMatch(/^Paused at 0:\d\d\.\d\d/)
    await page.close()
  }, 120_000)

  it('has reduced-motion and forced-colors styles', async () => {
    const page = await openStudio()
    await insertText(page)
    const clip = clips(page).first()
    await clip.click()
    const outline = () => clip.evaluate((el) => getComputedStyle(el).outlineStyle)
    const transition = () =>
      page
        .locator('.ps-timeline__track-actions')
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration)
    expect(await transition()).not.toBe('0s')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await transition()).toBe('0s')
    // The selected clip keeps a visible outline when the system forces its colours.
    await page.mouse.move(0, 0)
    await page.emulateMedia({ forcedColors: 'active' })
    expect(await outline()).toBe('solid')
    await page.close()
  }, 120_000)
})
