import { afterAll, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { AUDIO_SCRIPT_SOURCE_ID, Editor, type EditorDocument } from '@podscene/core'
import { EditorProvider, playbackClockOf, Timebar } from '../../src/index.ts'
import { sineWavUrl } from './wav.ts'

const SECONDS = 60
const wav = sineWavUrl(SECONDS + 3)
afterAll(() => URL.revokeObjectURL(wav))

describe('playback drift', () => {
  it(`keeps every playing element within one frame (33 ms) of the clock over ${SECONDS} s`, async () => {
    // Two sounds: the scene's voice (the master clock) and a music layer 2 s in, from 1 s of
    // its media: the second element is the one that could drift.
    const doc = {
      aspect_ratio: 1,
      scene: {
        audio_script: { url: wav },
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              {
                key: 'music',
                type: 'audio',
                path: wav,
                timeline: { start: 2000, end: (SECONDS + 1) * 1000 },
                prop: { clip: { start: 1000 } },
              },
            ],
          },
        ],
      },
    } as EditorDocument
    const editor = new Editor(doc)
    await render(
      <EditorProvider editor={editor}>
        <Timebar />
      </EditorProvider>,
    )
    await userEvent.click(page.getByRole('button', { name: 'Play', exact: true }))
    const clock = playbackClockOf(editor)!
    // The voice (audio_script) is the master: the clock's time is its media time. The music
    // element is kept on it; both are read at the same instant, so the figure is their drift,
    // not how late a busy page's frame is.
    let worst = 0
    let samples = 0
    await new Promise<void>((resolve) => {
      const frame = () => {
        const voice = clock.mediaElement(AUDIO_SCRIPT_SOURCE_ID)
        const music = clock.mediaElement('music')
        const playing = (e: HTMLMediaElement | undefined): e is HTMLMediaElement =>
          !!e && !e.paused && !e.seeking && e.readyState >= 3
        if (playing(voice) && playing(music)) {
          const clockMs = voice.currentTime * 1000
          const musicSceneMs = music.currentTime * 1000 - 1000 + 2000
          // Skip the music's first 300 ms: it is starting, and the clock holds for it.
          if (clockMs > 2300) {
            worst = Math.max(worst, Math.abs(musicSceneMs - clockMs))
            samples++
          }
        }
        if (editor.session.playheadMs >= SECONDS * 1000) resolve()
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    editor.pause()
    console.log(
      `drift over ${SECONDS} s: music vs the clock (voice) max ${worst.toFixed(1)} ms over ${samples} frames`,
    )
    expect(samples).toBeGreaterThan(SECONDS * 10)
    expect(worst).toBeLessThanOrEqual(33)
  }, 120_000)
})
