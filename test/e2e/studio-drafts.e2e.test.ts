// End to end: drafts, the unsaved-changes prompt, the two-tab lock and the theme in the studio,
// against a real sandbox in headless Chromium at 1280×720. Each test has its own browser context
// (its own IndexedDB, localStorage and Web Locks); pages of one context are tabs of one profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

let stack: StudioStack
const contexts: BrowserContext[] = []
const pageErrors: string[] = []

/** A layer's clip in the Timeline (the contract's `data-layer-key`). */
const clip = (page: Page, key: string) =>
  page.getByRole('region', { name: 'Timeline' }).locator(`[data-layer-key="${key}"]`)

beforeAll(async () => {
  stack = await startStudioStack()
}, 120_000)

afterAll(async () => {
  for (const context of contexts) await context.close()
  await stack?.close()
})

async function newContext(colorScheme: 'light' | 'dark' = 'light') {
  const context = await stack.browser.newContext({
    viewport: { width: 1280, height: 720 },
    colorScheme,
  })
  contexts.push(context)
  return context
}

/** A tab of `context` showing the studio with its first template open. */
async function openStudio(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto(stack.studioUrl)
  await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
  return page
}

/** Insert → Text: one edit, which adds the layer `text-1`. */
async function insertText(page: Page) {
  await page.getByRole('button', { name: 'Insert' }).click()
  await page.getByRole('menuitem', { name: 'Text' }).click()
  await clip(page, 'text-1').waitFor()
}

/** The draft the studio keeps in this profile's IndexedDB (read after the studio opened it). */
function storedDraft(page: Page): Promise<{ text: string; savedAt: number } | undefined> {
  return page.evaluate(
    () =>
      new Promise<{ text: string; savedAt: number } | undefined>((resolve, reject) => {
        const open = indexedDB.open('podscene-studio')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const request = db
            .transaction('drafts', 'readonly')
            .objectStore('drafts')
            .get('open-document')
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            db.close()
            resolve(request.result as { text: string; savedAt: number } | undefined)
          }
        }
      }),
  )
}

async function waitForDraft(page: Page, present = true) {
  await expect
    .poll(async () => (await storedDraft(page)) !== undefined, { timeout: 15_000 })
    .toBe(present)
  return storedDraft(page)
}

async function exportedText(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ])
  return readFileSync((await download.path())!, 'utf8')
}

const insertButton = (page: Page) => page.getByRole('button', { name: 'Insert' })

describe('studio drafts', () => {
  it('edit → reload (with the leave prompt) → the draft is restored byte for byte; Discard draft', async () => {
    const page = await openStudio(await newContext())
    await insertText(page)
    const draft = (await waitForDraft(page))!
    expect(draft.text).toContain('"key": "text-1"')

    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type())
      void dialog.accept()
    })
    await page.reload()
    expect(dialogs).toEqual(['beforeunload'])

    const notice = page.getByRole('status').filter({ hasText: 'Restored draft from' })
    await notice.waitFor({ timeout: 60_000 })
    await clip(page, 'text-1').waitFor()
    const picker = page.getByRole('combobox', { name: 'Template' })
    expect(await picker.locator('option:checked').textContent()).toMatch(/^Draft: /)
    // The open document is exactly the one the draft holds (core serialize of the Editor's).
    expect(await exportedText(page)).toBe(draft.text)

    await notice.getByRole('button', { name: 'Discard draft' }).click()
    await notice.waitFor({ state: 'detached' })
    await clip(page, 'text-1').waitFor({ state: 'detached' })
    expect(await storedDraft(page)).toBeUndefined()
    expect(pageErrors).toEqual([])
  }, 120_000)

  it('New template after an edit asks "Discard changes?": Cancel keeps the edit, Discard goes on', async () => {
    const page = await openStudio(await newContext())
    // No changes yet: no question.
    await page.getByRole('button', { name: 'New template' }).click()
    await page
      .getByRole('dialog', { name: 'New template' })
      .getByRole('button', { name: 'Cancel' })
      .click()

    await insertText(page)
    await page.getByRole('button', { name: 'New template' }).click()
    const confirm = page.getByRole('dialog', { name: 'Discard changes?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await clip(page, 'text-1').count()).toBe(1)

    // Another template in the picker is asked too; Cancel leaves the picker and the edit alone.
    const picker = page.getByRole('combobox', { name: 'Template' })
    const open = await picker.inputValue()
    const other = await picker.locator('option').nth(1).getAttribute('value')
    await picker.selectOption(other!)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await picker.inputValue()).toBe(open)
    expect(await clip(page, 'text-1').count()).toBe(1)

    // Discard goes on to "New template"; the new document is clean, so the draft goes away.
    await page.getByRole('button', { name: 'New template' }).click()
    await confirm.getByRole('button', { name: 'Discard' }).click()
    const aspect = page.getByRole('dialog', { name: 'New template' })
    await aspect.getByRole('radio', { name: /^16:9/ }).check()
    await aspect.getByRole('button', { name: 'Create' }).click()
    await clip(page, 'text-1').waitFor({ state: 'detached' })
    await waitForDraft(page, false)
    expect(pageErrors).toEqual([])
  }, 120_000)

  it('the same draft in a second tab is read-only until "Take over", which makes the first read-only', async () => {
    const context = await newContext()
    const first = await openStudio(context)
    await insertText(first)
    await waitForDraft(first)

    const second = await openStudio(context)
    const banner = second.getByRole('status').filter({ hasText: 'open in another tab' })
    await banner.waitFor()
    // It shows the draft, read-only: no Insert menu, no Undo.
    await clip(second, 'text-1').waitFor()
    expect(await insertButton(second).count()).toBe(0)
    expect(await second.getByRole('button', { name: 'Undo' }).count()).toBe(0)
    expect(await insertButton(first).count()).toBe(1)

    await banner.getByRole('button', { name: 'Take over' }).click()
    await insertButton(second).waitFor()
    await banner.waitFor({ state: 'detached' })
    await first.getByRole('status').filter({ hasText: 'open in another tab' }).waitFor()
    expect(await insertButton(first).count()).toBe(0)
    // The new owner edits and autosaves the draft.
    const before = (await storedDraft(second))!.savedAt
    await second.getByRole('button', { name: 'Insert' }).click()
    await second.getByRole('menuitem', { name: 'Shape' }).click()
    await expect.poll(async () => (await storedDraft(second))!.savedAt).toBeGreaterThan(before)
    expect((await storedDraft(second))!.text).toContain('"key": "shape-1"')
    expect(pageErrors).toEqual([])
  }, 120_000)

  it('the theme follows the system, the "Dark theme" switch changes it and a reload keeps it', async () => {
    const dark = await openStudio(await newContext('dark'))
    expect(await dark.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')

    const page = await openStudio(await newContext('light'))
    const toggle = page.getByRole('switch', { name: 'Dark theme' })
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    const editorTheme = () =>
      page.evaluate(() => document.querySelector<HTMLElement>('.ps-scene-editor')!.dataset.psTheme)
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await editorTheme()).toBe('light')
    const lightBackground = await background()

    await toggle.click()
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await editorTheme()).toBe('dark')
    expect(await background()).not.toBe(lightBackground)

    await page.reload()
    await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
    expect(
      await page.getByRole('switch', { name: 'Dark theme' }).getAttribute('aria-checked'),
    ).toBe('true')
    expect(await editorTheme()).toBe('dark')
    expect(pageErrors).toEqual([])
  }, 120_000)
})
