// End to end: the studio's "Template name" names Export, Export frame, Save template and the
// "Saved templates" list; status messages are toasts that never move the editor.
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

const canvasBox = (page: Page) =>
  page.getByRole('application', { name: 'Scene canvas' }).boundingBox()

async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ])
  return file.suggestedFilename()
}

describe('studio: Template name and toasts', () => {
  it('names exports, saves and the saved list; toasts leave the layout alone', async () => {
    const page = await stack.browser.newPage({ viewport: { width: 1280, height: 720 } })
    await page.goto(stack.studioUrl)
    await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'New template' }).click()
    const dialog = page.getByRole('dialog', { name: 'New template' })
    await dialog.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('status').filter({ hasText: 'Opened a new template' }).waitFor()
    const name = page.getByRole('textbox', { name: 'Template name' })
    expect(await name.inputValue()).toBe('untitled-16x9')
    const before = await canvasBox(page)

    await name.fill('Episode 12 cover')
    expect(await download(page, 'Export')).toBe('Episode-12-cover.json')
    expect(await download(page, 'Export frame')).toMatch(/^Episode-12-cover.*\.png$/)
    const exported = page.getByRole('status').filter({ hasText: 'Exported frame' })
    await exported.waitFor()
    // The toast sits over the editor: the canvas neither moved nor changed size.
    expect(await canvasBox(page)).toEqual(before)

    await page.getByRole('button', { name: 'Save template' }).click()
    await page.getByRole('status').filter({ hasText: 'Saved image template #' }).waitFor()
    expect(await canvasBox(page)).toEqual(before)
    await page.screenshot({ path: '/tmp/rough-toast.png' })
    await page.getByRole('button', { name: 'Saved templates' }).click()
    const saved = page.getByRole('dialog', { name: 'Saved templates' })
    await saved.getByRole('listitem').filter({ hasText: 'Episode-12-cover' }).waitFor()
    await page.close()
  }, 120_000)
})
