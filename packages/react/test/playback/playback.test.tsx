import { afterAll, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { AUDIO_SCRIPT_SOURCE_ID, Editor, type EditorDocument } from '@podscene/core'
import { EditorProvider, playbackClockOf, Timebar } from '../../src/index.ts'
import { sineWavUrl } from './wav.ts'

const wav = sineWavUrl(6)
afterAll(() => URL.revokeObjectURL(wav))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function audioDoc(audio: Record<string, unknown>, sceneFields: Record<string, unknown> = {}) {
  return {
    aspect_ratio: 1,
    scene: {
      ...sceneFields,
      tracks: [
        {
          index: 0,
          key: 't',
          layers: [
            { key: 'box', type: 'shape', timeline: { start: 0, end: 5000 } },
            ...(Object.keys(audio).length ? [{ key: 'music', type: 'audio', ...audio }] : []),
          ],
        },
      ],
    },
  } as EditorDocument
}

async function mount(doc: EditorDocument) {
  const editor = new Editor(doc)
  await render(
    <EditorProvider editor={editor}>
      <Timebar />
    </EditorProvider>,
  )
  return editor
}

function elementOf(editor: Editor, id: string): HTMLMediaElement {
  const element = playbackClockOf(editor)?.mediaElement(id)
  if (!element) throw new Error(`no media element for ${id}`)
  return element
}

const play = () => userEvent.click(page.getByRole('button', { name: 'Play' }))
const pause = () => userEvent.click(page.getByRole('button', { name: 'Pause' }))
const playheadOf = (editor: Editor) => editor.getState().session.playheadMs

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/**
 * How far the element's media time is from the playhead (plus `offsetMs`): the smallest gap over
 * a few frames, so that one late frame on a loaded machine does not count as drift, while a
 * playhead running on its own clock (hundreds of ms off after a second) still fails.
 */
async function gapToPlayhead(editor: Editor, element: HTMLMediaElement, offsetMs = 0) {
  let smallest = Infinity
  for (let frame = 0; frame < 8; frame++) {
    await nextFrame()
    smallest = Math.min(
      smallest,
      Math.abs(element.currentTime * 1000 - playheadOf(editor) - offsetMs),
    )
  }
  return smallest
}

/** Waits for media to load and start: a busy machine can take seconds (never a timed check). */
const WAIT = { timeout: 10_000, interval: 20 }

/** Waits until `element` plays. */
async function waitUntilSounding(element: HTMLMediaElement) {
  await vi.waitFor(() => {
    expect(element.paused).toBe(false)
    expect(element.currentTime).toBeGreaterThan(0.05)
  }, WAIT)
}

describe('playback clock with audio', () => {
  it('plays the audio in step with the playhead, seeks it, pauses both; no history', async () => {
    const editor = await mount(audioDoc({ path: wav, timeline: { start: 0, end: 5000 } }))
    const audio = elementOf(editor, 'music')
    expect(audio.paused).toBe(true)
    await play()
    await waitUntilSounding(audio)

    const before = playheadOf(editor)
    await sleep(1000)
    const advanced = playheadOf(editor) - before
    expect(advanced).toBeGreaterThan(700)
    expect(advanced).toBeLessThan(1500)
    expect(await gapToPlayhead(editor, audio)).toBeLessThan(100)

    await userEvent.fill(page.getByRole('slider', { name: 'Playhead' }), '3000')
    await vi.waitFor(() => {
      expect(playheadOf(editor)).toBeGreaterThanOrEqual(3000)
      expect(audio.currentTime).toBeGreaterThanOrEqual(2.95)
      expect(audio.paused).toBe(false)
    }, WAIT)
    expect(await gapToPlayhead(editor, audio)).toBeLessThan(100)

    await pause()
    expect(audio.paused).toBe(true)
    const stoppedAt = playheadOf(editor)
    const audioAt = audio.currentTime
    await sleep(200)
    expect(playheadOf(editor)).toBe(stoppedAt)
    expect(audio.currentTime).toBe(audioAt)
    expect(editor.canUndo()).toBe(false)
  })

  it('follows the sounding element (audio is the master clock) and applies the rate', async () => {
    const editor = await mount(audioDoc({ path: wav, timeline: { start: 0, end: 5000 } }))
    const audio = elementOf(editor, 'music')
    await play()
    await waitUntilSounding(audio)
    editor.setPlaybackRate(1.5)
    expect(audio.playbackRate).toBe(1.5)
    // The element runs faster than the session's rate says: the playhead goes with the element.
    audio.playbackRate = 3
    const before = playheadOf(editor)
    await sleep(500)
    const advanced = playheadOf(editor) - before
    expect(advanced).toBeGreaterThan(1000)
    expect(advanced).toBeLessThan(2200)
    expect(await gapToPlayhead(editor, audio)).toBeLessThan(100)
    await pause()
  })

  it('starts the audio at timeline.start, from prop.clip.start, at the layer volume', async () => {
    const editor = await mount(
      audioDoc({
        path: wav,
        volume: 0.25,
        timeline: { start: 1000, end: 4000 },
        prop: { clip: { start: 2000, end: 5500 } },
      }),
    )
    const audio = elementOf(editor, 'music')
    await play()
    await vi.waitFor(() => expect(playheadOf(editor)).toBeGreaterThan(200), WAIT)
    expect(playheadOf(editor)).toBeLessThan(1000)
    expect(audio.paused).toBe(true) // not yet: the layer starts at 1 s
    await waitUntilSounding(audio)
    // Scene 1000 ms plays media 2000 ms: media − scene stays 1000 ms.
    expect(await gapToPlayhead(editor, audio, 1000)).toBeLessThan(100)
    expect(audio.volume).toBe(0.25)
    await pause()
  })

  it('follows keyframed volume as it plays', async () => {
    const editor = await mount(
      audioDoc({
        path: wav,
        timeline: {
          start: 0,
          end: 5000,
          key_frames: [
            { timestamp: 0, properties: { volume: 0 }, func: 'linear' },
            { timestamp: 4000, properties: { volume: 1 } },
          ],
        },
      }),
    )
    const audio = elementOf(editor, 'music')
    await play()
    await waitUntilSounding(audio)
    await vi.waitFor(() => expect(playheadOf(editor)).toBeGreaterThan(400), WAIT)
    await pause()
    expect(audio.volume).toBeGreaterThan(0.05)
    expect(Math.abs(audio.volume - playheadOf(editor) / 4000)).toBeLessThan(0.02)
  })

  it("plays the scene's audio_script", async () => {
    const editor = await mount(audioDoc({}, { audio_script: { url: wav } }))
    const voice = elementOf(editor, AUDIO_SCRIPT_SOURCE_ID)
    await play()
    await waitUntilSounding(voice)
    expect(await gapToPlayhead(editor, voice)).toBeLessThan(100)
    await pause()
    expect(voice.paused).toBe(true)
  })

  it('holds the clock and shows Buffering… while an element stalls', async () => {
    const editor = await mount(audioDoc({ path: wav, timeline: { start: 0, end: 5000 } }))
    const audio = elementOf(editor, 'music')
    await play()
    await waitUntilSounding(audio)
    audio.dispatchEvent(new Event('waiting'))
    await expect.element(page.getByText('Buffering…')).toBeVisible()
    const held = playheadOf(editor)
    await sleep(300)
    expect(playheadOf(editor)).toBe(held)

    audio.dispatchEvent(new Event('playing'))
    await expect.element(page.getByText('Buffering…')).not.toBeInTheDocument()
    await vi.waitFor(() => expect(playheadOf(editor)).toBeGreaterThan(held + 100), WAIT)
    await pause()
  })

  it('stops an element when its layer ends and runs on from animation frames', async () => {
    const editor = await mount(audioDoc({ path: wav, timeline: { start: 0, end: 600 } }))
    const audio = elementOf(editor, 'music')
    await play()
    await waitUntilSounding(audio)
    await vi.waitFor(() => expect(playheadOf(editor)).toBeGreaterThan(900), { timeout: 3000 })
    expect(audio.paused).toBe(true)
    expect(audio.currentTime).toBeLessThan(0.8)
    await pause()
  })

  it('repeats a loop range, restarting the audio at the loop start', async () => {
    const editor = await mount(audioDoc({ path: wav, timeline: { start: 0, end: 5000 } }))
    const audio = elementOf(editor, 'music')
    editor.setLoop({ startMs: 1000, endMs: 1500 })
    editor.seek(1000)
    await play()
    await waitUntilSounding(audio)
    const seen: number[] = []
    const off = editor.on('sessionChange', ({ session }) => seen.push(session.playheadMs))
    await vi.waitFor(() => expect(seen.some((t, i) => i > 0 && t < seen[i - 1]!)).toBe(true), {
      timeout: 3000,
    })
    off()
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(1000)
    expect(Math.max(...seen)).toBeLessThan(1500)
    await vi.waitFor(() => expect(audio.paused).toBe(false), WAIT)
    expect(audio.currentTime).toBeGreaterThanOrEqual(0.95)
    expect(audio.currentTime).toBeLessThan(1.6)
    await pause()
  })

  it('stops at the end of the scene', async () => {
    const editor = await mount({
      scene: {
        tracks: [{ key: 't', layers: [{ key: 'a', type: 'shape', timeline: { end: 400 } }] }],
      },
    } as EditorDocument)
    await play()
    await vi.waitFor(() => expect(editor.getState().session.playing).toBe(false), { timeout: 3000 })
    expect(playheadOf(editor)).toBe(400)
    await expect.element(page.getByRole('button', { name: 'Play' })).toBeVisible()
  })
})
