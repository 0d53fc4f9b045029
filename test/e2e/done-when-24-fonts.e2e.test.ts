// Issue 24's "done when" walkthrough (the fonts and uploads part), end to end in headless
// Chromium against a sandbox with SANDBOX_EXTENSIONS=off (only the spec's routes and the upload
// flow): the studio starts with no error; "New template" (16:9); a PNG from disk dropped on the
// canvas becomes the background; the title is set in "Inter" from the combobox "Font" and the
// subtitle in a TTF uploaded through "Upload font…"; "Save template"; reload; reopen from
// "Saved templates"; the stored JSON holds no blob: or data: URL; `podscene render` of it (the
// sandbox's origin allowed) draws the same frame as the canvas: same faces, same line breaks,
// the background from its uploaded URL. The frames go to /tmp/fonts-canvas.png and
// /tmp/fonts-render.png, side by side to /tmp/fonts-side-by-side.png.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'
import { studioSteps } from './studio-steps.ts'

const root = resolve(import.meta.dirname, '../..')
const AT_MS = 500
const TITLE = 'Real material: fonts that last from the canvas to the render'

let stack: StudioStack
let page: Page
const { inspector, field, insert, setPlayhead, download } = studioSteps(() => page)
const pageErrors: string[] = []

/** A 1920×1080 RGB PNG: a diagonal gradient with a grid, so a misplaced background shows. */
function backgroundPng(): Buffer {
  const w = 1920
  const h = 1080
  const raw = Buffer.alloc((w * 3 + 1) * h)
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1)
    for (let x = 0; x < w; x++) {
      const grid = x % 160 < 4 || y % 160 < 4
      raw[row + 1 + x * 3] = grid ? 230 : Math.round((x / w) * 120)
      raw[row + 2 + x * 3] = grid ? 230 : Math.round((y / h) * 90) + 20
      raw[row + 3 + x * 3] = grid ? 230 : 110
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(w, 0)
  header.writeUInt32BE(h, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

beforeAll(async () => {
  stack = await startStudioStack({ sandbox: { extensions: false } })
  page = await stack.browser.newPage({
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      pageErrors.push(message.text())
  })
  // Failed requests are named by their URL (the console's "Failed to load resource" is not).
  page.on('response', (response) => {
    if (response.status() >= 400) pageErrors.push(`${response.status()} ${response.url()}`)
  })
  await page.goto(stack.studioUrl)
  await page.getByRole('button', { name: 'New template' }).waitFor({ timeout: 60_000 })
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

/** The fields of a stored layer this walkthrough reads. */
interface StoredLayer {
  type: string
  path?: string
  prop: { textInfo: Record<string, unknown> }
  subtitle: { font_family: { name: string; url: string } }
}

/** The uploaded font's URL, as the subtitle stores it. */
const subtitleFontUrl = (layers: StoredLayer[]) =>
  layers.find((l) => l.type === 'subtitle')!.subtitle.font_family.url

/** Every string in a JSON value, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
}

describe('issue 24: done when (fonts and uploads)', () => {
  it('new template, dropped PNG background, Inter title, uploaded TTF subtitle; saved, reopened, rendered alike', async () => {
    // The studio starts with no error (no alert, no page error).
    await page.waitForTimeout(1500)
    const startAlerts = await page.getByRole('alert').allTextContents()
    if (startAlerts.length > 0)
      console.log(`done-when-24 fonts: alerts at start: ${JSON.stringify(startAlerts)}`)
    // Soft: the studio's start without /_sandbox/* is another part of issue 24; the rest goes on.
    expect.soft(startAlerts).toEqual([])

    await page.getByRole('button', { name: 'New template' }).click()
    const dialog = page.getByRole('dialog', { name: 'New template' })
    await dialog.getByRole('radio', { name: /^16:9/ }).check()
    await dialog.getByRole('button', { name: 'Create' }).click()

    // A PNG from disk dropped on the canvas: uploaded (sign, PUT), then it becomes a layer.
    const png = backgroundPng()
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], 'backdrop.png', { type: 'image/png' }))
      return transfer
    }, png.toString('base64'))
    await page.dispatchEvent('.ps-scene-editor__canvas', 'dragover', { dataTransfer })
    await page.dispatchEvent('.ps-scene-editor__canvas', 'drop', { dataTransfer })
    // Named after its file (issue 27).
    const backdrop = page.getByRole('treeitem', { name: 'backdrop', exact: true })
    await backdrop.waitFor({ timeout: 30_000 })
    await backdrop.click()
    await field('X', '0')
    await field('Y', '0')
    await field('Width', '1920')
    await field('Height', '1080')

    // The title, in Inter from the combobox "Font", wide text in a box that wraps it.
    await insert('Text')
    const text = inspector().getByLabel('Text', { exact: true })
    await text.click()
    await text.press('Control+A')
    await text.pressSequentially(TITLE)
    await text.press('Tab')
    await field('X', '120')
    await field('Y', '120')
    await field('Width', '900')
    await field('Height', '400')
    await field('Font size', '72')
    const font = inspector().getByRole('combobox', { name: 'Font', exact: true })
    await font.click()
    await font.fill('Inter')
    await page.getByRole('option', { name: 'Inter', exact: true }).click()
    await expect.poll(() => font.inputValue()).toBe('Inter')

    // The subtitle, in a TTF uploaded through "Upload font…".
    await insert('Subtitle')
    await field('Y', '860')
    const ttf = join(mkdtempSync(join(tmpdir(), 'podscene-fonts-')), 'Brand Script.ttf')
    copyFileSync(join(root, 'packages/react/test/render/fixtures/lobster-latin.ttf'), ttf)
    await inspector().getByLabel('Font file (ttf, otf, woff2)').setInputFiles(ttf)
    await expect
      .poll(() => inspector().getByRole('combobox', { name: 'Font', exact: true }).inputValue(), {
        timeout: 30_000,
      })
      .toBe('Brand Script')

    // A second text in the uploaded face, picked from the template's own fonts, wrapping too.
    await insert('Text')
    const body = inspector().getByLabel('Text', { exact: true })
    await body.click()
    await body.press('Control+A')
    await body.pressSequentially('An uploaded script face wraps the same way on both sides')
    await body.press('Tab')
    await field('X', '1000')
    await field('Y', '520')
    await field('Width', '800')
    await field('Height', '300')
    await field('Font size', '64')
    const bodyFont = inspector().getByRole('combobox', { name: 'Font', exact: true })
    await bodyFont.click()
    await page.getByRole('option', { name: 'Brand Script', exact: true }).click()
    await expect.poll(() => bodyFont.inputValue()).toBe('Brand Script')

    await page.getByRole('button', { name: 'Save template' }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await saved.waitFor({ timeout: 30_000 })
    const templateId = Number(/#(\d+)/.exec((await saved.textContent()) ?? '')?.[1])
    expect(templateId).toBeGreaterThan(0)

    // Reload, then reopen from "Saved templates".
    await page.reload()
    await page.getByRole('button', { name: 'Saved templates' }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Saved templates' }).click()
    const list = page.getByRole('dialog', { name: 'Saved templates' })
    const entry = list.getByRole('listitem', { name: new RegExp(`^#${templateId}\\b`) })
    await entry.getByRole('button', { name: 'Open' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Opened saved template #${templateId}` })
      .waitFor()

    // The stored JSON (the sandbox's row) and the reopened document: no blob: or data: URL,
    // the faces in the spec's own fields.
    const require = createRequire(join(root, 'apps/sandbox/package.json'))
    const Database = require('better-sqlite3') as new (
      path: string,
      options: object,
    ) => {
      prepare(sql: string): { get(id: number): { aspect_ratio: number; scene: string } }
      close(): void
    }
    const db = new Database(stack.dbPath, { readonly: true, fileMustExist: true })
    const row = db
      .prepare('SELECT aspect_ratio, scene FROM image_templates WHERE id = ?')
      .get(templateId)
    db.close()
    const stored = {
      aspect_ratio: row.aspect_ratio,
      scene: JSON.parse(row.scene) as { tracks: { layers: StoredLayer[] }[] },
    }
    const reopened = JSON.parse((await download('Export')).toString('utf8')) as typeof stored
    const sandboxOrigin = new URL(stack.sandbox.url).origin
    for (const doc of [stored, reopened]) {
      const found = strings(doc)
      expect(found.filter(([, s]) => /^(blob|data):/i.test(s.trim()))).toEqual([])
      const layers = doc.scene.tracks.flatMap((t) => t.layers)
      const title = layers.find((l) => l.type === 'text')!
      const second = layers.filter((l) => l.type === 'text')[1]!
      expect(second.prop.textInfo.fontFamily).toBe('Brand Script')
      expect(second.prop.textInfo.fontFileName).toBe(subtitleFontUrl(layers))
      expect(title.prop.textInfo).toMatchObject({
        fontFamily: 'Inter',
        fontFileName: 'inter-latin-400-normal.woff2',
      })
      const subtitle = layers.find((l) => l.type === 'subtitle')!
      expect(subtitle.subtitle.font_family.name).toBe('Brand Script')
      expect(subtitle.subtitle.font_family.url.startsWith(`${sandboxOrigin}/`)).toBe(true)
      const background = layers.find((l) => l.type === 'image')!
      expect(background.path!.startsWith(`${sandboxOrigin}/`)).toBe(true)
    }

    await setPlayhead(AT_MS)
    const canvasPng = await download('Export frame')
    const dir = mkdtempSync(join(tmpdir(), 'podscene-done-when-24-'))
    const templateFile = join(dir, 'template.json')
    const renderFile = join(dir, 'render.png')
    writeFileSync(templateFile, JSON.stringify(stored))
    writeFileSync('/tmp/fonts-template.json', JSON.stringify(stored, null, 2))
    const rendered = await promisify(execFile)(
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
        sandboxOrigin,
      ],
      { cwd: root, timeout: 240_000 },
    )
    expect(rendered.stderr).not.toMatch(/missing-font|placeholder/)
    const renderPng = readFileSync(renderFile)
    writeFileSync('/tmp/fonts-canvas.png', canvasPng)
    writeFileSync('/tmp/fonts-render.png', renderPng)

    const result = await page.evaluate(
      async ([a, b]) => {
        const decode = async (base64: string) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
          canvas.getContext('2d')!.drawImage(bitmap, 0, 0)
          return {
            bitmap,
            data: canvas.getContext('2d')!.getImageData(0, 0, bitmap.width, bitmap.height).data,
          }
        }
        const x = await decode(a!)
        const y = await decode(b!)
        const w = x.bitmap.width
        const h = x.bitmap.height
        let differing = 0
        for (let i = 0; i < x.data.length; i += 4) {
          for (let c = 0; c < 3; c++) {
            if (Math.abs(x.data[i + c]! - y.data[i + c]!) > 16) {
              differing++
              break
            }
          }
        }
        // Text lines of the title box (x 120–1020, y 120–520): bands of rows holding white ink.
        const lines = (data: Uint8ClampedArray, [x0, y0, x1, y1]: number[]) => {
          const bands: [number, number][] = []
          let start = -1
          for (let row = y0!; row < y1!; row++) {
            let ink = false
            for (let col = x0!; col < x1! && !ink; col++) {
              const i = (row * w + col) * 4
              ink =
                data[i]! > 235 &&
                data[i + 1]! > 235 &&
                data[i + 2]! > 235 &&
                row % 160 >= 4 &&
                col % 160 >= 4
            }
            if (ink && start < 0) start = row
            if (!ink && start >= 0) {
              bands.push([start, row])
              start = -1
            }
          }
          // Each line: [top, bottom, left, right] of its ink (where the line broke sets its width).
          return bands
            .filter(([s, e]) => e - s > 20)
            .map(([s, e]) => {
              let left = -1
              let right = -1
              for (let col = x0!; col < x1!; col++) {
                for (let row = s; row < e; row++) {
                  const i = (row * w + col) * 4
                  const white = data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235
                  if (white && row % 160 >= 4 && col % 160 >= 4) {
                    if (left < 0) left = col
                    right = col
                    break
                  }
                }
              }
              return [s, e, left, right]
            })
        }
        const side = new OffscreenCanvas(w, h / 2 + 40)
        const ctx = side.getContext('2d')!
        ctx.fillStyle = '#ffffff'
        ctx.fillRect(0, 0, side.width, side.height)
        ctx.drawImage(x.bitmap, 0, 40, w / 2, h / 2)
        ctx.drawImage(y.bitmap, w / 2, 40, w / 2, h / 2)
        ctx.fillStyle = '#000000'
        ctx.font = '24px sans-serif'
        ctx.fillText('Export frame (studio canvas)', 12, 28)
        ctx.fillText('podscene render', w / 2 + 12, 28)
        const blob = await side.convertToBlob({ type: 'image/png' })
        const bytes = new Uint8Array(await blob.arrayBuffer())
        let binary = ''
        for (const byte of bytes) binary += String.fromCharCode(byte)
        return {
          sizes: [w, h, y.bitmap.width, y.bitmap.height],
          mismatch: differing / (w * h),
          // The Inter title (x 120–1020, y 120–520) and the uploaded face's text (x 1000–1800,
          // y 520–820).
          canvasLines: [
            ...lines(x.data, [120, 120, 1020, 520]),
            ...lines(x.data, [1000, 520, 1800, 820]),
          ],
          renderLines: [
            ...lines(y.data, [120, 120, 1020, 520]),
            ...lines(y.data, [1000, 520, 1800, 820]),
          ],
          sideBySide: btoa(binary),
        }
      },
      [canvasPng.toString('base64'), renderPng.toString('base64')],
    )
    writeFileSync('/tmp/fonts-side-by-side.png', Buffer.from(result.sideBySide, 'base64'))
    console.log(
      `done-when-24 fonts: canvas vs render at ${AT_MS} ms: ${(result.mismatch * 100).toFixed(3)}% of pixels differ (> 16 in a channel); title lines canvas ${JSON.stringify(result.canvasLines)} render ${JSON.stringify(result.renderLines)}`,
    )
    expect(result.sizes).toEqual([1920, 1080, 1920, 1080])
    expect(result.canvasLines.length).toBeGreaterThanOrEqual(4)
    // Same line breaks: as many lines, each within 1 px of the canvas's on every side.
    expect(result.renderLines.length).toBe(result.canvasLines.length)
    result.renderLines.forEach((line, i) =>
      line.forEach((edge, k) =>
        expect(Math.abs(edge - result.canvasLines[i]![k]!)).toBeLessThanOrEqual(1),
      ),
    )
    expect(result.mismatch).toBeLessThan(0.01)
    expect.soft(pageErrors).toEqual([])
  }, 420_000)
})
