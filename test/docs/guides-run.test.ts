// The guides' examples, run as a new team would run them: each `tsx example` block of the guides
// below is mounted in a real page (guide-page.ts builds it from the docs' own blocks, one Vite
// build and one server for this file) in one headless Chromium, and each test checks what its
// guide promises — pixels drawn, text shown, a document kept across a reload, the events fired.
// A failing test here means a guide is wrong: fix the guide (or the package), not the test.
// The quick start and the API client are run by docs.test.ts; examples/nextjs by the packaging
// test.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EditorDocument } from '@podscene/core'
import { startSandbox, type RunningSandbox } from '@podscene/sandbox'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { launchChromium } from '../support/chromium.ts'
import { buildGuidePage, type GuidePage } from './guide-page.ts'
import { root } from './generate-docs.ts'

const GUIDES = [
  'custom-kinds',
  'translations',
  'editor-handle',
  'player',
  'theming',
  'uploads',
  'actions',
] as const
type Guide = (typeof GUIDES)[number]

/** A 16:9 template with one white title in the middle of the canvas (covering its centre). */
const titled: EditorDocument = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'main',
        type: 'text',
        layers: [
          {
            key: 'title',
            type: 'text',
            x: 460,
            y: 340,
            w: 1000,
            h: 400,
            timeline: { start: 0, end: 4000 },
            prop: { textInfo: { content: 'Hello', fontSize: 160, color: '#ffffff' } },
          },
        ],
      },
    ],
  },
}

let guidePage: GuidePage
let browser: Browser
let context: BrowserContext
let page: Page
let errors: string[]
let logs: string[]

beforeAll(async () => {
  ;[guidePage, browser] = await Promise.all([buildGuidePage(GUIDES), launchChromium()])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await guidePage?.close()
})

beforeEach(async () => {
  await context?.close()
  // A fresh context per test: its own IndexedDB and localStorage.
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
  page.setDefaultTimeout(15_000)
  errors = []
  logs = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
    else logs.push(m.text())
  })
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`)
  })
})

async function open(guide: Guide, index: number, exportName: string, props?: unknown) {
  await page.goto(guidePage.url(guide, index, exportName, props))
}

async function shot(name: string) {
  await page.screenshot({ path: join(root, 'test-results/docs', `guide-${name}.png`) })
}

/** Pixels of every canvas inside `scope` that `match` (r, g, b, a). */
function countPixels(scope: Locator, match: string): Promise<number> {
  return scope.evaluate((el, source) => {
    const test = new Function('r', 'g', 'b', 'a', `return ${source}`) as (
      ...rgba: number[]
    ) => boolean
    let count = 0
    for (const c of el.querySelectorAll('canvas')) {
      const ctx = c.getContext('2d')
      if (!ctx || c.width === 0 || c.height === 0) continue
      const d = ctx.getImageData(0, 0, c.width, c.height).data
      for (let i = 0; i < d.length; i += 4)
        if (test(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!)) count++
    }
    return count
  }, match)
}

const WHITE = 'r > 230 && g > 230 && b > 230 && a > 200'
/** The guide's badge box, #e11d48. */
const ROSE = 'Math.abs(r - 225) < 12 && Math.abs(g - 29) < 12 && Math.abs(b - 72) < 12'

async function insert(item: string) {
  await page.getByRole('button', { name: 'Insert', exact: true }).click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
}

describe('custom kinds (guide/custom-kinds.md)', () => {
  it('a Badge from the Insert menu is drawn by its renderer, and its inspector section edits it', async () => {
    await open('custom-kinds', 0, 'EditorWithBadges')
    await insert('Badge')
    const canvas = page.locator('.podscene-canvas')
    await expect.poll(() => countPixels(canvas, ROSE), { timeout: 20_000 }).toBeGreaterThan(500)
    // Its section, before Geometry, with the label the kind created.
    const field = page.getByRole('textbox', { name: 'Badge label' })
    await expect.poll(() => field.inputValue()).toBe('LIVE')
    const sections = await page.locator('.ps-inspector__section > summary').allTextContents()
    expect(sections.indexOf('Badge')).toBeGreaterThanOrEqual(0)
    expect(sections.indexOf('Badge')).toBeLessThan(sections.indexOf('Geometry'))
    // A controlled field: the value stays only when the command changed the layer.
    await field.fill('ON AIR')
    await expect.poll(() => field.inputValue()).toBe('ON AIR')
    await shot('custom-kinds')
    expect(errors).toEqual([])
  })

  it('the player draws a stored badge with the same renderer', async () => {
    const withBadge: EditorDocument = {
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            key: 'badges',
            layers: [
              {
                key: 'live',
                type: 'badge',
                x: 760,
                y: 490,
                w: 400,
                h: 100,
                badge: { label: 'LIVE' },
              },
            ],
          },
        ],
      },
    }
    await open('custom-kinds', 0, 'PlayerWithBadges', { source: withBadge })
    const player = page.getByRole('region', { name: 'Scene player' })
    await expect.poll(() => countPixels(player, ROSE), { timeout: 20_000 }).toBeGreaterThan(200)
    // The label, white on the badge (a placeholder would draw neither).
    expect(await countPixels(player, WHITE)).toBeGreaterThan(20)
    expect(errors).toEqual([])
  })

  it('inspectorSections adds "Note" to text layers and hides "Effects"', async () => {
    await open('custom-kinds', 1, 'EditorWithNotes')
    await insert('Text')
    const note = page.locator('.ps-inspector__section', {
      has: page.getByText('Note', { exact: true }),
    })
    await expect.poll(() => note.textContent()).toMatch(/^NoteLayer \S+ is a text layer\.$/)
    const sections = await page.locator('.ps-inspector__section > summary').allTextContents()
    expect(sections).toContain('Geometry')
    expect(sections.indexOf('Note')).toBeLessThan(sections.indexOf('Geometry'))
    expect(sections).not.toContain('Effects')
    expect(errors).toEqual([])
  })
})

describe('translations (guide/translations.md)', () => {
  it('fr: the editor speaks French', async () => {
    await open('translations', 0, 'FrenchEditor')
    await page.getByRole('button', { name: 'Insérer', exact: true }).waitFor()
    await page.getByText('Calques', { exact: true }).first().waitFor()
    await page.getByRole('tab', { name: 'Propriétés' }).waitFor()
    expect(await page.getByRole('button', { name: 'Insert', exact: true }).count()).toBe(0)
    await shot('translations-fr')
    expect(errors).toEqual([])
  })

  it('a partial translation: the German strings given, English for the rest', async () => {
    await open('translations', 0, 'GermanLabels')
    await page.getByText('Ebenen', { exact: true }).first().waitFor()
    await page.getByRole('tab', { name: 'Eigenschaften' }).waitFor()
    await page.getByRole('button', { name: 'Insert', exact: true }).waitFor()
    expect(errors).toEqual([])
  })

  it('the player reads French from the provider', async () => {
    await open('translations', 0, 'FrenchPlayer')
    await page.getByRole('button', { name: 'Lecture' }).waitFor()
    expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(0)
    expect(errors).toEqual([])
  })
})

describe('the editor handle and events (guide/editor-handle.md)', () => {
  it('the handle: seek, a PNG of the frame at half size, the JSON', async () => {
    await open('editor-handle', 0, 'EditorWithButtons', { doc: titled })
    await page.locator('[data-layer-key="title"]').first().waitFor()
    await page.getByRole('button', { name: 'Go to 2 s' }).click()
    await page.getByText('0:02.00', { exact: false }).first().waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Frame as PNG' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('frame.png')
    const png = readFileSync((await download.path())!)
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    // IHDR: 1920 × 1080 at pixelRatio 0.5.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([960, 540])
    await page.getByRole('button', { name: 'Log JSON' }).click()
    await expect.poll(() => logs.find((l) => l.includes('"content"'))).toBeDefined()
    const json = JSON.parse(logs.find((l) => l.includes('"content"'))!) as EditorDocument
    expect(json).toEqual(titled)
    expect(errors).toEqual([])
  })

  it('events: a drag is many onInput calls and one onChange labelled "move"', async () => {
    await open('editor-handle', 1, 'EditorWithEvents', { initial: titled })
    const status = page.getByText(/live updates\. Saved after:/)
    await expect.poll(() => status.textContent()).toMatch(/Saved after: nothing yet$/)
    const stage = page.locator('.podscene-canvas canvas').first()
    await expect
      .poll(() => countPixels(page.locator('.podscene-canvas'), WHITE))
      .toBeGreaterThan(100)
    const box = (await stage.boundingBox())!
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.move(x, y)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) await page.mouse.move(x + i * 8, y + i * 4)
    await page.mouse.up()
    await expect.poll(() => status.textContent()).toMatch(/Saved after: move$/)
    const live = Number(/^(\d+) live updates/.exec((await status.textContent())!)?.[1])
    expect(live).toBeGreaterThan(2)
    await shot('editor-handle-events')
    expect(errors).toEqual([])
  })

  it('persistence: an inserted layer is kept in IndexedDB and back after a reload', async () => {
    await open('editor-handle', 2, 'SavedEditor')
    await page.getByRole('button', { name: 'Insert', exact: true }).waitFor()
    expect(await page.locator('[data-layer-key]').count()).toBe(0)
    await insert('Text')
    await page.locator('.ps-layer-list [data-layer-key]').first().waitFor()
    const key = await page
      .locator('.ps-layer-list [data-layer-key]')
      .first()
      .getAttribute('data-layer-key')
    // Saved debounceMs after the change: wait until IndexedDB has it, then reload.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<string>((ok) => {
                const open = indexedDB.open('podscene-documents')
                open.onsuccess = () => {
                  const db = open.result
                  if (!db.objectStoreNames.contains('documents')) return ok('')
                  const get = db.transaction('documents').objectStore('documents').get('episode-42')
                  get.onsuccess = () => ok(JSON.stringify(get.result ?? ''))
                }
                open.onerror = () => ok('')
              }),
          ),
        { timeout: 10_000 },
      )
      .toContain(`"key":"${key}"`)
    await page.reload()
    await page.locator(`.ps-layer-list [data-layer-key="${key}"]`).waitFor()
    expect(errors).toEqual([])
  })

  it('saving elsewhere: historyChange writes localStorage, and the document is back after a reload', async () => {
    await open('editor-handle', 3, 'SavingEditor', { fallback: titled })
    await page.locator('.ps-layer-list [data-layer-key="title"]').waitFor()
    await insert('Text')
    await expect.poll(() => page.locator('.ps-layer-list [data-layer-key]').count()).toBe(2)
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('my-template') ?? ''), {
        timeout: 10_000,
      })
      .toMatch(/"key":"title".*"key":"(?!title)/s)
    await page.reload()
    await page.locator('.ps-layer-list [data-layer-key="title"]').waitFor()
    await expect.poll(() => page.locator('.ps-layer-list [data-layer-key]').count()).toBe(2)
    expect(errors).toEqual([])
  })
})

describe('the player (guide/player.md)', () => {
  it('draws "Now playing" in white, and "Middle" seeks to 1.5 s', async () => {
    await open('player', 0, 'Preview')
    const player = page.getByRole('region', { name: 'Scene player' })
    await expect.poll(() => countPixels(player, WHITE), { timeout: 20_000 }).toBeGreaterThan(200)
    await page.getByRole('button', { name: 'Middle' }).click()
    await expect.poll(() => logs).toContain('at 1500')
    await player.getByText('0:01.50 / 0:03.00').waitFor()
    // The stylesheet the guide imports styles the player: the round, accent-coloured play button.
    const play = player.getByRole('button', { name: 'Play' })
    expect(
      await play.evaluate((b) => [
        getComputedStyle(b).backgroundColor,
        getComputedStyle(b).borderRadius,
      ]),
    ).toEqual(['rgb(37, 99, 235)', '50%'])
    await shot('player')
    expect(errors).toEqual([])
  })
})

describe('theming (guide/theming.md)', () => {
  it('theme="dark" and the --ps-* variables reach the computed styles', async () => {
    await open('theming', 0, 'BrandedEditor')
    const insertButton = page.getByRole('button', { name: 'Insert', exact: true })
    await insertButton.waitFor()
    const style = await insertButton.evaluate((el) => {
      const editor = el.closest('[data-ps-theme]')!
      const s = getComputedStyle(el)
      const columns = getComputedStyle(editor).gridTemplateColumns.split(' ')
      return {
        theme: editor.getAttribute('data-ps-theme'),
        background: s.backgroundColor,
        color: s.color,
        radius: s.borderTopLeftRadius,
        font: s.fontFamily,
        firstColumn: columns[0],
      }
    })
    expect(style).toEqual({
      theme: 'dark',
      background: 'rgb(124, 58, 237)',
      color: 'rgb(255, 255, 255)',
      radius: '10px',
      font: expect.stringMatching(/^"?Inter"?, system-ui/),
      firstColumn: '300px',
    })
    await shot('theming')
    expect(errors).toEqual([])
  })
})

describe('uploads and assets (guide/uploads.md), against the sandbox', () => {
  let sandbox: RunningSandbox
  let data = ''
  beforeAll(async () => {
    data = mkdtempSync(join(tmpdir(), 'podscene-guide-uploads-'))
    sandbox = await startSandbox({ port: 0, dbPath: join(data, 'sandbox.db') })
  })
  afterAll(async () => {
    await sandbox?.close()
    rmSync(data, { recursive: true, force: true })
  })

  /** The guide's client talks to http://127.0.0.1:8787 (`pnpm sandbox`): send that to ours. */
  async function routeToSandbox(): Promise<string[]> {
    const asked: string[] = []
    await page.route('http://127.0.0.1:8787/**', async (route) => {
      const url = route.request().url().replace('http://127.0.0.1:8787', sandbox.url)
      asked.push(`${route.request().method()} ${new URL(url).pathname}`)
      await route.fulfill({ response: await route.fetch({ url }) })
    })
    return asked
  }

  it('Insert → From a file… uploads through the API, and the layer shows the uploaded image', async () => {
    const asked = await routeToSandbox()
    const stored: string[] = []
    page.on('response', (r) => {
      if (r.request().method() === 'PUT' && r.url().startsWith(sandbox.url)) {
        stored.push(`${r.status()} ${new URL(r.url()).pathname}`)
      }
    })
    await open('uploads', 0, 'EditorWithUploads')
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), insert('From a file…')])
    await chooser.setFiles(join(root, 'docs/site/public/kinds/color.png'))
    await page.locator('.ps-layer-list [data-layer-key]').first().waitFor({ timeout: 30_000 })
    // The image is on the canvas (the kind picture is mostly one colour; any non-black counts).
    await expect
      .poll(() => countPixels(page.locator('.podscene-canvas'), 'r + g + b > 60'), {
        timeout: 20_000,
      })
      .toBeGreaterThan(1000)
    // Through the guide's `upload`: signed by the API, the bytes PUT to the sandbox; the layer
    // keeps a lasting URL, so lint has nothing to say (a blob: URL would be `unpersisted-media`).
    expect(asked).toContain('POST /open/podcast/v1/oss/sign')
    expect(stored).toEqual([expect.stringMatching(/^200 \/oss\/objects\//)])
    await page.getByRole('tab', { name: /^Problems/ }).click()
    await page.getByText('No problems', { exact: false }).first().waitFor()
    expect(errors).toEqual([])
  })

  it('the library lists the images of the provider, not the sounds', async () => {
    // The guide's library points at https://example.com/…: this machine has no network.
    const picture = readFileSync(join(root, 'docs/site/public/kinds/image.png'))
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: picture }),
    )
    await open('uploads', 0, 'EditorWithUploads')
    await insert('Image from library…')
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Logo').waitFor()
    expect(await dialog.getByText('Intro music').count()).toBe(0)
    await shot('uploads-library')
    expect(errors).toEqual([])
  })
})

describe('actions (guide/actions.md)', () => {
  it('the registry: "Log selection" added, "Duplicate" relabelled "Clone", "Crop" removed', async () => {
    await open('actions', 0, 'EditorWithMyActions')
    await insert('Text')
    const item = page.locator('.ps-layer-list [data-layer-key]').first()
    await item.click({ button: 'right' })
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: /^Log selection/ }).waitFor()
    expect(await menu.getByRole('menuitem', { name: /^Clone/ }).count()).toBe(1)
    expect(await menu.getByRole('menuitem', { name: /^Duplicate/ }).count()).toBe(0)
    expect(await menu.getByRole('menuitem', { name: /^Crop/ }).count()).toBe(0)
    await menu.getByRole('menuitem', { name: /^Log selection/ }).click()
    const key = await item.getAttribute('data-layer-key')
    await expect.poll(() => logs.some((l) => l.includes(key!))).toBe(true)
    expect(errors).toEqual([])
  })
})
