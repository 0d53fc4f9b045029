// End to end: what "Save template" and "Save waveform" leave behind, against a real sandbox in
// headless Chromium. Saved templates reopen byte for byte from the local list; a waveform saved
// from its inspector reaches the sandbox with the body the spec describes and links the layer;
// a later "Save template" saves it too; failures show the server's message and request id with
// "Retry"; a rate limit shows the wait; the sandbox going down loses nothing.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { serialize } from '@podscene/core'
import { SANDBOX_KEY, startStudioStack, type StudioStack } from './studio-harness.ts'

const fixtures = resolve(import.meta.dirname, '../fixtures/valid')
type Json = Record<string, unknown>
type Layer = Json & { key: string; type: string; w: number; h: number; prop: Json }
type Template = { aspect_ratio: number | null; scene: { tracks: { layers: Layer[] }[] } }

/** The fixtures POST /image_templates accepts: 9:16 and 16:9 templates, and bare scenes. */
const saveableFiles = readdirSync(fixtures).filter((file) => {
  if (!file.endsWith('.json')) return false
  const data = JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as Json
  return !('scene' in data) || data.aspect_ratio === 0 || data.aspect_ratio === 1
})

let stack: StudioStack
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  stack = await startStudioStack()
  page = await stack.browser.newPage({ viewport: { width: 1280, height: 720 } })
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto(stack.studioUrl)
  await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

async function importFile(path: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import' }).click(),
  ])
  await chooser.setFiles(path)
  const name = path.slice(path.lastIndexOf('/') + 1)
  await page
    .getByRole('status')
    .filter({ hasText: `Opened ${name}` })
    .waitFor()
}

async function exportText(): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ])
  return readFileSync((await download.path())!, 'utf8')
}

const savedStatus = () => page.getByRole('status').filter({ hasText: 'Saved image template #' })

/** Clicks "Save template" and waits for the saved status; the template id. */
async function saveTemplate(): Promise<{ id: number; text: string }> {
  await page.getByRole('button', { name: 'Save template' }).click()
  await savedStatus().waitFor({ timeout: 30_000 })
  const text = (await savedStatus().textContent()) ?? ''
  return { id: Number(/#(\d+)/.exec(text)?.[1]), text }
}

async function queueFault(fault: Json) {
  const response = await fetch(`${stack.sandbox.url}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'X-Api-Key': SANDBOX_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  })
  expect(response.status).toBe(200)
}

async function openDemoScene() {
  await page.getByRole('combobox', { name: 'Template' }).selectOption({ index: 0 })
  const options = await page
    .getByRole('combobox', { name: 'Template' })
    .locator('option')
    .allTextContents()
  const demo = options.findIndex((label) => label.includes('scene 1'))
  await page.getByRole('combobox', { name: 'Template' }).selectOption({ index: demo })
  await page.getByRole('treeitem', { name: 'waveform s0-wave' }).waitFor()
}

describe('studio saves', () => {
  it('reopens every saved template from "Saved templates" byte for byte, and deletes an entry', async () => {
    for (const file of saveableFiles) {
      await importFile(join(fixtures, file))
      const { id } = await saveTemplate()
      expect(id, file).toBeGreaterThan(0)
      // Open another document, then the saved one from the list.
      await importFile(join(fixtures, 'zero-values.json'))
      await page.getByRole('button', { name: 'Saved templates' }).click()
      const dialog = page.getByRole('dialog', { name: 'Saved templates' })
      const name = file.replace(/\.json$/, '')
      const entry = dialog.getByRole('listitem', { name: `#${id} ${name}`, exact: true })
      await entry.getByRole('button', { name: 'Open' }).click()
      await page
        .getByRole('status')
        .filter({ hasText: `Opened saved template #${id} (${name})` })
        .waitFor()
      const original = JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as unknown
      expect(await exportText(), file).toBe(serialize(original))
    }

    // Newest first; Delete forgets one entry (and only that one), also after a reload.
    await page.getByRole('button', { name: 'Saved templates' }).click()
    const dialog = page.getByRole('dialog', { name: 'Saved templates' })
    const items = dialog.getByRole('listitem')
    expect(await items.count()).toBe(saveableFiles.length)
    const first = (await items.first().getAttribute('aria-label'))!
    expect(first).toMatch(new RegExp(`^#\\d+ ${saveableFiles.at(-1)!.replace(/\.json$/, '')}$`))
    await items.first().getByRole('button', { name: 'Delete' }).click()
    await dialog.getByRole('listitem', { name: first, exact: true }).waitFor({ state: 'detached' })
    expect(await items.count()).toBe(saveableFiles.length - 1)
    await page.reload()
    await page.getByRole('button', { name: 'Saved templates' }).click()
    await dialog.getByRole('listitem').first().waitFor()
    expect(await items.count()).toBe(saveableFiles.length - 1)
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(pageErrors).toEqual([])
  }, 180_000)

  it('"Save waveform" PUTs the layer’s node, links the layer (one undo step), and "Save template" saves it too', async () => {
    const seed = await stack.sandboxData<{ waveforms: number[] }>('/_sandbox/seed')
    const waveformId = seed.waveforms[1]!
    await openDemoScene()
    await page.getByRole('treeitem', { name: 'waveform s0-wave' }).click()
    await page.getByRole('button', { name: 'Save waveform' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save waveform' })
    // Against the sandbox, its seeded waveforms are offered.
    await dialog
      .getByText(`Waveforms of this Space: ${seed.waveforms.map((id) => `#${id}`).join(', ')}`)
      .waitFor()
    expect(await dialog.getByLabel('Waveform id').inputValue()).toBe('')
    await dialog.getByLabel('Waveform id').fill('abc')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Waveform id: expected a positive integer, got "abc"' })
      .waitFor()
    await dialog.getByLabel('Waveform id').fill(String(waveformId))
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && new URL(r.url()).pathname.endsWith('/waveforms'),
    )
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Saved waveform #${waveformId} from layer s0-wave (now linked to it)` })
      .waitFor({ timeout: 30_000 })

    // The body is built from the layer as the document holds it (spec §4.1, §2.6).
    const before = JSON.parse(await exportText()) as Template
    const layer = before.scene.tracks.flatMap((t) => t.layers).find((l) => l.key === 's0-wave')!
    const node = {
      w: layer.w,
      h: layer.h,
      prop: { audioPath: layer.prop.audioPath, waveformConfig: layer.prop.waveformConfig },
    }
    expect(JSON.parse((await put).postData()!)).toEqual({ id: waveformId, waveformNode: node })
    const stored = await stack.sandboxData<Json>(`/_sandbox/waveforms/${waveformId}`)
    expect(stored).toMatchObject({ id: waveformId, version: 1, waveformNode: node })
    // The link is in the document (prop.waveform_id), and it is one undo step.
    expect(layer.prop.waveform_id).toBe(waveformId)
    await page.getByRole('button', { name: 'Undo' }).first().click()
    const undone = JSON.parse(await exportText()) as Template
    const unlinked = undone.scene.tracks.flatMap((t) => t.layers).find((l) => l.key === 's0-wave')!
    expect(unlinked.prop).not.toHaveProperty('waveform_id')
    await page.getByRole('button', { name: 'Redo' }).first().click()
    // Linked now: "Save waveform" proposes that id.
    await page.getByRole('button', { name: 'Save waveform' }).click()
    expect(await dialog.getByLabel('Waveform id').inputValue()).toBe(String(waveformId))
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    // "Save template" stores the linked template and saves its waveform again.
    const { id, text } = await saveTemplate()
    expect(text).toContain(`Saved image template #${id} and waveform #${waveformId}`)
    const template = await stack.sandboxData<Template>(`/_sandbox/image_templates/${id}`)
    expect(template.scene).toEqual(before.scene)
    const again = await stack.sandboxData<Json>(`/_sandbox/waveforms/${waveformId}`)
    expect(again).toMatchObject({ version: 2, waveformNode: node })
  }, 120_000)

  it('shows the server’s msg and request id with "Retry", and the retry saves', async () => {
    await openDemoScene()
    await queueFault({ method: 'POST', path: '/image_templates', fault: '500', times: 4 })
    await page.getByRole('button', { name: 'Save template' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Save failed' })
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toMatch(
      /^Save failed: POST \/image_templates failed: HTTP 500, code 50000: injected fault: internal server error \(code 50000, request rid_\w+\)Retry$/,
    )
    await alert.getByRole('button', { name: 'Retry' }).click()
    await savedStatus().waitFor({ timeout: 30_000 })
  }, 120_000)

  it('a rate limit shows the wait and retries when it elapses', async () => {
    await openDemoScene()
    // More 429s than the client's own attempts (4), each with Retry-After: 1.
    await queueFault({ method: 'POST', path: '/image_templates', fault: '429', times: 4 })
    await page.getByRole('button', { name: 'Save template' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Rate limited — retry in 1 s' })
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toMatch(/^Save failed: .*code 42900, request rid_\w+\)/)
    // No click: the studio retries once the wait is over.
    await savedStatus().waitFor({ timeout: 30_000 })
  }, 120_000)

  it('"Export frame" downloads the frame at the playhead as a PNG at the canvas’s size', async () => {
    await openDemoScene()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export frame' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/-scene-1-0ms\.png$/)
    const png = readFileSync((await download.path())!)
    // Decoded by the browser: 16:9 is 1920×1080 canvas pixels, and it holds a picture.
    const image = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')!
      context.drawImage(bitmap, 0, 0)
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data
      const colours = new Set<number>()
      for (let i = 0; i < data.length; i += 4 * 997)
        colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!)
      return { width: bitmap.width, height: bitmap.height, colours: colours.size }
    }, png.toString('base64'))
    expect(image).toMatchObject({ width: 1920, height: 1080 })
    expect(image.colours).toBeGreaterThan(20)
    await page.getByRole('status').filter({ hasText: 'Exported frame ' }).waitFor()
  }, 120_000)

  it('keeps the edited document while the sandbox is down, and saves it after a restart', async () => {
    await openDemoScene()
    await page.getByRole('treeitem', { name: 'waveform s0-wave' }).click()
    const x = page.getByLabel('X', { exact: true })
    await x.fill('123')
    await x.press('Enter')
    const edited = await exportText()
    const moved = (JSON.parse(edited) as Template).scene.tracks.flatMap((t) => t.layers)
    expect(moved.find((l) => l.key === 's0-wave')!.x).toBe(123)

    await stack.stopSandbox()
    try {
      await page.getByRole('button', { name: 'Save template' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'Save failed' })
      await alert.waitFor({ timeout: 60_000 })
      expect(await alert.textContent()).toContain('connection failed')
      // Nothing typed is lost.
      expect(await exportText()).toBe(edited)
    } finally {
      await stack.startSandboxAgain()
    }
    await page
      .getByRole('alert')
      .filter({ hasText: 'Save failed' })
      .getByRole('button', { name: 'Retry' })
      .click()
    const { id } = await saveTemplate()
    const stored = await stack.sandboxData<Template>(`/_sandbox/image_templates/${id}`)
    expect(stored.scene).toEqual((JSON.parse(edited) as Template).scene)
  }, 120_000)
})
