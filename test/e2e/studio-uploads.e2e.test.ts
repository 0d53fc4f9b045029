// End to end against a spec-only server: the sandbox with SANDBOX_EXTENSIONS=off (every
// /_sandbox/* route 404; the spec's routes and the upload flow only). The studio starts with no
// error, a PNG dropped from disk onto a new 16:9 template uploads (progress bar, signed PUT),
// "Save template" stores a template whose background URL serves the PNG's bytes, and a template
// holding a blob: URL is refused until "Upload" makes it last.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { encodePng } from '@podscene/sandbox'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

type Db = {
  prepare(sql: string): { get(...args: unknown[]): unknown; all(...args: unknown[]): unknown[] }
  close(): void
}
const Database = createRequire(resolve(import.meta.dirname, '../../apps/sandbox/package.json'))(
  'better-sqlite3',
) as new (path: string, options: { readonly: boolean }) => Db

let stack: StudioStack
let scratch = ''
let page: Page
const pageErrors: string[] = []
const consoleErrors: string[] = []

/** A 640×360 PNG with a diagonal gradient, written to disk as a designer's file. */
const png = encodePng(640, 360, (x, y) => [(x * 255) / 640, (y * 255) / 360, 160])

beforeAll(async () => {
  stack = await startStudioStack({ sandbox: { extensions: false } })
  scratch = mkdtempSync(join(tmpdir(), 'podscene-studio-uploads-'))
  writeFileSync(join(scratch, 'backdrop.png'), png)
}, 120_000)
afterAll(async () => {
  await stack?.close()
  rmSync(scratch, { recursive: true, force: true })
})

/** The stored template row, read from the sandbox's database (no /_sandbox route to ask). */
function storedTemplate(id: number): { aspect_ratio: number; scene: string } {
  const db = new Database(stack.dbPath, { readonly: true })
  try {
    return db.prepare('SELECT aspect_ratio, scene FROM image_templates WHERE id = ?').get(id) as {
      aspect_ratio: number
      scene: string
    }
  } finally {
    db.close()
  }
}

function backgroundsInDb(): Array<{ origin_url: string }> {
  const db = new Database(stack.dbPath, { readonly: true })
  try {
    return (db.prepare('SELECT record FROM backgrounds').all() as { record: string }[]).map(
      (r) => JSON.parse(r.record) as { origin_url: string },
    )
  } finally {
    db.close()
  }
}

async function openStudio(onRequest: (url: string) => void = () => {}) {
  page = await stack.browser.newPage({ viewport: { width: 1440, height: 900 } })
  page.on('request', (r) => onRequest(r.url()))
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()))
  page.on('dialog', (d) => void d.accept())
  await page.goto(stack.studioUrl)
  await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
}

/** Drops a file from disk on the canvas centre, as the OS does (a DataTransfer with a File). */
async function dropFile(path: string, type: string) {
  const canvas = page.getByRole('application', { name: 'Scene canvas' })
  const box = (await canvas.boundingBox())!
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dataTransfer = await page.evaluateHandle(
    ({ b64, name, type }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      const dt = new DataTransfer()
      dt.items.add(new File([bytes], name, { type }))
      return dt
    },
    { b64: readFileSync(path).toString('base64'), name, type },
  )
  const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 }
  await canvas.dispatchEvent('dragenter', { dataTransfer, ...at })
  await canvas.dispatchEvent('dragover', { dataTransfer, ...at })
  await canvas.dispatchEvent('drop', { dataTransfer, ...at })
}

async function saveTemplate(): Promise<number> {
  await page.getByRole('button', { name: 'Save template' }).click()
  const status = page.getByRole('status').filter({ hasText: 'Saved image template #' })
  await status.waitFor({ timeout: 30_000 })
  return Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1])
}

/** Holds each PUT of bytes for `ms`, so the progress bar can be seen. */
async function slowUploads(ms: number) {
  await page.route(
    (url) => url.pathname.startsWith('/oss/objects/'),
    async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, ms))
      await route.continue()
    },
  )
}

describe('the studio against a spec-only server (SANDBOX_EXTENSIONS=off)', () => {
  it('starts with no error: bundled starters, no sandbox route asked', async () => {
    const asked: string[] = []
    await openStudio((url) => {
      if (new URL(url).pathname.startsWith('/_sandbox/')) asked.push(url)
    })
    expect(await page.getByRole('alert').count()).toBe(0)
    const picker = page.getByRole('combobox', { name: 'Template' })
    expect(await picker.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Starter: title card (16:9)', 'Starter: audiogram (9:16)']),
    )
    // "Open project" has no sandbox list and no error.
    await page.getByRole('button', { name: 'Open project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Open project' })
    await dialog.getByRole('textbox', { name: 'Project id' }).waitFor()
    expect(await dialog.getByText('Sandbox projects').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.screenshot({ path: '/tmp/upload-studio-start.png' })
    expect(asked).toEqual([])
    expect(pageErrors).toEqual([])
    expect(consoleErrors).toEqual([])
  }, 120_000)

  it('New template (16:9), drop a PNG from disk, progress, Save, reload: the stored JSON holds the uploaded URL, which serves the PNG', async () => {
    await page.getByRole('button', { name: 'New template' }).click()
    const create = page.getByRole('dialog', { name: 'New template' })
    await create.getByRole('radio', { name: /^16:9/ }).check()
    await create.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('status').filter({ hasText: 'Opened a new template (16:9)' }).waitFor()

    await slowUploads(1500)
    await dropFile(join(scratch, 'backdrop.png'), 'image/png')
    const bar = page.getByRole('progressbar', { name: 'Uploading backdrop.png' })
    await bar.waitFor()
    await page.locator('[data-upload-placeholder="backdrop.png"]').waitFor()
    await page.screenshot({ path: '/tmp/upload-progress.png' })
    await bar.waitFor({ state: 'detached', timeout: 30_000 })
    await page.getByText('Inserted backdrop.png').waitFor()
    await page.getByRole('treeitem', { name: /image/ }).first().waitFor()
    await page.screenshot({ path: '/tmp/upload-inserted.png' })

    const id = await saveTemplate()
    await page.reload()
    await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
    expect(await page.getByRole('alert').count()).toBe(0)

    const row = storedTemplate(id)
    expect(row.aspect_ratio).toBe(1)
    expect(row.scene).not.toMatch(/blob:|data:/)
    const layers = (
      JSON.parse(row.scene) as { tracks: { layers: Record<string, unknown>[] }[] }
    ).tracks.flatMap((t) => t.layers)
    expect(layers).toHaveLength(1)
    const url = String(layers[0]!.path)
    expect(layers[0]!.type).toBe('image')
    expect(url.startsWith(`${stack.sandbox.url}/oss/objects/`)).toBe(true)
    expect(url.endsWith('/backdrop.png')).toBe(true)
    const served = await fetch(url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    // Registered with POST /backgrounds (spec §4.2): in the library.
    expect(backgroundsInDb().map((b) => b.origin_url)).toContain(url)
    expect(pageErrors).toEqual([])
  }, 120_000)

  it('"Image from library…" lists the registered background first, then covers, with thumbnails, search and paging', async () => {
    await page.getByRole('button', { name: 'Insert', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Image from library…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose image' })
    const options = dialog.getByRole('option')
    await options.first().waitFor()
    expect(await options.first().textContent()).toBe('backdrop.png')
    const thumb = options.first().locator('img')
    expect(await thumb.getAttribute('src')).toMatch(/\/oss\/objects\/.+\/backdrop\.png$/)
    const firstPage = await options.count()
    expect(await dialog.getByRole('option', { name: /^Cover #/ }).count()).toBeGreaterThan(0)
    await dialog.getByRole('button', { name: 'Load more' }).click()
    await expect.poll(() => options.count()).toBeGreaterThan(firstPage)
    await dialog.getByRole('searchbox', { name: 'Search image assets' }).fill('backdrop')
    await expect.poll(() => options.allTextContents()).toEqual(['backdrop.png'])
    await page.screenshot({ path: '/tmp/upload-library.png' })
    await dialog.getByRole('button', { name: 'Close' }).click()
  }, 60_000)

  it('refuses to save a blob: URL, naming the layer; "Upload" makes it last in one undo step', async () => {
    const blobUrl = await page.evaluate(async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
      return URL.createObjectURL(new Blob([bytes], { type: 'image/png' }))
    }, png.toString('base64'))
    const file = join(scratch, 'with-blob.json')
    writeFileSync(
      file,
      JSON.stringify({
        aspect_ratio: 1,
        scene: {
          tracks: [
            {
              index: 0,
              layers: [
                {
                  key: 'bg',
                  name: 'Backdrop',
                  type: 'image',
                  x: 0,
                  y: 0,
                  w: 1920,
                  h: 1080,
                  path: blobUrl,
                },
              ],
            },
          ],
        },
      }),
    )
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import' }).click(),
    ])
    await chooser.setFiles(file)
    await page.getByRole('status').filter({ hasText: 'Opened with-blob.json' }).waitFor()

    const posted: string[] = []
    page.on('request', (r) => r.url().endsWith('/image_templates') && posted.push(r.url()))
    await page.getByRole('button', { name: 'Save template' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'Not saved' })
    await refusal.waitFor()
    expect(await refusal.textContent()).toContain('"Backdrop" (path)')
    expect(posted).toEqual([])
    await page.screenshot({ path: '/tmp/upload-refused.png' })

    await refusal.getByRole('button', { name: 'Upload' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await status.waitFor({ timeout: 30_000 })
    const id = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1])
    const stored = storedTemplate(id).scene
    expect(stored).not.toContain('blob:')
    const path = /"path":"([^"]+)"/.exec(stored)![1]!
    expect(path.startsWith(`${stack.sandbox.url}/oss/objects/`)).toBe(true)
    expect(Buffer.from(await (await fetch(path)).arrayBuffer()).equals(png)).toBe(true)

    // One undo step gives the blob: back, and saving is refused again.
    await page.getByRole('button', { name: 'Undo' }).click()
    await page.getByRole('button', { name: 'Save template' }).click()
    await refusal.waitFor()
    expect(posted).toHaveLength(1)
    expect(pageErrors).toEqual([])
  }, 120_000)

  it('"Upload sign path" in Settings moves the sign request; a sign that fails is an alert and no layer', async () => {
    await page.getByRole('button', { name: 'Settings' }).click()
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await settings.getByLabel('Upload sign path').fill('/open/podcast/v1/files/sign')
    await settings.getByRole('button', { name: 'Save' }).click()
    await settings.waitFor({ state: 'detached' })
    const signs: string[] = []
    page.on('request', (r) => r.method() === 'POST' && signs.push(new URL(r.url()).pathname))
    const layersBefore = await page.getByRole('treeitem').count()
    await dropFile(join(scratch, 'backdrop.png'), 'image/png')
    const alert = page.getByRole('alert').filter({ hasText: 'Upload of backdrop.png failed' })
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toContain('/open/podcast/v1/files/sign')
    expect(signs).toContain('/open/podcast/v1/files/sign')
    expect(signs).not.toContain('/open/podcast/v1/oss/sign')
    expect(await page.getByRole('treeitem').count()).toBe(layersBefore)
    await page.screenshot({ path: '/tmp/upload-sign-path.png' })
  }, 60_000)
})
