import { afterAll, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, serialize, tracksOfDocument, type EditorDocument } from '@podscene/core'
import {
  EditorProvider,
  MediaCache,
  MediaCacheProvider,
  Timeline,
  WaveformView,
} from '../../src/index.ts'
import { frames, pointer } from '../interaction/harness.tsx'
import { burstWavUrl } from '../playback/wav.ts'

const wav = burstWavUrl(4)
afterAll(() => URL.revokeObjectURL(wav))

function doc(): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: {
      audio_script: { url: wav },
      tracks: [
        {
          index: 0,
          key: 't',
          layers: [
            {
              key: 'subs',
              name: 'Karaoke',
              type: 'subtitle',
              timeline: { start: 0, end: 4000 },
              subtitle: {
                word_seq: [
                  { text: 'hello', start: 0, end: 300, key: 'w0' },
                  { text: 'big', start: 500, end: 800 },
                  { text: 'world', start: 1000, end: 1300 },
                ],
              },
            },
          ],
        },
      ],
    },
  } as EditorDocument
}

async function mount(editor = new Editor(doc())) {
  const cache = new MediaCache({ peaks: undefined })
  await render(
    <MediaCacheProvider cache={cache}>
      <EditorProvider editor={editor}>
        <div style={{ width: 1000 }}>
          <WaveformView />
        </div>
      </EditorProvider>
    </MediaCacheProvider>,
  )
  const region = page.getByRole('region', { name: 'Waveform' }).element() as HTMLElement
  await vi.waitFor(() => {
    expect(region.getAttribute('data-duration-ms')).toBe('4000')
    expect(region.getAttribute('data-state')).toBe('ready')
  })
  return { editor, region, lane: region.querySelector('.ps-waveform__lane') as HTMLElement }
}

const wordsOf = (editor: Editor) =>
  tracksOfDocument(editor.document)[0]!.layers![0]!.subtitle!.word_seq!

/** Word regions live in wavesurfer's shadow root. */
function wordRegions(region: HTMLElement): HTMLElement[] {
  const host = region.querySelector('.ps-waveform__wave > div') as HTMLElement | null
  const root = host?.shadowRoot ?? host
  return [...(root?.querySelectorAll<HTMLElement>('[data-word-index]') ?? [])]
}

describe('<WaveformView/>', () => {
  it('draws the scene sound fitted to its width and seeks where it is clicked', async () => {
    const { editor, region, lane } = await mount()
    expect(region.textContent).not.toContain('No sound')
    await frames(3)
    const rect = lane.getBoundingClientRect()
    // Fitted: the lane's width is 4000 ms, so a click a quarter in is 1 s.
    const wave = region.querySelector('.ps-waveform__wave > div') as HTMLElement
    const x = rect.left + rect.width / 4
    const target = wave.shadowRoot!.elementFromPoint(x, rect.top + 20) as HTMLElement
    pointer(target, 'pointerdown', { x, y: rect.top + 20 })
    pointer(target, 'pointerup', { x, y: rect.top + 20 })
    target.dispatchEvent(
      new MouseEvent('click', {
        bubbles: true,
        composed: true,
        clientX: x,
        clientY: rect.top + 20,
      }),
    )
    await vi.waitFor(() =>
      expect(Math.abs(editor.getState().session.playheadMs - 1000)).toBeLessThan(20),
    )
  })

  it('shows the selected subtitle words; a drag retimes one word in one undo step', async () => {
    const editor = new Editor(doc())
    const { region, lane } = await mount(editor)
    expect(wordRegions(region)).toHaveLength(0)
    editor.select(['subs'])
    await vi.waitFor(() => expect(wordRegions(region)).toHaveLength(3))
    expect(region.textContent).toContain('Words: Karaoke')
    const before = serialize(editor.document)
    const word = wordRegions(region)[1]!
    expect(word.getAttribute('aria-label')).toBe('big 0:00.50–0:00.80')
    const r = word.getBoundingClientRect()
    const from = { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    // Fitted: 4000 ms over the lane; drag 20 px (Alt: exact, no snapping to a quiet point).
    const msPerPx = 4000 / lane.clientWidth
    pointer(word, 'pointerdown', from, { altKey: true })
    for (let i = 1; i <= 4; i++) {
      pointer(document, 'pointermove', { x: from.x + i * 5, y: from.y }, { altKey: true })
      await frames(1)
    }
    pointer(document, 'pointerup', { x: from.x + 20, y: from.y }, { altKey: true })
    const moved = Math.round(20 * msPerPx)
    await vi.waitFor(() => {
      const w = wordsOf(editor)[1]!
      expect(Math.abs(w.start! - (500 + moved))).toBeLessThanOrEqual(1)
      expect(w.end! - w.start!).toBe(300)
    })
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('a word dragged into its neighbour stops at it', async () => {
    const editor = new Editor(doc())
    editor.select(['subs'])
    const { region } = await mount(editor)
    await vi.waitFor(() => expect(wordRegions(region)).toHaveLength(3))
    const word = wordRegions(region)[1]!
    const r = word.getBoundingClientRect()
    const from = { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    pointer(word, 'pointerdown', from, { altKey: true })
    for (let i = 1; i <= 6; i++) {
      pointer(document, 'pointermove', { x: from.x + i * 20, y: from.y }, { altKey: true })
      await frames(1)
    }
    pointer(document, 'pointerup', { x: from.x + 120, y: from.y }, { altKey: true })
    await vi.waitFor(() =>
      expect(wordsOf(editor)[1]).toMatchObject({
        start: 700,
        end: 1000,
      }),
    )
  })

  it('double-click edits a word text; Escape cancels, Enter commits', async () => {
    const editor = new Editor(doc())
    editor.select(['subs'])
    const { region } = await mount(editor)
    await vi.waitFor(() => expect(wordRegions(region)).toHaveLength(3))
    const word = wordRegions(region)[2]!
    word.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }))
    const input = page.getByRole('textbox', { name: 'Word text' })
    await expect.element(input).toHaveValue('world')
    const el = input.element() as HTMLInputElement
    el.value = 'planet'
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await vi.waitFor(() => expect(wordsOf(editor)[2]!.text).toBe('planet'))
  })

  it('says when the scene has no sound', async () => {
    const d = doc()
    delete (d.scene as { audio_script?: unknown }).audio_script
    const editor = new Editor(d)
    await render(
      <EditorProvider editor={editor}>
        <WaveformView />
      </EditorProvider>,
    )
    await expect.element(page.getByText('No sound in this scene')).toBeVisible()
  })
})

describe('<WaveformView/> under a <Timeline/>', () => {
  it('follows a zoom gesture in progress: its playhead stays under the timeline playhead', async () => {
    const editor = new Editor(doc())
    const cache = new MediaCache({ peaks: undefined })
    await render(
      <MediaCacheProvider cache={cache}>
        <EditorProvider editor={editor}>
          <div style={{ width: 1000, height: 400, display: 'flex', flexDirection: 'column' }}>
            <Timeline />
            <WaveformView />
          </div>
        </EditorProvider>
      </MediaCacheProvider>,
    )
    const region = page.getByRole('region', { name: 'Waveform' }).element() as HTMLElement
    await vi.waitFor(() => expect(region.getAttribute('data-state')).toBe('ready'))
    editor.seek(2500)
    await frames(2)
    const timeline = page.getByRole('region', { name: 'Timeline' }).element() as HTMLElement
    const scroll = timeline.querySelector<HTMLElement>('.ps-timeline__scroll')!
    const lines = () => [
      timeline.querySelector('.ps-timeline__playhead')!.getBoundingClientRect().left,
      region.querySelector('.ps-waveform__playhead')!.getBoundingClientRect().left,
    ]
    // The two lines are drawn 1 px apart (their borders); that offset must hold throughout.
    const [before, soundBefore] = lines()
    const offset = soundBefore! - before!
    expect(Math.abs(offset)).toBeLessThanOrEqual(1)
    const box = scroll.getBoundingClientRect()
    scroll.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -250,
        ctrlKey: true,
        clientX: box.left + 300,
        clientY: box.top + 40,
        bubbles: true,
        cancelable: true,
      }),
    )
    await frames(1)
    const content = timeline.querySelector('.ps-timeline__content')!
    expect(content.hasAttribute('data-zoom-preview')).toBe(true)
    const [during, soundDuring] = lines()
    expect(during).not.toBeCloseTo(before!, 0)
    expect(soundDuring! - offset).toBeCloseTo(during!, 0)
    await vi.waitFor(() => expect(content.hasAttribute('data-zoom-preview')).toBe(false))
    await frames(2)
    const [after, soundAfter] = lines()
    expect(after).toBeCloseTo(during!, 0)
    expect(soundAfter! - offset).toBeCloseTo(after!, 0)
    expect(region.querySelector<HTMLElement>('.ps-waveform__wave')!.style.scale).toBe('')
  })
})
