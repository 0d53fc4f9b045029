// End to end: the studio (Vite dev server) against a real sandbox, driven in headless Chromium.
// Edit a layer through the inspector, save, and read the stored template back from the sandbox.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type Browser } from 'playwright-core'
import { startSandbox } from '../../apps/sandbox/src/server.ts'
import { chromiumPath } from '../../scripts/chromium-path.mjs'

const studioRoot = resolve(import.meta.dirname, '../../apps/studio')
const key = 'sandbox-key'

type Sandbox = Awaited<ReturnType<typeof startSandbox>>
type CreateServer = (config: Record<string, unknown>) => Promise<ViteServer>
type ViteServer = {
  listen(): Promise<unknown>
  close(): Promise<void>
  resolvedUrls: { local: string[] } | null
}

let sandbox: Sandbox
let vite: ViteServer
let browser: Browser
let dataDir: string

/** vite is a dependency of apps/studio, not of the root. */
async function createStudioServer(sandboxUrl: string): Promise<ViteServer> {
  const path = createRequire(join(studioRoot, 'package.json')).resolve('vite')
  const { createServer } = (await import(pathToFileURL(path).href)) as {
    createServer: CreateServer
  }
  process.env.VITE_SANDBOX_URL = sandboxUrl
  process.env.VITE_SANDBOX_KEY = key
  const server = await createServer({
    root: studioRoot,
    configFile: join(studioRoot, 'vite.config.ts'),
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  await server.listen()
  return server
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'podscene-studio-e2e-'))
  sandbox = await startSandbox({
    port: 0,
    dbPath: join(dataDir, 'sandbox.db'),
    rateLimitPerMinute: 0,
  })
  vite = await createStudioServer(sandbox.url)
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await vite?.close()
  await sandbox?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('studio', () => {
  it('loads the demo template, edits a layer and saves it as an image template', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(vite.resolvedUrls!.local[0]!)
    const host = page.getByRole('treeitem', { name: 'person s0-host-left' })
    await host.waitFor({ timeout: 60_000 })
    await host.click()
    const x = page.getByLabel('X', { exact: true })
    await x.fill('321')
    await x.press('Enter')
    await page.getByRole('button', { name: 'Save as image template' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await status.waitFor({ timeout: 30_000 })
    const id = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1])
    expect(id).toBeGreaterThan(0)

    const stored = (await (
      await fetch(`${sandbox.url}/_sandbox/image_templates/${id}`, {
        headers: { 'X-Api-Key': key },
      })
    ).json()) as {
      code: number
      data: { scene: { tracks: { layers: { key: string; x: number }[] }[] } }
    }
    expect(stored.code).toBe(0)
    const layers = stored.data.scene.tracks.flatMap((t) => t.layers)
    expect(layers.find((l) => l.key === 's0-host-left')?.x).toBe(321)
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)

  it('shows a clear error when the API cannot be reached, and still offers the offline template', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    // Requests to the sandbox fail as if it were down.
    await page.route(`${sandbox.url}/**`, (route) => route.abort('connectionrefused'))
    await page.goto(vite.resolvedUrls!.local[0]!)
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the demo templates' })
    await alert.waitFor({ timeout: 60_000 })
    expect(await alert.textContent()).toContain(sandbox.url)
    await page.getByRole('treeitem', { name: 'shape card' }).waitFor()
    await page.close()
  }, 120_000)
})
