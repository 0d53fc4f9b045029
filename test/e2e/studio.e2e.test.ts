// End to end: the studio (Vite dev server) against a real sandbox, driven in headless Chromium.
// Drag a layer on the canvas with real pointer events, save, and read the whole stored template
// back from the sandbox: it must be the loaded template with only that layer's x/y changed.
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

type Json = Record<string, unknown>
type Layer = Json & { key: string; x: number; y: number }
type Template = { aspect_ratio: number | null; scene: { tracks: (Json & { layers: Layer[] })[] } }

const sandboxData = <T>(path: string) => stack.sandboxData<T>(path)

/**
 * The template the studio opens first, as the sandbox serves it: the first scene of the first
 * completed seed project, as `{aspect_ratio, scene: {tracks}}` (apps/studio/src/templates.ts).
 */
async function openedTemplate(): Promise<Template> {
  const seed = await sandboxData<{ projects: { id: string; state: string }[] }>('/_sandbox/seed')
  const demo = seed.projects.find((p) => p.state === 'completed') ?? seed.projects[0]!
  const project = await sandboxData<{ aspect_ratio?: number | null; scenes: Template['scene'][] }>(
    `/open/podcast/v1/project?project_id=${encodeURIComponent(demo.id)}`,
  )
  return { aspect_ratio: project.aspect_ratio ?? 1, scene: { tracks: project.scenes[0]!.tracks } }
}

/**
 * A page point (integer px) where the layer's Konva node (`id` = layer key) is the topmost thing
 * under the pointer, and the stage zoom. Read through Konva's global stage list.
 */
async function layerPoint(page: Page, layerKey: string) {
  return page.evaluate((id) => {
    type Node = {
      getClientRect(): { x: number; y: number; width: number; height: number }
      getStage(): {
        scaleX(): number
        container(): HTMLElement
        getIntersection(p: object): Node | null
      }
      id(): string
      getParent(): Node | null
    }
    const konva = (window as unknown as { Konva: { stages: { findOne(s: string): Node }[] } }).Konva
    const node = konva.stages[0]!.findOne(`#${id}`)
    const stage = node.getStage()
    const container = stage.container().getBoundingClientRect()
    const r = node.getClientRect()
    // The middle of the part of the layer inside the canvas element.
    const left = Math.max(r.x, 0)
    const right = Math.min(r.x + r.width, container.width)
    const top = Math.max(r.y, 0)
    const bottom = Math.min(r.y + r.height, container.height)
    const local = { x: Math.round((left + right) / 2), y: Math.round((top + bottom) / 2) }
    let hit = stage.getIntersection(local)
    while (hit && hit.id() !== id) hit = hit.getParent()
    const x = Math.round(container.left) + local.x
    const y = Math.round(container.top) + local.y
    // Nothing of the page (the canvas toolbar) covers that point.
    const shown = stage.container().contains(document.elementFromPoint(x, y))
    return { x, y, zoom: stage.scaleX(), onTop: hit !== null && shown }
  }, layerKey)
}

describe('studio', () => {
  it('drags a layer on the canvas and saves the whole template with only its x/y changed', async () => {
    const original = await openedTemplate()
    const dragged = 's0-host-left'
    const page = await stack.browser.newPage({ viewport: { width: 1440, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(stack.studioUrl)
    await page.getByRole('treeitem', { name: `person ${dragged}` }).waitFor({ timeout: 60_000 })

    // At 100% a screen pixel is a canvas pixel, so the drag moves the layer by whole pixels.
    await page.getByRole('button', { name: 'Zoom to 100%' }).click()
    const from = await layerPoint(page, dragged)
    expect(from).toMatchObject({ zoom: 1, onTop: true })
    // Far from every snap target (canvas and other layers' edges and centres): no snapping.
    const by = { x: 37, y: 23 }
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 8 })
    await page.mouse.up()

    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/image_templates'),
    )
    await page.getByRole('button', { name: 'Save template' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await status.waitFor({ timeout: 30_000 })
    const id = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1])
    expect(id).toBeGreaterThan(0)

    const expected = structuredClone(original)
    const layer = expected.scene.tracks.flatMap((t) => t.layers).find((l) => l.key === dragged)!
    layer.x += by.x
    layer.y += by.y
    // The studio sends the Editor's document itself: byte for byte the expected template.
    expect((await posted).postData()).toBe(JSON.stringify(expected))
    // The sandbox stores the scene as sent; compared as data and as text (key order).
    const stored = await sandboxData<Template & { id: number }>(`/_sandbox/image_templates/${id}`)
    expect(stored).toEqual({ id, ...expected })
    expect(JSON.stringify(stored.scene)).toBe(JSON.stringify(expected.scene))
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)

  it('shows a clear error when the API cannot be reached, and still offers the offline template', async () => {
    const page = await stack.browser.newPage({ viewport: { width: 1280, height: 800 } })
    // Requests to the sandbox fail as if it were down.
    await page.route(`${stack.sandbox.url}/**`, (route) => route.abort('connectionrefused'))
    await page.goto(stack.studioUrl)
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the demo templates' })
    await alert.waitFor({ timeout: 60_000 })
    expect(await alert.textContent()).toContain(stack.sandbox.url)
    await page.getByRole('treeitem', { name: 'shape card' }).waitFor()
    await page.close()
  }, 120_000)

  it('Settings: tests the connection, keeps the API and key in this tab, and saves go there', async () => {
    const page = await stack.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(stack.studioUrl)
    await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Settings' })
    expect(await dialog.getByLabel('API base URL').inputValue()).toBe(stack.sandbox.url)
    await dialog.getByLabel('API key').fill('no-such-key')
    await dialog.getByRole('button', { name: 'Test connection' }).click()
    const failed = dialog.getByRole('alert')
    await failed.waitFor({ timeout: 30_000 })
    // The server's message and request id.
    expect(await failed.textContent()).toMatch(/^Connection failed: .+request rid_\w+\)$/)
    await dialog.getByLabel('API key').fill('sandbox-key-2')
    await dialog.getByRole('button', { name: 'Test connection' }).click()
    // The Space and the key's scopes (GET /capabilities).
    await dialog
      .getByRole('status')
      .filter({
        hasText:
          'Connected: Space other, scopes asset.read, asset.write, podcast.read, podcast.write, podcast.generate',
      })
      .waitFor()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Using the API at ${stack.sandbox.url}` })
      .waitFor()
    const stored = await page.evaluate(() => sessionStorage.getItem('podscene.studio.api'))
    expect(JSON.parse(stored!)).toEqual({
      baseUrl: stack.sandbox.url,
      apiKey: 'sandbox-key-2',
      signPath: '/open/podcast/v1/oss/sign',
    })

    // A save now lands in the other key's Space.
    await page.getByRole('treeitem').first().waitFor()
    await page.getByRole('button', { name: 'Save template' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await status.waitFor({ timeout: 30_000 })
    const id = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1])
    const read = async (key: string) =>
      (await fetch(`${stack.sandbox.url}/_sandbox/image_templates/${id}`, {
        headers: { 'X-Api-Key': key },
      }).then((r) => r.json())) as { code: number }
    expect((await read('sandbox-key-2')).code).toBe(0)
    expect((await read('sandbox-key')).code).not.toBe(0)

    // A reload keeps the settings (same tab).
    await page.reload()
    await page.getByRole('button', { name: 'Settings' }).click()
    expect(await dialog.getByLabel('API key').inputValue()).toBe('sandbox-key-2')
    await page.close()
  }, 120_000)
})
