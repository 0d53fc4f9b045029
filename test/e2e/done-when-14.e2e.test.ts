// Issue 14's "done when" walkthrough, end to end against a real sandbox in headless Chromium:
// from "New template" (16:9) a two-speaker podcast template is built with the mouse and the
// keyboard only (background image from the assets picker, two person circles, audio from the
// library with "Extend scene", a title that fades in by keyframes, a waveform, a karaoke
// subtitle), saved, and
// its frame at 1.5 s exported from the canvas ("Export frame") and rendered by `pnpm podscene
// render` from the template the sandbox stored. The two PNGs are compared (the share of
// differing pixels is printed; the test only asks for the same picture, under 1 %) and put side
// by side into $PODSCENE_SHOTS/done-when-14.png when PODSCENE_SHOTS is set.
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

let stack: StudioStack
let page: Page
const { insert, chooseAsset, field, setPlayhead, download } = studioSteps(() => page)

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

describe('issue 14: done when', () => {
  it('builds a two-speaker template by mouse and keyboard; the canvas frame matches podscene render', async () => {
    await page.getByRole('button', { name: 'New template' }).click()
    const dialog = page.getByRole('dialog', { name: 'New template' })
    await dialog.getByRole('radio', { name: /^16:9/ }).check()
    await dialog.getByRole('button', { name: 'Create' }).click()

    await insert('Image from library…')
    await chooseAsset('image', 'Background (landscape)')
    await field('X', '0')
    await field('Y', '0')
    await field('Width', '1920')
    await field('Height', '1080')

    // Two speakers in circles, their pictures the sandbox's hosts (URLs typed in).
    const media = `${new URL(stack.sandbox.url).origin}/media/images`
    for (const [side, x] of [
      ['left', '260'],
      ['right', '1260'],
    ] as const) {
      await insert('Person')
      await field('Cover image URL', `${media}/host-${side}.png`)
      await page
        .getByRole('region', { name: 'Inspector' })
        .getByLabel('Show type', { exact: true })
        .selectOption('circle')
      await field('X', x)
      await field('Y', '260')
    }

    // The voice first: the scene is still a still (issue 27's duration rule: a text inserted
    // into a still lasts the scene), and the 6 s voice is offered the room ("Extend scene").
    await insert('Audio from library…')
    await chooseAsset('audio', 'Scene 1 voice')
    await page.getByRole('button', { name: 'Extend scene' }).click()
    await page.getByRole('button', { name: 'Duration 0:06.00' }).waitFor()
    // The waveform draws that voice: its URL copied from the audio's inspector into the waveform's.
    const inspector = page.getByRole('region', { name: 'Inspector' })
    const voiceUrl = await inspector.getByLabel('Audio URL', { exact: true }).inputValue()
    expect(voiceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.wav$/)

    await insert('Text')
    const title = page
      .getByRole('region', { name: 'Inspector' })
      .getByLabel('Text', { exact: true })
    await title.click()
    await title.press('Control+A')
    await title.pressSequentially('Two Voices · 两个声音')
    await title.press('Tab')
    // Named from its layer-list row (F2), as the Rename action does.
    await page.getByRole('treeitem', { name: /^text: Two Voices/ }).click()
    await page.keyboard.press('F2')
    await page.getByRole('textbox', { name: 'Rename layer' }).fill('Title')
    await page.keyboard.press('Enter')
    await page.getByRole('treeitem', { name: 'Title' }).waitFor()
    await field('X', '460')
    await field('Y', '60')
    // The title fades in: opacity 0 at 0 ms, 1 at 1000 ms (keyframes).
    await field('Opacity', '0')
    await page.getByRole('button', { name: 'Add keyframe at current time' }).click()
    await setPlayhead(1000)
    await field('Opacity', '1')

    await insert('Waveform')
    await field('Audio URL', voiceUrl)
    await field('Y', '800')
    await insert('Subtitle')
    await field('Y', '920')

    await page.getByRole('button', { name: 'Save template' }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await saved.waitFor({ timeout: 30_000 })
    const templateId = Number(/#(\d+)/.exec((await saved.textContent()) ?? '')?.[1])
    expect(templateId).toBeGreaterThan(0)

    await setPlayhead(AT_MS)
    const canvasPng = await download('Export frame')
    // What the sandbox stored for "Save template" is what podscene render draws.
    const stored = await stack.sandboxData<object>(`/_sandbox/image_templates/${templateId}`)
    const dir = mkdtempSync(join(tmpdir(), 'podscene-done-when-'))
    const templateFile = join(dir, 'template.json')
    const renderFile = join(dir, 'render.png')
    writeFileSync(templateFile, JSON.stringify(stored))
    // Asynchronously: the sandbox serving the media runs in this process.
    await promisify(execFile)(
      'pnpm',
      // The sandbox's media are on loopback, which render refuses unless allowed.
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
    const renderPng = readFileSync(renderFile)

    const result = await page.evaluate(
      async ([a, b]) => {
        const decode = async (base64: string) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
          canvas.getContext('2d')!.drawImage(bitmap, 0, 0)
          return { bitmap, canvas }
        }
        const x = await decode(a!)
        const y = await decode(b!)
        const w = x.bitmap.width
        const h = x.bitmap.height
        const da = x.canvas.getContext('2d')!.getImageData(0, 0, w, h).data
        const db = y.canvas.getContext('2d')!.getImageData(0, 0, w, h).data
        let differing = 0
        for (let i = 0; i < da.length; i += 4) {
          for (let c = 0; c < 3; c++) {
            if (Math.abs(da[i + c]! - db[i + c]!) > 16) {
              differing++
              break
            }
          }
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
          sideBySide: btoa(binary),
        }
      },
      [canvasPng.toString('base64'), renderPng.toString('base64')],
    )
    console.log(
      `done-when-14: canvas vs render at ${AT_MS} ms: ${(result.mismatch * 100).toFixed(3)}% of pixels differ (> 16 in a channel)`,
    )
    if (process.env.PODSCENE_SHOTS) {
      mkdirSync(process.env.PODSCENE_SHOTS, { recursive: true })
      writeFileSync(
        join(process.env.PODSCENE_SHOTS, 'done-when-14.png'),
        Buffer.from(result.sideBySide, 'base64'),
      )
    }
    expect(result.sizes).toEqual([1920, 1080, 1920, 1080])
    expect(result.mismatch).toBeLessThan(0.01)
  }, 420_000)
})
