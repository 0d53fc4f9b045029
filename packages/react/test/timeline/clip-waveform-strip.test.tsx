import { afterAll, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument } from '@podscene/core'
import { EditorProvider, MediaCache, MediaCacheProvider, Timeline } from '../../src/index.ts'
import { frames } from '../interaction/harness.tsx'
import { pcmWavUrl } from '../playback/wav.ts'
import '../../src/styles.css'

// Four seconds: a loud tone for the first two, silence for the last two.
const halfSilent = pcmWavUrl(4, (i, rate) =>
  i / rate < 2 ? Math.sin((2 * Math.PI * 440 * i) / rate) * 0.8 : 0,
)
afterAll(() => URL.revokeObjectURL(halfSilent))

function audioDocument(prop: Record<string, unknown> = {}, end = 4000): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: {
      tracks: [
        {
          index: 0,
          key: 'sound',
          type: 'audio',
          layers: [
            {
              key: 'voice',
              name: 'Voice',
              type: 'audio',
              path: halfSilent,
              prop,
              timeline: { start: 0, end },
            },
            {
              key: 'box',
              name: 'Box',
              type: 'shape',
              x: 0,
              y: 0,
              w: 10,
              h: 10,
              timeline: { start: 0, end: 4000 },
            },
          ],
        },
      ],
    },
  } as EditorDocument
}

/** Height in device px of the drawn bar in each column band (left to right) of a strip. */
function barHeights(canvas: HTMLCanvasElement, bands: number): number[] {
  const ctx = canvas.getContext('2d')!
  const { width, height } = canvas
  const pixels = ctx.getImageData(0, 0, width, height).data
  return Array.from({ length: bands }, (_, b) => {
    let tallest = 0
    for (let x = Math.floor((b * width) / bands); x < Math.floor(((b + 1) * width) / bands); x++) {
      let filled = 0
      for (let y = 0; y < height; y++) if (pixels[(y * width + x) * 4 + 3]! > 0) filled++
      if (filled > tallest) tallest = filled
    }
    return tallest
  })
}

async function mountStrip(doc: EditorDocument) {
  const editor = new Editor(doc)
  const screen = await render(
    <MediaCacheProvider cache={new MediaCache({ peaks: undefined })}>
      <EditorProvider editor={editor}>
        <div className="ps-scene-editor" style={{ display: 'block', width: 900 }}>
          <Timeline />
        </div>
      </EditorProvider>
    </MediaCacheProvider>,
  )
  await frames(2)
  const region = screen.container.querySelector('[data-layer-key="voice"]') as HTMLElement
  const strip = () => region.querySelector<HTMLCanvasElement>('canvas.ps-timeline__clip-strip')!
  await vi.waitFor(() => expect(strip()?.getAttribute('data-state')).toBe('ready'), {
    timeout: 10_000,
  })
  await frames(2)
  return { clip: region, strip: strip(), screen, editor }
}

describe('waveform strips on timeline clips', () => {
  it('an audio clip draws high bars where its sound is loud and flat ones where it is silent', async () => {
    const { strip } = await mountStrip(audioDocument())
    const heights = barHeights(strip, 8)
    const full = strip.height
    // 0–2 s loud (bands 0–3), 2–4 s silent (bands 4–7); band edges keep off the 2 s boundary.
    for (const h of heights.slice(0, 3)) expect(h).toBeGreaterThan(full * 0.6)
    for (const h of heights.slice(5))
      expect(h).toBeLessThanOrEqual(Math.ceil(window.devicePixelRatio) + 1)
  })

  it('draws the slice of the media prop.clip selects, not the file from its start', async () => {
    // The layer plays media 1–3 s over scene 0–2 s: loud, then silent from scene 1 s.
    const { strip } = await mountStrip(audioDocument({ clip: { start: 1000, end: 3000 } }, 2000))
    const heights = barHeights(strip, 8)
    for (const h of heights.slice(0, 3)) expect(h).toBeGreaterThan(strip.height * 0.6)
    for (const h of heights.slice(5))
      expect(h).toBeLessThanOrEqual(Math.ceil(window.devicePixelRatio) + 1)
  })

  it('a clip without sound has no strip', async () => {
    const { screen } = await mountStrip(audioDocument())
    const box = screen.container.querySelector('[data-layer-key="box"]')!
    expect(box.querySelector('canvas.ps-timeline__clip-strip')).toBeNull()
  })

  it('is sized to the clip, and is not redrawn when the playhead moves', async () => {
    const { clip, strip, editor } = await mountStrip(audioDocument())
    const clipWidth = clip.getBoundingClientRect().width
    expect(Math.abs(strip.getBoundingClientRect().width - clipWidth)).toBeLessThan(4)
    const fillRect = vi.spyOn(CanvasRenderingContext2D.prototype, 'fillRect')
    try {
      editor.seek(1500)
      editor.seek(2500)
      await frames(3)
      expect(editor.getState().session.playheadMs).toBe(2500)
      expect(fillRect).not.toHaveBeenCalled()
    } finally {
      fillRect.mockRestore()
    }
  })
})
