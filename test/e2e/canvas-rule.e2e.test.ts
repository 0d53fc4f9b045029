// Issue 31: a scene without an aspect ratio gets one canvas everywhere. The same bare scene
// (`{scene: {tracks}}` with no aspect_ratio, laid out for 1920×1080) goes through every surface
// — core, the player, `podscene inspect`, `render`, `lint` and `slots`, and the studio in
// headless Chromium — and each reports the same canvas, 16:9 at 1920×1080. The studio says it
// guessed ("No aspect ratio in this file: shown as 16:9"), draws the whole design (the corner
// shape that a 9:16 canvas would cut off is in the exported frame), exports the untouched file
// byte for byte, and its "Aspect ratio" choice sets aspect_ratio as one undo step.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { canvasSizeOfDocument, serialize } from '@podscene/core'
import { playerScenesOf } from '@podscene/react/player'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

const root = resolve(import.meta.dirname, '../..')
const WIDE = { width: 1920, height: 1080 }

const shape = (key: string, x: number, y: number, w: number, h: number, color: string) => ({
  key,
  type: 'shape',
  x,
  y,
  w,
  h,
  timeline: { start: 0, end: 0 },
  prop: { shapeInfo: { type: 'rect', color } },
})

/** Laid out for 1920×1080: a full background, a title slot and a corner badge right of x 1080. */
const bareScene = {
  scene: {
    bg_color: '#000000',
    tracks: [
      {
        index: 0,
        key: 'main',
        type: 'overlay',
        layers: [
          shape('bg', 0, 0, 1920, 1080, '#203040'),
          {
            ...shape('title', 160, 120, 900, 160, '#ffffff'),
            api_template_meta: { replace_key: 'title' },
          },
          shape('badge', 1500, 700, 400, 300, '#ff0000'),
        ],
      },
    ],
  },
}

let dir = ''
let file = ''
let text = ''
let stack: StudioStack
let page: Page

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'podscene-canvas-rule-'))
  file = join(dir, 'bare-scene.json')
  text = serialize(bareScene)
  writeFileSync(file, text)
  stack = await startStudioStack()
  page = await stack.browser.newPage({
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  })
  await page.goto(stack.studioUrl)
  await page.getByRole('button', { name: 'Import' }).waitFor({ timeout: 60_000 })
}, 180_000)

afterAll(async () => {
  await stack?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function podscene(args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'pnpm',
      ['--silent', 'podscene', ...args],
      { cwd: root, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }
  }
}

/** A PNG's size from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

const NOTE = `bare-scene.json: no aspect_ratio: canvas assumed 16:9, 1920×1080`

/** Clicks "Export frame"; the PNG's size and the colour at canvas pixel (x, y). */
async function exportFrame(x: number, y: number) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export frame' }).click(),
  ])
  const png = readFileSync((await download.path())!)
  const pixel = await page.evaluate(
    async ({ base64, x, y }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')!
      context.drawImage(bitmap, 0, 0)
      const [r, g, b] = context.getImageData(x, y, 1, 1).data
      return `rgb(${r}, ${g}, ${b})`
    },
    { base64: png.toString('base64'), x, y },
  )
  return { ...pngSize(png), pixel }
}

describe('one canvas for a document without aspect_ratio', () => {
  it('core, the player and the CLI (inspect, render, lint, slots) report 1920×1080', async () => {
    expect(canvasSizeOfDocument(bareScene)).toMatchObject(WIDE)
    expect(playerScenesOf(bareScene)[0]!.canvas).toEqual(WIDE)

    const inspect = await podscene(['inspect', file, '--json'])
    expect(inspect.code).toBe(0)
    const report = JSON.parse(inspect.stdout) as { canvas: object; canvasAssumed: string }
    expect(report.canvas).toMatchObject(WIDE)
    expect(report.canvasAssumed).toBe('no-aspect-ratio')
    const summary = await podscene(['inspect', file])
    expect(summary.stdout).toContain(
      'template, aspect_ratio (none), 16:9 canvas 1920×1080 (assumed)',
    )

    const out = join(dir, 'frame.png')
    const render = await podscene(['render', file, '--at', '0', '-o', out])
    expect(render.code).toBe(0)
    expect(render.stderr).toContain(NOTE)
    expect(render.stdout).toContain('1920×1080 frame at 0 ms')
    expect(pngSize(readFileSync(out))).toEqual(WIDE)

    // The badge at x 1500–1900 is inside 1920×1080: no off-canvas problem.
    const lint = await podscene(['lint', file])
    expect(lint.stdout).toBe('')
    expect(lint.code).toBe(0)
    expect(lint.stderr).toContain(NOTE)

    const slots = await podscene(['slots', file])
    expect(slots.code).toBe(0)
    expect(slots.stderr).toContain(NOTE)
    expect(slots.stdout).toContain('title (color): "#ffffff" — box 900×160')
  }, 240_000)

  it('the studio shows it whole on 16:9, says it guessed, and exports it byte for byte', async () => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import' }).click(),
    ])
    await chooser.setFiles(file)
    await page.getByRole('status').filter({ hasText: 'Opened bare-scene.json' }).waitFor()
    const notice = page.getByRole('status').filter({ hasText: 'No aspect ratio in this file' })
    await expect
      .poll(() => notice.textContent())
      .toContain('No aspect ratio in this file: shown as 16:9')
    await page.screenshot({ path: '/tmp/aspect-studio-bare-scene.png' })

    // The frame is the canvas: 1920×1080, with the corner badge (red) drawn, not cut off.
    expect(await exportFrame(1700, 850)).toEqual({ ...WIDE, pixel: 'rgb(255, 0, 0)' })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    expect(readFileSync((await download.path())!, 'utf8')).toBe(text)

    // "Aspect ratio" sets the field (one undo step): 9:16 now, the notice gone.
    await notice
      .getByRole('combobox', { name: 'Aspect ratio' })
      .selectOption({ label: '9:16 (1080×1920)' })
    await notice.waitFor({ state: 'detached' })
    expect(await exportFrame(500, 500)).toMatchObject({ width: 1080, height: 1920 })
    await page.getByRole('button', { name: 'Undo' }).first().click()
    await notice.waitFor()
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    expect(readFileSync((await again.path())!, 'utf8')).toBe(text)
  }, 180_000)
})
