// End to end: the studio's "Resize" button opens the dialog "Resize"; choosing 9:16 in "Aspect
// ratio" changes the canvas of the two-speaker 16:9 template and lays its layers out again; one
// Undo gives back the template exactly (Export is byte-exact). Screenshots of both canvases go to
// PODSCENE_SHOTS (when set) as studio-resize-16x9.png and studio-resize-9x16.png.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { serialize } from '@podscene/core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

const file = resolve(import.meta.dirname, '../fixtures/valid/two-speaker-podcast-16x9.json')
const shots = process.env.PODSCENE_SHOTS

let stack: StudioStack
let page: Page

beforeAll(async () => {
  stack = await startStudioStack()
  page = await stack.browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.goto(stack.studioUrl)
  await page.getByRole('button', { name: 'Import' }).waitFor({ timeout: 60_000 })
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

async function exportText() {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ])
  return readFileSync((await download.path())!, 'utf8')
}

/** The canvas's size in canvas px, read from the stage's first rect (the canvas background). */
const canvasSize = () =>
  page.evaluate(() => {
    const konva = (window as unknown as { Konva?: { stages: { findOne(s: string): unknown }[] } })
      .Konva
    const rect = konva?.stages.at(-1)?.findOne('Rect') as
      { width(): number; height(): number } | undefined
    return rect ? [rect.width(), rect.height()] : null
  })

describe('studio Resize', () => {
  it('9:16 in "Resize" lays the template out for the new canvas; one Undo restores it', async () => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import' }).click(),
    ])
    await chooser.setFiles(file)
    await page.getByRole('status').filter({ hasText: 'Opened two-speaker' }).waitFor()
    const canvas = page.getByRole('application', { name: 'Scene canvas' })
    await canvas.waitFor()
    if (shots) await canvas.screenshot({ path: join(shots, 'studio-resize-16x9.png') })

    await page.getByRole('button', { name: 'Resize', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Resize' })
    await dialog
      .getByRole('combobox', { name: 'Aspect ratio' })
      .selectOption({ label: '9:16 (1080×1920)' })
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await dialog.waitFor({ state: 'detached' })

    const resized = JSON.parse(await exportText()) as {
      aspect_ratio: number
      scene: {
        tracks: { layers: { key: string; x?: number; y?: number; w?: number; h?: number }[] }[]
      }
    }
    expect(resized.aspect_ratio).toBe(0)
    await expect.poll(canvasSize).toEqual([1080, 1920])
    const layers = new Map(resized.scene.tracks.flatMap((t) => t.layers).map((l) => [l.key, l]))
    expect(layers.get('studio-bg')).toMatchObject({ x: 0, y: 0, w: 1080, h: 1920 })
    for (const layer of layers.values()) {
      if (layer.w === undefined) continue
      expect(layer.x! >= 0 && layer.x! + layer.w <= 1080, layer.key).toBe(true)
      expect(layer.y! >= 0 && layer.y! + layer.h! <= 1920, layer.key).toBe(true)
    }
    if (shots) {
      await page
        .getByRole('button', { name: 'Fit' })
        .click()
        .catch(() => undefined)
      await canvas.screenshot({ path: join(shots, 'studio-resize-9x16.png') })
    }

    await page.getByRole('button', { name: 'Undo' }).click()
    expect(await exportText()).toBe(serialize(JSON.parse(readFileSync(file, 'utf8'))))
    await expect.poll(canvasSize).toEqual([1920, 1080])
  })
})
