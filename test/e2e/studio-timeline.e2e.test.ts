// End to end, the timeline's "done when" walkthrough: in the studio (Vite dev server) against a
// real sandbox, in headless Chromium at 1600×900, with the mouse alone: drag a clip later (onto
// the playhead), trim its end (onto another clip's end), split it at the playhead, drag a
// keyframe diamond (onto the playhead), move a layer on the canvas at that keyframe's time; Save
// template; the POSTed template is the opened one with exactly those times and keyframes changed.
// Screenshots of each step go to $PODSCENE_SHOTS (default: a temporary directory).
import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

let stack: StudioStack
const shots = process.env.PODSCENE_SHOTS ?? mkdtempSync(join(tmpdir(), 'podscene-timeline-e2e-'))
mkdirSync(shots, { recursive: true })

beforeAll(async () => {
  stack = await startStudioStack()
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

type Json = Record<string, unknown>
type Keyframe = { timestamp: number; properties: Record<string, number> } & Json
type Layer = Json & {
  key: string
  x: number
  y: number
  timeline: Json & { start: number; end: number; key_frames?: Keyframe[] }
}
type Template = { aspect_ratio: number | null; scene: { tracks: (Json & { layers: Layer[] })[] } }

/** The template the studio opens first (as in studio.e2e.test.ts). */
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

/** The timeline's geometry: page x of scene time 0 and px per ms. */
async function timeAxis(page: Page) {
  return page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('.ps-timeline__content')!
    const lanes = content.querySelector<HTMLElement>('.ps-timeline__lanes')!
    return {
      x0: lanes.getBoundingClientRect().left,
      pxPerMs: Number(content.dataset.pxPerMs),
    }
  })
}

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox()
  if (!b) throw new Error(`${selector} is not on screen`)
  return b
}

async function playheadMs(page: Page): Promise<number> {
  return Number(await page.getByRole('slider', { name: 'Playhead' }).getAttribute('aria-valuenow'))
}

/** Presses at `from`, moves to `to` in steps, releases: the mouse alone. */
async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 10 })
  await page.mouse.up()
}

/** Clicks the ruler at scene time `ms` (about): the playhead moves there. */
async function clickRuler(page: Page, ms: number) {
  const { x0, pxPerMs } = await timeAxis(page)
  const ruler = await box(page, '.ps-timeline__ruler')
  await page.mouse.click(x0 + ms * pxPerMs, ruler.y + ruler.height / 2)
  return playheadMs(page)
}

const clip = (key: string) => `.ps-timeline [data-layer-key="${key}"]`

describe('studio timeline walkthrough', () => {
  it('drag, trim, split, keyframe drag and a canvas move at a keyframe, saved exactly', async () => {
    const original = await openedTemplate()
    const page = await stack.browser.newPage({ viewport: { width: 1600, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(stack.studioUrl)
    await page.locator(clip('s0-wave')).waitFor({ timeout: 60_000 })
    await page.screenshot({ path: join(shots, '0-opened.png') })

    // 1. Drag the waveform clip later, dropping its start on the playhead (snapped exactly).
    const p1 = await clickRuler(page, 1500)
    expect(p1).toBeGreaterThan(1000)
    let axis = await timeAxis(page)
    const wave = await box(page, clip('s0-wave'))
    const grab = { x: wave.x + 60, y: wave.y + wave.height / 2 }
    await mouseDrag(page, grab, { x: grab.x + p1 * axis.pxPerMs, y: grab.y })
    await expect
      .poll(() => page.locator(clip('s0-wave')).getAttribute('aria-label'))
      .toMatch(/^waveform s0-wave, /)
    await page.screenshot({ path: join(shots, '1-dragged.png') })

    // 2. Trim its end back onto the voice clip's end (6 s; snapped exactly). "Fit" first: the
    //    moved clip now ends past the fitted extent.
    await page.getByRole('button', { name: 'Fit timeline' }).click()
    axis = await timeAxis(page)
    const end = await box(page, `${clip('s0-wave')} [data-edge="end"]`)
    await mouseDrag(
      page,
      { x: end.x + end.width / 2, y: end.y + end.height / 2 },
      { x: axis.x0 + 6000 * axis.pxPerMs - 2, y: end.y + end.height / 2 },
    )
    await page.screenshot({ path: join(shots, '2-trimmed.png') })

    // 3. Split it at a playhead inside it (click the clip, then "Split").
    const p2 = await clickRuler(page, 3200)
    expect(p2).toBeGreaterThan(p1)
    const waveNow = await box(page, clip('s0-wave'))
    await page.mouse.click(waveNow.x + 30, waveNow.y + waveNow.height / 2)
    await page.getByRole('button', { name: 'Split', exact: true }).click()
    await page.screenshot({ path: join(shots, '3-split.png') })

    // 4. Drag the title's second keyframe diamond onto the playhead.
    axis = await timeAxis(page)
    const diamond = await box(page, `${clip('s0-title-text')} [data-keyframe-index="1"]`)
    const dFrom = { x: diamond.x + diamond.width / 2, y: diamond.y + diamond.height / 2 }
    await mouseDrag(page, dFrom, { x: axis.x0 + p2 * axis.pxPerMs, y: dFrom.y })
    await page.screenshot({ path: join(shots, '4-keyframe.png') })

    // 5. Move the title on the canvas at that keyframe's time (the playhead).
    //    At 100% a screen px is a canvas px; the wheel pans the view up to the title.
    await page.getByRole('button', { name: 'Zoom to 100%' }).click()
    const stageBox = await box(page, '.konvajs-content')
    await page.mouse.move(stageBox.x + stageBox.width / 2, stageBox.y + stageBox.height / 2)
    await page.mouse.wheel(0, -400)
    await page.waitForTimeout(300)
    const title = await page.evaluate(() => {
      type Node = { getClientRect(): { x: number; y: number; width: number; height: number } }
      const konva = (
        window as unknown as {
          Konva: { stages: { findOne(s: string): Node; container(): HTMLElement }[] }
        }
      ).Konva
      const stage = konva.stages[0]!
      const r = stage.findOne('#s0-title-text').getClientRect()
      const c = stage.container().getBoundingClientRect()
      return {
        x: Math.round(c.left + r.x + r.width / 2),
        y: Math.round(c.top + r.y + r.height / 2),
      }
    })
    // Clear of the snap targets (canvas centre, the hosts' edges): the move is exact.
    const by = { x: 17, y: 23 }
    await mouseDrag(page, title, { x: title.x + by.x, y: title.y + by.y })
    await page.screenshot({ path: join(shots, '5-canvas-move.png') })

    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/image_templates'),
    )
    await page.getByRole('button', { name: 'Save template' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Saved image template #' })
    await status.waitFor({ timeout: 30_000 })
    await page.screenshot({ path: join(shots, '6-saved.png') })
    const sent = JSON.parse((await posted).postData()!) as Template

    // Expected: the opened template with exactly these changes.
    const expected = structuredClone(original)
    const layers = (t: Template) => t.scene.tracks.flatMap((track) => track.layers)
    const waveTrack = expected.scene.tracks.find((t) => t.layers.some((l) => l.key === 's0-wave'))!
    const wave0 = waveTrack.layers.find((l) => l.key === 's0-wave')!
    // The split's second part: a copy of the (moved, trimmed) clip from the playhead, with a new
    // key, on top of it in the same track.
    const sentTrack = sent.scene.tracks[expected.scene.tracks.indexOf(waveTrack)]!
    expect(sentTrack.layers).toHaveLength(2)
    const second = sentTrack.layers[1]!
    expect(second.key).not.toBe('s0-wave')
    waveTrack.layers.push({
      ...structuredClone(wave0),
      key: second.key,
      timeline: { ...wave0.timeline, start: p2, end: 6000 },
    })
    wave0.timeline.start = p1
    wave0.timeline.end = p2
    const titleLayer = layers(expected).find((l) => l.key === 's0-title-text')!
    titleLayer.x += by.x
    const kf = titleLayer.timeline.key_frames![1]!
    kf.timestamp = p2
    kf.properties.y! += by.y
    expect(sent).toEqual(expected)
    // Lossless: the same text, key order included.
    expect(JSON.stringify(sent)).toBe(JSON.stringify(expected))
    // The sandbox stored it as sent.
    const id = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1])
    const stored = await stack.sandboxData<Template>(`/_sandbox/image_templates/${id}`)
    expect(JSON.stringify(stored.scene)).toBe(JSON.stringify(expected.scene))
    expect(errors).toEqual([])
    await page.close()
  }, 180_000)
})
