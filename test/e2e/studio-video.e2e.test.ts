// End to end: "Export video" in the studio against a real sandbox, in headless Chromium. The demo
// template (scene 1 of the demo project: picture, two speakers, karaoke subtitle, waveform, voice)
// is exported as MP4 and as WebM through the dialog; the downloads are named like Export's JSON
// and ffprobe / ffmpeg read them: size, frame rate, frame count, duration, and a sound track that
// is not silent. "Cancel" stops an export (nothing downloads). The project preview exports the
// whole project: its three scenes one after another, with sound.
// Screenshots go to $PODSCENE_SCREENSHOTS when set (for looking at, never compared).
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Download, Page } from 'playwright-core'
import { startStudioStack, type StudioStack } from './studio-harness.ts'

const run = promisify(execFile)
let stack: StudioStack

beforeAll(async () => {
  stack = await startStudioStack()
}, 120_000)

afterAll(async () => {
  await stack?.close()
})

interface Probe {
  width: number
  height: number
  fps: string
  frames: number
  durationS: number
  videoCodec: string
  audioCodec: string | null
  /** ffmpeg volumedetect's mean volume of the sound, dB. */
  meanVolumeDb: number | null
}

/** What ffprobe and ffmpeg read in a file. */
async function probe(path: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-show_streams',
    '-show_format',
    '-of',
    'json',
    path,
  ])
  const info = JSON.parse(stdout) as {
    streams: {
      codec_type: string
      codec_name: string
      width?: number
      height?: number
      r_frame_rate?: string
      nb_read_frames?: string
    }[]
    format: { duration: string }
  }
  const video = info.streams.find((s) => s.codec_type === 'video')!
  const audio = info.streams.find((s) => s.codec_type === 'audio')
  let meanVolumeDb: number | null = null
  if (audio) {
    const { stderr } = await run('ffmpeg', [
      '-hide_banner',
      '-i',
      path,
      '-vn',
      '-af',
      'volumedetect',
      '-f',
      'null',
      '-',
    ])
    meanVolumeDb = Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? NaN)
  }
  return {
    width: video.width!,
    height: video.height!,
    fps: video.r_frame_rate!,
    frames: Number(video.nb_read_frames),
    durationS: Number(info.format.duration),
    videoCodec: video.codec_name,
    audioCodec: audio?.codec_name ?? null,
    meanVolumeDb,
  }
}

async function openStudio(): Promise<Page> {
  const page = await stack.browser.newPage({ viewport: { width: 1600, height: 900 } })
  await page.goto(stack.studioUrl)
  await page.getByRole('region', { name: 'Timeline' }).waitFor({ timeout: 60_000 })
  return page
}

/** Fills the "Export video" dialog and clicks Export; resolves with the download. */
async function exportThrough(
  page: Page,
  dialogOf: () => ReturnType<Page['getByRole']>,
  opener: ReturnType<Page['getByRole']>,
  fields: { format: 'MP4' | 'WebM'; size?: string; fps?: string; start?: string; end?: string },
  shot?: string,
): Promise<Download> {
  await opener.click()
  const dialog = dialogOf()
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption({ label: fields.format })
  if (fields.size)
    await dialog.getByRole('combobox', { name: 'Size' }).selectOption({ label: fields.size })
  if (fields.fps)
    await dialog.getByRole('combobox', { name: 'Frames per second' }).selectOption(fields.fps)
  if (fields.start) await dialog.getByLabel('Start (s)').fill(fields.start)
  if (fields.end) await dialog.getByLabel('End (s)').fill(fields.end)
  const downloaded = page.waitForEvent('download', { timeout: 240_000 })
  await dialog.getByRole('button', { name: 'Export', exact: true }).click()
  const bar = dialog.getByRole('progressbar', { name: 'Exporting video' })
  await bar.waitFor()
  if (shot) await page.screenshot({ path: shot })
  return downloaded
}

describe('studio: Export video', () => {
  it('exports the demo template as MP4 and WebM with sound, named like Export; Cancel stops it', async () => {
    const shots = process.env.PODSCENE_SCREENSHOTS
    const page = await openStudio()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // The name Export gives the JSON.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    const name = json.suggestedFilename().replace(/\.json$/, '')
    const dialog = () => page.getByRole('dialog', { name: 'Export video' })
    const opener = page.getByRole('button', { name: 'Export video' })

    await opener.click()
    const fields = dialog()
    // The dialog offers the canvas size first and the scene's whole length.
    const sizes = await fields
      .getByRole('combobox', { name: 'Size' })
      .locator('option')
      .allTextContents()
    expect(sizes).toEqual(['1920×1080', '1280×720', '960×540', '480×270'])
    expect(await fields.getByLabel('Start (s)').inputValue()).toBe('0')
    expect(await fields.getByLabel('End (s)').inputValue()).toBe('6')
    if (shots) await page.screenshot({ path: join(shots, 'studio-export-video-dialog.png') })
    await fields.getByRole('button', { name: 'Cancel' }).click()
    await fields.waitFor({ state: 'detached' })

    const mp4 = await exportThrough(
      page,
      dialog,
      opener,
      { format: 'MP4', size: '480×270', fps: '25' },
      shots ? join(shots, 'studio-export-video-progress.png') : undefined,
    )
    expect(mp4.suggestedFilename()).toBe(`${name}.mp4`)
    const mp4Probe = await probe((await mp4.path())!)
    expect(mp4Probe).toMatchObject({
      width: 480,
      height: 270,
      fps: '25/1',
      frames: 150,
      videoCodec: 'h264',
      audioCodec: 'opus',
    })
    expect(mp4Probe.durationS).toBeGreaterThan(5.95)
    expect(mp4Probe.durationS).toBeLessThan(6.1)
    expect(mp4Probe.meanVolumeDb).toBeGreaterThan(-40) // the voice, not silence (-91 dB)
    await page
      .getByRole('status')
      .filter({ hasText: `Exported video ${name}.mp4` })
      .waitFor()

    const webm = await exportThrough(page, dialog, opener, {
      format: 'WebM',
      size: '480×270',
      start: '1',
      end: '3',
    })
    expect(webm.suggestedFilename()).toBe(`${name}.webm`)
    const webmProbe = await probe((await webm.path())!)
    expect(webmProbe).toMatchObject({
      width: 480,
      height: 270,
      frames: 60,
      videoCodec: 'vp9',
      audioCodec: 'opus',
    })
    expect(webmProbe.meanVolumeDb).toBeGreaterThan(-40)

    // Cancel while it runs: the bar goes, Export is back, nothing was downloaded.
    const downloads: string[] = []
    page.on('download', (d) => downloads.push(d.suggestedFilename()))
    await opener.click()
    await dialog().getByRole('button', { name: 'Export', exact: true }).click()
    const bar = dialog().getByRole('progressbar', { name: 'Exporting video' })
    await bar.waitFor()
    await expect.poll(() => bar.getAttribute('value'), { timeout: 60_000 }).not.toBe('0')
    await dialog().getByRole('button', { name: 'Cancel' }).click()
    await bar.waitFor({ state: 'detached' })
    await dialog().getByRole('button', { name: 'Export', exact: true }).waitFor()
    expect(downloads).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  }, 600_000)

  it('the project preview exports the whole project, its scenes in sequence, with sound', async () => {
    const page = await openStudio()
    const seed = await stack.sandboxData<{
      projects: { id: string; state: string; title: string }[]
    }>('/_sandbox/seed')
    const demo = seed.projects.find((p) => p.state === 'completed')!
    await page.getByRole('button', { name: 'Open project' }).click()
    const open = page.getByRole('dialog', { name: 'Open project' })
    const list = open.getByLabel('Sandbox projects')
    await list.waitFor({ timeout: 30_000 })
    await list.selectOption(demo.id)
    await open.getByRole('button', { name: 'Open', exact: true }).click()
    const preview = page.getByRole('dialog', { name: 'Project preview' })
    await preview.getByRole('region', { name: 'Project player' }).waitFor()
    const download = await exportThrough(
      page,
      () => page.getByRole('dialog', { name: 'Export video' }),
      preview.getByRole('button', { name: 'Export video' }),
      { format: 'WebM', size: '480×270', fps: '24' },
    )
    expect(download.suggestedFilename()).toMatch(/\.webm$/)
    const found = await probe((await download.path())!)
    // 6 + 7.2 + 5.4 s of scenes.
    expect(found).toMatchObject({
      width: 480,
      height: 270,
      frames: Math.round(18.6 * 24),
      audioCodec: 'opus',
    })
    expect(found.meanVolumeDb).toBeGreaterThan(-40)
    await preview.getByRole('status').filter({ hasText: 'Exported video' }).waitFor()
    await page.close()
  }, 600_000)
})
