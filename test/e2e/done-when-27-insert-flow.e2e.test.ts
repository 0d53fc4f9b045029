// Issue 27's "done when" episode build, end to end against a real sandbox in headless Chromium,
// as a new user would: blank page → a background from the library (covering the canvas), two
// speakers whose pictures are chosen in "Choose image…", a title, a subtitle, the voice from the
// library ("Extend scene" when it is longer than the scene), a waveform linked to that voice in
// "Sound source", then Save template and Save waveform. No URL is pasted, no box is sized by
// hand. Screenshots go to /tmp/insertflow-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'
import { studioSteps } from './studio-steps.ts'

type Layer = Record<string, unknown> & {
  type: string
  name?: string
  x?: number
  y?: number
  w?: number
  h?: number
  person_cover?: string
  fit_mode?: string
  path?: string
  timeline?: { start?: number; end?: number }
  prop?: Record<string, unknown>
}

let stack: StudioStack
let page: Page
const { inspector, insert, chooseAsset, field } = studioSteps(() => page)
const pageErrors: string[] = []

beforeAll(async () => {
  stack = await startStudioStack()
  page = await stack.browser.newPage({ viewport: { width: 1440, height: 900 } })
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto(stack.studioUrl)
  await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

describe('issue 27: done when (episode build without workarounds)', () => {
  it('background, two speakers, title, subtitle, voice, waveform on the voice → saved', async () => {
    await page.getByRole('button', { name: 'New template' }).click()
    const dialog = page.getByRole('dialog', { name: 'New template' })
    await dialog.getByRole('radio', { name: /^16:9/ }).check()
    await dialog.getByRole('button', { name: 'Create' }).click()

    // Background: listed under "Backgrounds" before the covers; inserted covering the canvas.
    await insert('Image from library…')
    const picker = page.getByRole('dialog', { name: 'Choose image' })
    await picker.getByRole('option').first().waitFor()
    expect(await picker.getByRole('group').count()).toBeGreaterThanOrEqual(2)
    const groupNames = await picker.locator('.ps-asset-picker__group-name').allTextContents()
    expect(groupNames.indexOf('Backgrounds')).toBe(0)
    expect(groupNames.indexOf('Covers')).toBeGreaterThan(0)
    await page.screenshot({ path: '/tmp/insertflow-library.png' })
    await chooseAsset('image', 'Background (landscape)')

    // Two speakers: "Choose image…" picks the host portraits; square, cover, circle.
    for (const [side, x] of [
      ['left', '260'],
      ['right', '1120'],
    ] as const) {
      await insert('Person')
      await inspector().getByRole('button', { name: 'Choose image…' }).click()
      await chooseAsset('image', `Host (${side})`)
      await field('X', x)
    }
    await page.screenshot({ path: '/tmp/insertflow-speakers.png' })

    // The title keeps the still a still.
    await insert('Text')
    await page.getByRole('button', { name: 'Still (no duration)' }).waitFor()
    await field('Y', '60')
    // The subtitle brings timed words: the scene now lasts them, and says so.
    await insert('Subtitle')
    await page.getByText('Scene now lasts 0:03.00 (it was a still)').waitFor()
    await field('Y', '900')

    // The 6 s voice: offered the room.
    await insert('Audio from library…')
    await chooseAsset('audio', 'Scene 1 voice')
    const extend = page.getByRole('button', { name: 'Extend scene' })
    await extend.waitFor({ timeout: 20_000 })
    await page.screenshot({ path: '/tmp/insertflow-extend.png' })
    await extend.click()
    await page.getByRole('button', { name: 'Duration 0:06.00' }).waitFor()

    // The waveform draws the voice: picked in "Sound source", no URL copied.
    await insert('Waveform')
    const source = inspector().getByRole('combobox', { name: 'Sound source' })
    const voiceOption = source.getByRole('option', { name: 'Scene 1 voice (audio)' })
    await source.selectOption({ label: (await voiceOption.textContent())! })
    await field('Y', '760')
    await page.screenshot({ path: '/tmp/insertflow-waveform.png' })

    await page.getByRole('button', { name: 'Save template' }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await saved.waitFor({ timeout: 30_000 })
    const templateId = Number(/#(\d+)/.exec((await saved.textContent()) ?? '')?.[1])
    const stored = await stack.sandboxData<{ scene: string | { tracks: { layers: Layer[] }[] } }>(
      `/_sandbox/image_templates/${templateId}`,
    )
    const scene = (typeof stored.scene === 'string' ? JSON.parse(stored.scene) : stored.scene) as {
      tracks: { layers: Layer[] }[]
    }
    const layers = scene.tracks.flatMap((t) => t.layers)
    const of = (type: string) => layers.filter((l) => l.type === type)
    const [background] = of('image')
    expect(background).toMatchObject({ x: 0, y: 0, w: 1920, h: 1080, fit_mode: 'cover' })
    expect(background!.name).toBe('Background (landscape)')
    const persons = of('person')
    expect(persons.map((p) => [p.w, p.h, p.fit_mode])).toEqual([
      [540, 540, 'cover'],
      [540, 540, 'cover'],
    ])
    expect(persons.map((p) => p.person_cover)).toEqual([
      expect.stringMatching(/host-left\.png$/),
      expect.stringMatching(/host-right\.png$/),
    ])
    const [voice] = of('audio')
    expect(voice!.timeline?.end).toBe(6000)
    expect(of('waveform')[0]!.prop?.audioPath).toBe(voice!.path)
    expect(of('text')[0]!.timeline?.end ?? 0).toBe(0)

    // Save waveform: the spec has no create route, and the dialog says so.
    await page.getByRole('button', { name: 'Save waveform' }).click()
    const save = page.getByRole('dialog', { name: 'Save waveform' })
    await save.getByText('A new waveform cannot be created here', { exact: false }).waitFor()
    expect(await save.getByRole('button', { name: 'New waveform' }).isDisabled()).toBe(true)
    await page.screenshot({ path: '/tmp/insertflow-save-waveform.png' })
    await save.getByRole('button', { name: 'Cancel' }).click()
    expect(pageErrors).toEqual([])
  }, 300_000)
})
