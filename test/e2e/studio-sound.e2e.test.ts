// End to end: the studio's sound walkthrough against a real sandbox in headless Chromium (1600 ×
// 900). Open the demo template, select its karaoke subtitle, drag a word on the Waveform region
// with the real mouse, save: the POSTed template holds the new word times and every other byte
// is unchanged. Then Play: the voice element plays and the playhead advances.
// Screenshots go to $PODSCENE_SCREENSHOTS when set (for looking at, never compared).
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

let stack: StudioStack

beforeAll(async () => {
  stack = await startStudioStack()
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

type Json = Record<string, unknown>
type Word = Json & { text?: string; start?: number; end?: number }
type Layer = Json & { key: string; subtitle?: Json & { word_seq?: Word[] } }
type Template = { aspect_ratio: number | null; scene: { tracks: (Json & { layers: Layer[] })[] } }

const SUBTITLE = 's0-subtitle'

/** The template the studio opens first (see studio.e2e.test.ts). */
async function openedTemplate(): Promise<Template> {
  const seed = await stack.sandboxData<{ projects: { id: string; state: string }[] }>(
    '/_sandbox/seed',
  )
  const demo = seed.projects.find((p) => p.state === 'completed') ?? seed.projects[0]!
  const project = await stack.sandboxData<{
    aspect_ratio?: number | null
    scenes: Template['scene'][]
  }>(`/open/podcast/v1/project?project_id=${encodeURIComponent(demo.id)}`)
  return { aspect_ratio: project.aspect_ratio ?? 1, scene: { tracks: project.scenes[0]!.tracks } }
}

const wordsOf = (t: Template) =>
  t.scene.tracks.flatMap((tr) => tr.layers).find((l) => l.key === SUBTITLE)!.subtitle!.word_seq!

describe('studio sound', () => {
  it('drags a word on the waveform, saves only the new word times, and plays the voice', async () => {
    const original = await openedTemplate()
    const shots = process.env.PODSCENE_SCREENSHOTS
    const page = await stack.browser.newPage({ viewport: { width: 1600, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // Records the media elements the playback clock starts (they are not in the page's DOM).
    await page.addInitScript(() => {
      const played: HTMLMediaElement[] = []
      ;(window as unknown as { played: HTMLMediaElement[] }).played = played
      const play = HTMLMediaElement.prototype.play
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!played.includes(this)) played.push(this)
        return play.call(this)
      }
    })
    await page.goto(stack.studioUrl)
    // A subtitle is listed by its text ("subtitle: …"); the demo's first scene has one.
    const item = page.getByRole('treeitem', { name: /^subtitle: / })
    await item.waitFor({ timeout: 60_000 })
    await item.click()

    const waveform = page.getByRole('region', { name: 'Waveform' })
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Waveform"]')?.getAttribute('data-state') === 'ready',
      undefined,
      { timeout: 60_000 },
    )
    // Word regions live in wavesurfer's open shadow root; locators pierce it.
    const words = waveform.locator('[data-word-index]')
    await words.first().waitFor()
    if (shots) await page.screenshot({ path: join(shots, 'studio-sound-1-selected.png') })

    // The last word: the demo leaves ~200 ms of room after it (20 ms between words).
    const before = wordsOf(original)
    const index = before.length - 1
    const word = waveform.locator(`[data-word-index="${index}"]`)
    const box = (await word.boundingBox())!
    const durationMs = Number(await waveform.getAttribute('data-duration-ms'))
    const dx = 20
    const at = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }
    await page.mouse.move(at.x, at.y)
    await page.mouse.down()
    await page.mouse.move(at.x + dx, at.y, { steps: 10 })
    await page.mouse.up()
    if (shots) await page.screenshot({ path: join(shots, 'studio-sound-2-dragged.png') })

    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/image_templates'),
    )
    await page.getByRole('button', { name: 'Save template' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await status.waitFor({ timeout: 30_000 })
    const sent = JSON.parse((await posted).postData()!) as Template

    // The dragged word moved right and kept its length (the exact ms depend on zoom and snapping).
    const after = wordsOf(sent)
    const moved = after[index]!.start! - before[index]!.start!
    expect(moved).toBeGreaterThan(0)
    expect(after[index]!.end! - after[index]!.start!).toBe(
      before[index]!.end! - before[index]!.start!,
    )
    expect(durationMs).toBeGreaterThan(0)
    // Every other byte is the opened template: with the word times put back, the texts are equal.
    const expected = structuredClone(sent)
    wordsOf(expected).forEach((w, i) => {
      w.start = before[i]!.start
      w.end = before[i]!.end
    })
    expect(JSON.stringify(expected)).toBe(JSON.stringify(original))

    // Play: the voice element plays and the playhead advances.
    const slider = page.getByRole('slider', { name: 'Playhead' })
    const startMs = Number(await slider.getAttribute('aria-valuenow'))
    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await page.waitForFunction(
      () =>
        (window as unknown as { played: HTMLMediaElement[] }).played.some(
          (el) => el.src.includes('scene-0.wav') && !el.paused && el.currentTime > 0,
        ),
      undefined,
      { timeout: 30_000 },
    )
    await page.waitForFunction(
      (from) =>
        Number(
          document
            .querySelector('input[type="range"][aria-valuenow]')
            ?.getAttribute('aria-valuenow'),
        ) > from,
      startMs,
      { timeout: 30_000 },
    )
    if (shots) await page.screenshot({ path: join(shots, 'studio-sound-3-playing.png') })
    await page.getByRole('button', { name: 'Pause', exact: true }).click()
    expect(errors).toEqual([])
    await page.close()
  }, 180_000)
})
