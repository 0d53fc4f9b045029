import '../../src/styles.css'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument } from '@podscene/core'
import { MediaCache, MediaCacheProvider, playbackClockOf, SceneEditor } from '../../src/index.ts'
import { encodeCanvasVideo } from '../render/recorded-video.ts'

/** A 2 s WebM encoded from a canvas (picture only), its colour turning with time. */
const recordedVideo = () =>
  encodeCanvasVideo(2000, (ctx, t) => {
    ctx.fillStyle = `hsl(${(t / 5) % 360} 80% 50%)`
    ctx.fillRect(0, 0, 64, 32)
  })

describe('video layers during playback', () => {
  it('play along while the scene plays (sound through the clock), and seek per frame when paused', async () => {
    const url = await recordedVideo()
    const doc = {
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              {
                key: 'clip',
                type: 'video',
                path: url,
                x: 0,
                y: 0,
                w: 640,
                h: 320,
                timeline: { start: 0, end: 2000 },
              },
            ],
          },
        ],
      },
    } as EditorDocument
    const editor = new Editor(doc)
    const cache = new MediaCache()
    await render(
      <MediaCacheProvider cache={cache}>
        <div style={{ width: 1200, height: 800 }}>
          <SceneEditor editor={editor} />
        </div>
      </MediaCacheProvider>,
    )
    const video = () => {
      const status = cache.video(url, 'clip')
      return status.state === 'ready' ? status.value : null
    }
    await vi.waitFor(() => expect(video()).not.toBeNull())
    expect(video()!.paused).toBe(true)

    editor.play()
    // The picture plays along, muted; the clock plays the video's sound track.
    await vi.waitFor(() => expect(video()!.paused).toBe(false))
    expect(video()!.muted).toBe(true)
    expect(playbackClockOf(editor)!.mediaElement('clip')?.src).toBe(url)
    await vi.waitFor(() => expect(editor.session.playheadMs).toBeGreaterThan(400))
    expect(Math.abs(video()!.currentTime * 1000 - editor.session.playheadMs)).toBeLessThan(250)

    editor.pause()
    await vi.waitFor(() => expect(video()!.paused).toBe(true))
    // Scrubbing seeks the exact frame.
    editor.seek(1500)
    await vi.waitFor(() => expect(video()!.currentTime).toBeCloseTo(1.5, 1))
    URL.revokeObjectURL(url)
  })
})
