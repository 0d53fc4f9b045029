// Issue 30's "done when" walkthrough, end to end against a real sandbox in headless Chromium: a
// designer builds the 16:9 two-speaker template from "New template" (the studio has no starter),
// retimes and re-values the title's two keyframes from the inspector's Keyframes table, aligns
// the logo to the canvas's top-right (select + "Align right" + "Align top"), applies the text
// style "Lower third" to a name tag, saves; then "Resize" to 9:16 (one action, nothing fixed by
// hand: the Problems tab says "No problems") and saves again. Both templates the sandbox stored
// are drawn by `pnpm podscene render` and compared with the canvas's "Export frame" at the same
// time (the share of differing pixels is printed; the test asks for under 1 %). With
// PODSCENE_SHOTS set, the 16:9 and 9:16 frames go side by side into
// $PODSCENE_SHOTS/issue-30-16x9-vs-9x16.png (and each canvas-vs-render pair beside it). The
// canvas as shown on screen (a screenshot of the page, scaled) is compared with the render too.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'
import { studioSteps } from './studio-steps.ts'

const root = resolve(import.meta.dirname, '../..')
const AT_MS = 1500
const shots = process.env.PODSCENE_SHOTS

let stack: StudioStack
let page: Page
const { inspector, insert, chooseAsset, typeInto, field, setPlayhead, download } = studioSteps(
  () => page,
)

beforeAll(async () => {
  stack = await startStudioStack()
  page = await stack.browser.newPage({
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  })
  await page.goto(stack.studioUrl)
  await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

/** A field of one row of the Keyframes table ("Keyframe at <t> ms"). */
async function keyframeField(ms: number, label: string, value: string) {
  const row = inspector().getByRole('group', { name: `Keyframe at ${ms} ms`, exact: true })
  await typeInto(row.getByLabel(label, { exact: true }), value)
}

async function rename(row: RegExp | string, name: string) {
  await page.getByRole('treeitem', { name: row }).click()
  await page.keyboard.press('F2')
  await page.getByRole('textbox', { name: 'Rename layer' }).fill(name)
  await page.keyboard.press('Enter')
  await page.getByRole('treeitem', { name, exact: true }).waitFor()
}

async function setText(value: string) {
  const text = inspector().getByLabel('Text', { exact: true })
  await text.click()
  await text.press('Control+A')
  await text.pressSequentially(value)
  await text.press('Tab')
}

/** A screenshot of the page as the canvas shows it on screen (nothing selected). */
async function canvasOnScreen(): Promise<Buffer> {
  await page.getByRole('application', { name: 'Scene canvas' }).focus()
  await page.keyboard.press('Escape')
  const clip = await page.evaluate(() => {
    type Stage = {
      findOne(s: string): {
        getClientRect(): { x: number; y: number; width: number; height: number }
      }
      container(): HTMLElement
    }
    const stage = (window as unknown as { Konva: { stages: Stage[] } }).Konva.stages.at(-1)!
    const rect = stage.findOne('Rect').getClientRect()
    const box = stage.container().getBoundingClientRect()
    return { x: box.left + rect.x, y: box.top + rect.y, width: rect.width, height: rect.height }
  })
  return page.screenshot({ clip })
}

async function exportedDocument(): Promise<Template> {
  return JSON.parse((await download('Export')).toString('utf8')) as Template
}

interface Layer {
  key: string
  name?: string
  type: string
  x?: number
  y?: number
  w?: number
  h?: number
  timeline?: { key_frames?: { timestamp?: number; properties: Record<string, number> }[] }
}
interface Template {
  aspect_ratio: number
  scene: { tracks: { layers: Layer[] }[] }
}
const layers = (t: Template) => t.scene.tracks.flatMap((track) => track.layers)
const layerNamed = (t: Template, name: string) => layers(t).find((l) => l.name === name)!

/** "Problems" tab: waits for the live lint to settle and returns its text. */
async function problemsText(): Promise<string> {
  await page.getByRole('tab', { name: /^Problems/ }).click()
  const panel = page.getByRole('region', { name: 'Problems' })
  await expect.poll(() => panel.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false')
  const text = (await panel.textContent()) ?? ''
  await page.getByRole('tab', { name: /^Properties/ }).click()
  return text
}

/** "Save template" and the id of the template it stored (not `previous`: the last save's). */
async function saveTemplate(previous?: number): Promise<number> {
  await page.getByRole('button', { name: 'Save template' }).click()
  let id = 0
  await expect
    .poll(
      async () => {
        const texts = await page.getByRole('status').allTextContents()
        const found = texts.map((t) => /Saved image template #(\d+)/.exec(t)?.[1]).find(Boolean)
        id = Number(found ?? 0)
        return id > 0 && id !== previous
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return id
}

/** `pnpm podscene render` of what the sandbox stored for template `id`, at AT_MS. */
async function render(id: number): Promise<Buffer> {
  const stored = await stack.sandboxData<object>(`/_sandbox/image_templates/${id}`)
  const dir = mkdtempSync(join(tmpdir(), 'podscene-done-when-30-'))
  const templateFile = join(dir, 'template.json')
  const renderFile = join(dir, 'render.png')
  writeFileSync(templateFile, JSON.stringify(stored))
  // Asynchronously: the sandbox serving the media runs in this process.
  await promisify(execFile)(
    'pnpm',
    [
      '--silent',
      'podscene',
      'render',
      templateFile,
      '--at',
      String(AT_MS),
      '-o',
      renderFile,
      '--allow-media-origin',
      new URL(stack.sandbox.url).origin,
    ],
    { cwd: root, timeout: 240_000 },
  )
  return readFileSync(renderFile)
}

interface Compared {
  sizes: number[]
  mismatch: number
  meanDifference: number
  sideBySide: string
}

/** Share of pixels differing by > 16 in a channel, the mean channel difference, and both side by side. */
async function compare(a: Buffer, b: Buffer, labels: [string, string]): Promise<Compared> {
  return page.evaluate(
    async ([x64, y64, left, right]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        canvas.getContext('2d')!.drawImage(bitmap, 0, 0)
        return { bitmap, canvas }
      }
      const x = await decode(x64!)
      const y = await decode(y64!)
      const w = x.bitmap.width
      const h = x.bitmap.height
      let differing = 0
      let total = 0
      // Same ratio: the second is scaled to the first's size (a screenshot of the canvas on screen).
      if (Math.abs(w / h - y.bitmap.width / y.bitmap.height) < 0.01) {
        const scaled = new OffscreenCanvas(w, h)
        const sctx = scaled.getContext('2d')!
        sctx.imageSmoothingQuality = 'high'
        sctx.drawImage(y.bitmap, 0, 0, w, h)
        const da = x.canvas.getContext('2d')!.getImageData(0, 0, w, h).data
        const db = sctx.getImageData(0, 0, w, h).data
        for (let i = 0; i < da.length; i += 4) {
          let differs = false
          for (let c = 0; c < 3; c++) {
            const d = Math.abs(da[i + c]! - db[i + c]!)
            total += d
            if (d > 16) differs = true
          }
          if (differs) differing++
        }
      }
      // Both at the same height, side by side, under a caption.
      const height = 720
      const wa = (x.bitmap.width * height) / x.bitmap.height
      const wb = (y.bitmap.width * height) / y.bitmap.height
      const side = new OffscreenCanvas(Math.round(wa + wb + 24), height + 48)
      const ctx = side.getContext('2d')!
      ctx.fillStyle = '#ffffff'
      ctx.fillRect(0, 0, side.width, side.height)
      ctx.drawImage(x.bitmap, 0, 48, wa, height)
      ctx.drawImage(y.bitmap, wa + 24, 48, wb, height)
      ctx.fillStyle = '#000000'
      ctx.font = '22px sans-serif'
      ctx.fillText(left!, 8, 32)
      ctx.fillText(right!, wa + 32, 32)
      const blob = await side.convertToBlob({ type: 'image/png' })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return {
        sizes: [w, h, y.bitmap.width, y.bitmap.height],
        mismatch: differing / (w * h),
        meanDifference: total / (w * h * 3),
        sideBySide: btoa(binary),
      }
    },
    [a.toString('base64'), b.toString('base64'), labels[0], labels[1]] as const,
  )
}

function keep(name: string, png: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  writeFileSync(join(shots, name), Buffer.from(png, 'base64'))
}

describe('issue 30: done when', () => {
  it('builds, re-keys, aligns, styles, resizes to 9:16 and saves both; podscene render draws what the canvas shows', async () => {
    await page.getByRole('button', { name: 'New template' }).click()
    const dialog = page.getByRole('dialog', { name: 'New template' })
    await dialog.getByRole('radio', { name: /^16:9/ }).check()
    await dialog.getByRole('button', { name: 'Create' }).click()

    // The 16:9 two-speaker template: a full-canvas background, two speakers in circles, a title
    // that fades in by two keyframes, a logo, a name tag.
    await insert('Image from library…')
    // A library background is inserted covering the canvas, named after the asset.
    await chooseAsset('image', 'Background (landscape)')
    await rename(/^Background \(landscape\)/, 'Background')
    const media = `${new URL(stack.sandbox.url).origin}/media/images`
    for (const [side, x] of [
      ['left', '260'],
      ['right', '1260'],
    ] as const) {
      await insert('Person')
      await field('Cover image URL', `${media}/host-${side}.png`)
      await inspector().getByLabel('Show type', { exact: true }).selectOption('circle')
      await field('X', x)
      await field('Y', '260')
    }

    // A still until it is given a length: a 6 s scene, so the title can fade in.
    await page.getByRole('button', { name: 'Still (no duration)' }).click()
    await page.getByRole('spinbutton', { name: 'Scene duration' }).fill('6')
    await page.getByRole('button', { name: 'Set', exact: true }).click()
    await page.getByRole('button', { name: 'Duration 0:06.00' }).waitFor()

    await insert('Text')
    await setText('Two Voices')
    await rename(/^text: Two Voices/, 'Title')
    await field('X', '460')
    await field('Y', '60')
    await field('Opacity', '0')
    await page.getByRole('button', { name: 'Add keyframe at current time' }).click()
    await setPlayhead(1000)
    await field('Opacity', '1')

    // Retimed and re-valued from the Keyframes table: the fade ends at 1200 ms, and the title
    // slides in from x 300 to x 460.
    await keyframeField(1000, 'Time (ms)', '1200')
    await keyframeField(0, 'X', '300')
    await keyframeField(1200, 'X', '460')
    await keyframeField(1200, 'Opacity', '0.9')
    const keyed = layerNamed(await exportedDocument(), 'Title')
    expect(
      keyed.timeline?.key_frames?.map((k) => [k.timestamp, k.properties.x, k.properties.alpha]),
    ).toEqual([
      [0, 300, 0],
      [1200, 460, 0.9],
    ])

    // The logo, aligned to the canvas's top-right: select it, "Align right", "Align top".
    await insert('Image from library…')
    await chooseAsset('image', 'Host (right)')
    await field('Width', '160')
    await field('Height', '160')
    await inspector().getByLabel('Logo', { exact: true }).check()
    await rename(/^Host \(right\)/, 'Logo')
    let alignClicks = 0
    await page.getByRole('treeitem', { name: 'Logo', exact: true }).click()
    alignClicks++
    await inspector().getByRole('button', { name: 'Align right', exact: true }).click()
    alignClicks++
    await inspector().getByRole('button', { name: 'Align top', exact: true }).click()
    alignClicks++
    console.log(`done-when-30: logo to the top-right in ${alignClicks} clicks (select + 2 aligns)`)
    expect(layerNamed(await exportedDocument(), 'Logo')).toMatchObject({
      x: 1920 - 160,
      y: 0,
      w: 160,
      h: 160,
    })

    // A name tag under the left speaker, styled "Lower third".
    await insert('Text')
    await setText('Ana · host')
    await rename(/^text: Ana/, 'Name tag')
    await inspector()
      .getByLabel('Text style', { exact: true })
      .selectOption({ label: 'Lower third' })
    // The style's placement (the canvas's lower third) and its look.
    const tag = layerNamed(await exportedDocument(), 'Name tag')
    console.log(`done-when-30: name tag after "Lower third": ${JSON.stringify(tag)}`)
    expect(tag).toMatchObject({ x: 96, w: 960 })
    expect(JSON.stringify(tag)).toContain('0f172acc')

    expect(await problemsText()).toContain('No problems')
    const landscapeId = await saveTemplate()
    await page.keyboard.press('Escape')
    await setPlayhead(AT_MS)
    const landscapeCanvas = await download('Export frame')
    const landscapeScreen = await canvasOnScreen()

    // 9:16 in one action; nothing fixed by hand.
    await page.getByRole('button', { name: 'Resize', exact: true }).click()
    const resize = page.getByRole('dialog', { name: 'Resize' })
    await resize
      .getByRole('combobox', { name: 'Aspect ratio' })
      .selectOption({ label: '9:16 (1080×1920)' })
    await resize.getByRole('button', { name: 'Apply' }).click()
    await resize.waitFor({ state: 'detached' })
    const portrait = await exportedDocument()
    expect(portrait.aspect_ratio).toBe(0)
    expect(await problemsText()).toContain('No problems')
    const portraitId = await saveTemplate(landscapeId)
    await setPlayhead(AT_MS)
    const portraitCanvas = await download('Export frame')
    const portraitScreen = await canvasOnScreen()

    const [landscapeRender, portraitRender] = [await render(landscapeId), await render(portraitId)]
    const landscape = await compare(landscapeCanvas, landscapeRender, [
      '16:9: Export frame (studio canvas)',
      'podscene render',
    ])
    const vertical = await compare(portraitCanvas, portraitRender, [
      '9:16: Export frame',
      'podscene render',
    ])
    const landscapeOnScreen = await compare(landscapeScreen, landscapeRender, [
      '16:9: the canvas on screen',
      'podscene render',
    ])
    const verticalOnScreen = await compare(portraitScreen, portraitRender, [
      '9:16: the canvas on screen',
      'podscene render',
    ])
    const both = await compare(landscapeRender, portraitRender, [
      `16:9 (template #${landscapeId}), podscene render at ${AT_MS} ms`,
      `9:16 (#${portraitId}) after one Resize`,
    ])
    for (const [ratio, r] of [
      ['16:9 Export frame', landscape],
      ['9:16 Export frame', vertical],
      ['16:9 on-screen canvas', landscapeOnScreen],
      ['9:16 on-screen canvas', verticalOnScreen],
    ] as const) {
      console.log(
        `done-when-30: ${ratio} (${r.sizes.join('×')}) vs render at ${AT_MS} ms: ${(r.mismatch * 100).toFixed(3)}% of pixels differ (> 16 in a channel), mean channel difference ${r.meanDifference.toFixed(3)}`,
      )
    }
    keep('issue-30-16x9-vs-9x16.png', both.sideBySide)
    keep('issue-30-canvas-vs-render-16x9.png', landscape.sideBySide)
    keep('issue-30-canvas-vs-render-9x16.png', vertical.sideBySide)
    keep('issue-30-screen-vs-render-16x9.png', landscapeOnScreen.sideBySide)
    keep('issue-30-screen-vs-render-9x16.png', verticalOnScreen.sideBySide)
    expect(landscape.sizes).toEqual([1920, 1080, 1920, 1080])
    expect(vertical.sizes).toEqual([1080, 1920, 1080, 1920])
    expect(landscape.mismatch).toBeLessThan(0.01)
    expect(vertical.mismatch).toBeLessThan(0.01)
    // On screen the canvas is drawn small (fit to the view) and the render is scaled down to it:
    // resampling differs at edges only; a layer out of place would cost far more.
    expect(landscapeOnScreen.mismatch).toBeLessThan(0.05)
    expect(verticalOnScreen.mismatch).toBeLessThan(0.05)
  }, 600_000)
})
