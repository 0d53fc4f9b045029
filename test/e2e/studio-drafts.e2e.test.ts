// End to end: drafts, the unsaved-changes prompt, the two-tab lock and the theme in the studio,
// against a real sandbox in headless Chromium at 1280×720. Each test has its own browser context
// (its own IndexedDB, localStorage and Web Locks); pages of one context are tabs of one profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { serialize } from '@podscene/core'
import type { BrowserContext, Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

const fixtures = resolve(import.meta.dirname, '../fixtures/valid')
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

interface Draft {
  text: string
  name: string
  label: string
  savedAt: number
}

/** Every draft the studio keeps in this profile's IndexedDB, newest first. */
function storedDrafts(page: Page): Promise<Draft[]> {
  return page.evaluate(
    () =>
      new Promise<Draft[]>((resolve, reject) => {
        const open = indexedDB.open('podscene-studio')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const request = db.transaction('drafts', 'readonly').objectStore('drafts').getAll()
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            db.close()
            const all = request.result as Draft[]
            resolve(all.sort((a, b) => b.savedAt - a.savedAt))
          }
        }
      }),
  )
}

/** The newest draft (read after the studio opened its store). */
async function storedDraft(page: Page): Promise<Draft | undefined> {
  return (await storedDrafts(page))[0]
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

  it('New template after an edit keeps the edited document with its draft; going back gives it back', async () => {
    const page = await openStudio(await newContext())
    const picker = page.getByRole('combobox', { name: 'Template' })
    const demo = await picker.inputValue()
    await insertText(page)
    const edited = (await waitForDraft(page))!

    // Nothing is asked: the edited document stays in the picker and keeps its draft.
    await page.getByRole('button', { name: 'New template' }).click()
    const aspect = page.getByRole('dialog', { name: 'New template' })
    await aspect.getByRole('radio', { name: /^16:9/ }).check()
    await aspect.getByRole('button', { name: 'Create' }).click()
    await clip(page, 'text-1').waitFor({ state: 'detached' })
    expect(await page.getByRole('dialog', { name: 'Discard changes?' }).count()).toBe(0)
    // The new template was never saved: it has its own draft at once, beside the edited one's.
    await expect.poll(async () => (await storedDrafts(page)).length).toBe(2)
    expect((await storedDrafts(page)).map((d) => d.label).sort()).toEqual(
      [edited.label, 'New 16:9 template'].sort(),
    )

    await picker.selectOption(demo)
    await clip(page, 'text-1').waitFor()
    expect(await exportedText(page)).toBe(edited.text)
    expect(pageErrors).toEqual([])
  }, 120_000)

  it('an imported file never saved is a draft: reload prompts and restores it byte for byte', async () => {
    const page = await openStudio(await newContext())
    const text = readFileSync(resolve(fixtures, 'two-speaker-podcast-16x9.json'), 'utf8')
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import' }).click(),
    ])
    await chooser.setFiles(resolve(fixtures, 'two-speaker-podcast-16x9.json'))
    await page.getByRole('status').filter({ hasText: 'Opened two-speaker' }).waitFor()
    // No edit: the draft is written anyway.
    const draft = (await waitForDraft(page))!
    expect(draft.label).toBe('two-speaker-podcast-16x9.json')
    expect(draft.text).toBe(await exportedText(page))

    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type())
      void dialog.accept()
    })
    await page.reload()
    expect(dialogs).toEqual(['beforeunload'])
    await page
      .getByRole('status')
      .filter({ hasText: 'Restored draft from' })
      .waitFor({ timeout: 60_000 })
    const picker = page.getByRole('combobox', { name: 'Template' })
    expect(await picker.locator('option:checked').textContent()).toBe(
      'Draft: two-speaker-podcast-16x9.json',
    )
    expect(await exportedText(page)).toBe(draft.text)
    expect(JSON.parse(draft.text)).toEqual(JSON.parse(text))
    expect(pageErrors).toEqual([])
  }, 120_000)

  it('every open document keeps its own draft, listed under "Drafts"; both survive a reload', async () => {
    const page = await openStudio(await newContext())
    await insertText(page)
    await page.getByRole('button', { name: 'New template' }).click()
    const aspect = page.getByRole('dialog', { name: 'New template' })
    await aspect.getByRole('radio', { name: /^9:16/ }).check()
    await aspect.getByRole('button', { name: 'Create' }).click()
    await expect.poll(async () => (await storedDrafts(page)).length).toBe(2)

    const listed = async () => {
      await page.getByRole('button', { name: 'Drafts', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Drafts' })
      const items = dialog.getByRole('list', { name: 'Drafts' }).getByRole('listitem')
      await items.first().waitFor()
      return { dialog, items }
    }
    let { dialog, items } = await listed()
    expect(await items.count()).toBe(2)
    expect(await items.first().textContent()).toContain('New 9:16 template (open)')
    await dialog.getByRole('button', { name: 'Close' }).click()

    page.on('dialog', (d) => void d.accept())
    await page.reload()
    await page
      .getByRole('status')
      .filter({ hasText: 'Restored draft from' })
      .waitFor({ timeout: 60_000 })
    const picker = page.getByRole('combobox', { name: 'Template' })
    const drafts = await picker.locator('option', { hasText: /^Draft: / }).allTextContents()
    expect(drafts).toHaveLength(2)
    ;({ dialog, items } = await listed())
    expect(await items.count()).toBe(2)
    // "Open" on the other draft switches to it: the demo's edit is there.
    const other = items.filter({ hasNotText: 'New 9:16 template' })
    await other.getByRole('button', { name: 'Open' }).click()
    await clip(page, 'text-1').waitFor()
    // "Discard" (after "Discard changes?") deletes a draft and closes its document.
    ;({ dialog, items } = await listed())
    await items
      .filter({ hasText: 'New 9:16 template' })
      .getByRole('button', { name: 'Discard' })
      .click()
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click()
    await expect.poll(() => items.count()).toBe(1)
    await expect.poll(async () => (await storedDrafts(page)).length).toBe(1)
    expect(await picker.locator('option', { hasText: 'New 9:16 template' }).count()).toBe(0)
    expect(pageErrors).toEqual([])
  }, 180_000)

  it('a draft whose savedAt is NaN is restored "from an unknown time", not "Invalid Date"', async () => {
    const page = await openStudio(await newContext())
    const text = serialize({ aspect_ratio: 1, scene: { tracks: [] } })
    await page.evaluate(
      (record) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('podscene-studio')
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const db = open.result
            const tx = db.transaction('drafts', 'readwrite')
            tx.objectStore('drafts').put({ ...record, savedAt: NaN }, 'draft:damaged-time')
            tx.oncomplete = () => {
              db.close()
              resolve()
            }
            tx.onerror = () => reject(tx.error)
          }
        }),
      { text, name: 'damaged', label: 'Damaged time' },
    )
    await page.reload()
    const notice = page.getByRole('status').filter({ hasText: 'Restored draft from' })
    await notice.waitFor({ timeout: 60_000 })
    expect(await notice.textContent()).toContain('Restored draft from an unknown time')
    expect(await notice.textContent()).not.toContain('Invalid Date')
    expect(pageErrors).toEqual([])
  }, 120_000)

  it('"Save waveform" in one document never marks it clean at another document\'s save mark', async () => {
    const page = await openStudio(await newContext())
    const picker = page.getByRole('combobox', { name: 'Template' })
    const labels = await picker.locator('option').allTextContents()
    const values = await picker
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    const b = labels.findIndex((label) => label.includes('scene 1'))
    const a = labels.findIndex((label, i) => i !== b && !label.startsWith('Draft'))
    // Document A: one edit (history mark 1), saved: clean at mark 1, no draft.
    await picker.selectOption(values[a]!)
    await insertText(page)
    await page.getByRole('button', { name: 'Save template' }).click()
    await page.getByRole('status').filter({ hasText: 'Saved image template #' }).waitFor()
    await waitForDraft(page, false)

    // Document B: two edits (marks 1 and 2), then "Save waveform", which links the layer (3).
    await picker.selectOption(values[b]!)
    await page.getByRole('treeitem', { name: 'waveform s0-wave' }).waitFor()
    await insertText(page)
    await page.getByRole('button', { name: 'Insert' }).click()
    await page.getByRole('menuitem', { name: 'Shape' }).click()
    const seed = await stack.sandboxData<{ waveforms: number[] }>('/_sandbox/seed')
    await page.getByRole('treeitem', { name: 'waveform s0-wave' }).click()
    await page.getByRole('button', { name: 'Save waveform' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save waveform' })
    await dialog.getByLabel('Waveform id').fill(String(seed.waveforms[0]))
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('status').filter({ hasText: 'Saved waveform #' }).waitFor()

    // Undo twice: B is at its mark 1 — A's saved mark — and still unsaved: its draft is kept
    // (rewritten with this document), and leaving asks.
    const undo = page.getByRole('button', { name: 'Undo' })
    await undo.click()
    await undo.click()
    const exported = await exportedText(page)
    expect(exported).toContain('"key": "text-1"')
    expect(exported).not.toContain('"key": "shape-1"')
    await expect
      .poll(async () => (await storedDrafts(page)).some((d) => d.text === exported), {
        timeout: 15_000,
      })
      .toBe(true)
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.type())
      void d.accept()
    })
    await page.reload()
    expect(dialogs).toEqual(['beforeunload'])
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

describe('Saved templates', () => {
  const shape = (key: string, color: string, start: number, end: number) => ({
    key,
    type: 'shape',
    x: 0,
    y: 0,
    w: 1920,
    h: 1080,
    timeline: { start, end },
    prop: { shapeInfo: { type: 'rect', color } },
  })
  // 4 s long: blue for the first second, red from 1 s to 3 s (its middle, 2 s, is red).
  const template = {
    aspect_ratio: 1,
    scene: {
      bg_color: '#000000',
      tracks: [
        {
          index: 0,
          key: 't',
          type: 'overlay',
          layers: [
            shape('blue', '#0000ff', 0, 1000),
            shape('red', '#ff0000', 1000, 3000),
            { ...shape('tail', '#000000', 3000, 4000), alpha: 0 },
          ],
        },
      ],
    },
  }

  it('lists each save with its middle frame, id and date; Open gives it back byte for byte; Delete', async () => {
    const page = await openStudio(await newContext())
    const dir = mkdtempSync(join(tmpdir(), 'podscene-thumbs-'))
    const file = join(dir, 'middle-frame.json')
    writeFileSync(file, serialize(template))
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import' }).click(),
    ])
    await chooser.setFiles(file)
    await page.getByRole('status').filter({ hasText: 'Opened middle-frame.json' }).waitFor()
    await page.getByRole('button', { name: 'Save template' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await status.waitFor({ timeout: 30_000 })
    const id = /#(\d+)/.exec((await status.textContent()) ?? '')![1]!
    // Saved: the document is clean, so its draft is gone.
    await waitForDraft(page, false)

    await page.getByRole('button', { name: 'Saved templates' }).click()
    const dialog = page.getByRole('dialog', { name: 'Saved templates' })
    const entry = dialog.getByRole('listitem', { name: `#${id} middle-frame` })
    const thumbnail = entry.getByRole('img', { name: 'Frame at 2000 ms' })
    await thumbnail.locator('canvas').first().waitFor()
    expect(await entry.textContent()).toContain(String(new Date().getFullYear()))
    // The thumbnail draws the middle frame: red, no blue.
    const colours = async () =>
      thumbnail.evaluate((box) => {
        let red = 0
        let blue = 0
        for (const canvas of box.querySelectorAll('canvas')) {
          const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
          for (let i = 0; i < data.length; i += 4) {
            if (data[i]! > 200 && data[i + 2]! < 50) red++
            if (data[i + 2]! > 200 && data[i]! < 50) blue++
          }
        }
        return { red: red > 100, blue }
      })
    await expect.poll(colours).toEqual({ red: true, blue: 0 })
    await page.screenshot({ path: '/tmp/aspect-saved-templates.png' })

    await entry.getByRole('button', { name: 'Open' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Opened saved template #${id}` })
      .waitFor()
    expect(await exportedText(page)).toBe(serialize(template))

    await page.getByRole('button', { name: 'Saved templates' }).click()
    await entry.getByRole('button', { name: 'Delete' }).click()
    await entry.waitFor({ state: 'detached' })
    rmSync(dir, { recursive: true, force: true })
    expect(pageErrors).toEqual([])
  }, 120_000)
})
