// End to end: "Open project" in the studio against a real sandbox, in headless Chromium. The demo
// project's preview plays across its scenes with sound, "Use this scene as a template" opens the
// shown scene in the editor; a failed project shows its err_msg and retries; rename.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { playerScenesOf, type PlayerProject } from '@podscene/react/player'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

let stack: StudioStack
/** The studio's PROJECT_POLL_MS (apps/studio/src/project-poll.ts; apps are not imported here). */
const PROJECT_POLL_MS = 2000

beforeAll(async () => {
  stack = await startStudioStack()
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

type SeedProject = { id: string; state: string; title: string }
type ProjectRecord = {
  title: string
  status: number
  err_msg?: string
  scenes: { tracks: { layers: { key: string }[] }[]; audio_script?: { url: string } }[]
}

const seedProject = async (state: string) => {
  const seed = await stack.sandboxData<{ projects: SeedProject[] }>('/_sandbox/seed')
  return seed.projects.find((p) => p.state === state)!
}
const projectRecord = (id: string) =>
  stack.sandboxData<ProjectRecord>(`/open/podcast/v1/project?project_id=${encodeURIComponent(id)}`)

async function openProject(page: Page, id: string) {
  await page.getByRole('button', { name: 'Open project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Open project' })
  const list = dialog.getByLabel('Sandbox projects')
  await list.waitFor({ timeout: 30_000 })
  await list.selectOption(id)
  expect(await dialog.getByLabel('Project id').inputValue()).toBe(id)
  await dialog.getByRole('button', { name: 'Open', exact: true }).click()
  return page.getByRole('dialog', { name: 'Project preview' })
}

/** Records every media element the page creates (the playback clock's detached <audio>s). */
async function recordMediaElements(page: Page) {
  await page.addInitScript(() => {
    const created: HTMLMediaElement[] = []
    ;(window as unknown as { __media: HTMLMediaElement[] }).__media = created
    const original = document.createElement.bind(document)
    document.createElement = ((tag: string, options?: ElementCreationOptions) => {
      const element = original(tag, options)
      if (element instanceof HTMLMediaElement) created.push(element)
      return element
    }) as typeof document.createElement
  })
}

const soundingMedia = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __media: HTMLMediaElement[] }).__media
      .filter((e) => !e.paused && e.currentTime > 0)
      .map((e) => e.src),
  )

describe('studio: Open project', () => {
  it('previews the demo project across scenes with sound and opens a scene as a template', async () => {
    const demo = await seedProject('completed')
    const record = await projectRecord(demo.id)
    const page = await stack.browser.newPage({ viewport: { width: 1280, height: 720 } })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await recordMediaElements(page)
    await page.goto(stack.studioUrl)
    await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })

    const preview = await openProject(page, demo.id)
    await preview.getByRole('heading', { name: record.title }).waitFor()
    await preview.getByText('Completed', { exact: true }).waitFor()
    const player = preview.getByRole('region', { name: 'Project player' })
    await player.getByText('Scene 1 of 3').waitFor()

    // Half a second before the end of scene 1, then play: it crosses into scene 2, with sound.
    const seek = player.getByRole('slider', { name: 'Seek' })
    // Scene 2 starts where the player's time line puts it (core's scene durations).
    const scene2Start = playerScenesOf(record as PlayerProject)[1]!.startMs
    expect(Number(await seek.getAttribute('max'))).toBe(
      playerScenesOf(record as PlayerProject).reduce((sum, s) => sum + s.durationMs, 0),
    )
    await seek.fill(String(scene2Start - 500))
    await player.getByText('Scene 1 of 3').waitFor()
    await player.getByRole('button', { name: 'Play' }).click()
    await player.getByRole('button', { name: 'Pause' }).waitFor()
    await player.getByText('Scene 2 of 3').waitFor({ timeout: 30_000 })
    await expect
      .poll(() => soundingMedia(page), { timeout: 30_000 })
      .toContain(record.scenes[1]!.audio_script!.url)
    await player.getByRole('button', { name: 'Pause' }).click()
    await player.getByRole('button', { name: 'Play' }).waitFor()
    expect(await soundingMedia(page)).toEqual([])

    await preview.getByRole('button', { name: 'Use this scene as a template' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Opened scene 2 of ${record.title} as a template` })
      .waitFor()
    expect(await preview.count()).toBe(0)
    const keys = record.scenes[1]!.tracks.flatMap((t) => t.layers.map((l) => l.key)).sort()
    await expect
      .poll(async () =>
        (
          await page
            .getByRole('tree', { name: 'Layers' })
            .locator('[data-layer-key]')
            .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-layer-key')!))
        ).sort(),
      )
      .toEqual(keys)
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)

  it('a failed project shows its err_msg and retries; rename reaches the API', async () => {
    const failed = await seedProject('failed')
    const before = await projectRecord(failed.id)
    expect(before.err_msg).toBeTruthy()
    const page = await stack.browser.newPage({ viewport: { width: 1280, height: 720 } })
    await page.goto(stack.studioUrl)
    const preview = await openProject(page, failed.id)
    await preview.getByText(`Failed: ${before.err_msg}`).waitFor({ timeout: 30_000 })
    await preview.getByRole('button', { name: 'Retry' }).click()
    // Retried: processing with its progress, read again while it runs.
    await preview.getByText(/^Processing… \d+%$/).waitFor({ timeout: 30_000 })
    await preview.getByRole('progressbar', { name: 'Progress' }).waitFor()
    expect(await preview.getByRole('button', { name: 'Retry' }).count()).toBe(0)
    const { requests } = await stack.sandboxData<{
      requests: { method: string; path: string }[]
    }>('/_sandbox/requests?limit=1000')
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/project/retry'))).toBe(
      true,
    )

    await preview.getByLabel('Project title').fill('Interview, second take')
    await preview.getByRole('button', { name: 'Rename' }).click()
    await preview.getByText('Renamed to “Interview, second take”').waitFor()
    expect((await projectRecord(failed.id)).title).toBe('Interview, second take')
    await preview.getByRole('heading', { name: 'Interview, second take' }).waitFor()
    // Still processing, so it is being polled; closing the preview stops that.
    const projectReads = async () => {
      const log = await stack.sandboxData<{ requests: { method: string; path: string }[] }>(
        '/_sandbox/requests?limit=1000',
      )
      return log.requests.filter((r) => r.method === 'GET' && r.path.includes('/project')).length
    }
    const whileOpen = await projectReads()
    await expect.poll(projectReads, { timeout: 10_000 }).toBeGreaterThan(whileOpen)
    await preview.getByRole('button', { name: 'Close' }).click()
    expect(await preview.count()).toBe(0)
    const afterClose = await projectReads()
    await page.waitForTimeout(3 * PROJECT_POLL_MS)
    expect(await projectReads()).toBe(afterClose)
    await page.close()
  }, 120_000)

  it('the project the list shows as picked is picked: Open works at once, a click picks it back', async () => {
    const seed = await stack.sandboxData<{ projects: SeedProject[] }>('/_sandbox/seed')
    const first = seed.projects[0]!
    const page = await stack.browser.newPage({ viewport: { width: 1280, height: 720 } })
    await page.goto(stack.studioUrl)
    await page.getByRole('treeitem').first().waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Open project' }).click()
    const dialog = page.getByRole('dialog', { name: 'Open project' })
    const list = dialog.getByLabel('Sandbox projects')
    await list.waitFor({ timeout: 30_000 })
    const idField = dialog.getByLabel('Project id')
    const open = dialog.getByRole('button', { name: 'Open', exact: true })
    // What the list shows as picked is what "Open" opens.
    expect(await list.locator('option:checked').getAttribute('value')).toBe(first.id)
    await expect.poll(() => idField.inputValue()).toBe(first.id)
    expect(await open.isEnabled()).toBe(true)
    // No id: "Open" is disabled and says why.
    await idField.fill('')
    expect(await open.isDisabled()).toBe(true)
    const hint = await open.evaluate(
      (b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent,
    )
    expect(hint).toContain('pick a project')
    // A click on the project shown as picked picks it.
    await list.locator('option').first().click()
    expect(await idField.inputValue()).toBe(first.id)
    await open.click()
    await page.getByRole('dialog', { name: 'Project preview' }).waitFor()
    await page.close()
  }, 120_000)
})
