import { createRef, type ComponentProps } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { Editor, type EditorDocument } from '@podscene/core'
import { EditorProvider, Timebar, Timeline } from '@podscene/react'
import '@podscene/react/styles.css'
import { Timeline as XzTimeline, type TimelineState } from '@xzdarcy/react-timeline-editor'
import '@xzdarcy/react-timeline-editor/dist/react-timeline-editor.css'
import { countClipRenders } from './render-counter.ts'

export interface TimelineBenchResult {
  clips: number
  ours: {
    mountMs: number
    mounted: number
    visible: number
    playheadFrames: number
    playheadCommits: number
    clipRenders: number
    clipMounts: number
    /** Which commits (1-based, during the playhead run) re-rendered clips. */
    commitsWithRenders: number[]
    scrollFrames: number[]
    /** A Ctrl+wheel zoom gesture about the view's middle, one wheel event per frame. */
    zoomFrames: number[]
    /** One zoom button click per frame: each click lays the timeline out at the new zoom. */
    zoomClickFrames: number[]
  }
  theirs: { mountMs: number; mounted: number; scrollFrames: number[] }
}

declare global {
  interface Window {
    runTimelineBench?: (
      tracks: number,
      perTrack: number,
      frames: number,
    ) => Promise<TimelineBenchResult>
  }
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
/** Resolves after the next frame was painted (a frame, then a task after it). */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

type XzRows = ComponentProps<typeof XzTimeline>['editorData']

/** `tracks` × `perTrack` back-to-back clips of 0.9 s, one per second. */
function manyTracks(tracks: number, perTrack: number) {
  return Array.from({ length: tracks }, (_, t) => ({
    index: t,
    key: `t${t}`,
    type: 'main',
    layers: Array.from({ length: perTrack }, (_, i) => ({
      key: `c${t}-${i}`,
      type: t % 2 ? 'text' : 'image',
      timeline: { start: i * 1000, end: i * 1000 + 900 },
    })),
  }))
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom
}

/** Frame times (ms between frames) while `step(i)` runs once per frame. */
async function frameTimes(frames: number, step: (i: number) => void): Promise<number[]> {
  const times: number[] = []
  let last = await nextFrame()
  for (let i = 0; i < frames; i++) {
    step(i)
    const now = await nextFrame()
    times.push(now - last)
    last = now
  }
  return times
}

window.runTimelineBench = async (tracks, perTrack, frames) => {
  const counter = countClipRenders()
  const trackList = manyTracks(tracks, perTrack)
  const doc: EditorDocument = { aspect_ratio: 1, scene: { tracks: trackList } }

  // Ours: <Timebar/> + <Timeline/> over the Editor.
  const editor = new Editor(doc)
  const oursEl = document.getElementById('ours')!
  const t0 = performance.now()
  flushSync(() =>
    createRoot(oursEl).render(
      <EditorProvider editor={editor}>
        <div
          className="ps-scene-editor"
          style={{ display: 'flex', flexDirection: 'column', width: 1200, height: 700 }}
        >
          <Timebar />
          <Timeline />
        </div>
      </EditorProvider>,
    ),
  )
  await painted()
  const mountMs = performance.now() - t0
  for (let i = 0; i < 5; i++) await nextFrame()
  const region = oursEl.querySelector<HTMLElement>('[role="region"][aria-label="Timeline"]')!
  const scroll = region.querySelector<HTMLElement>('.ps-timeline__scroll')!
  const view = scroll.getBoundingClientRect()
  const clipEls = [...region.querySelectorAll<HTMLElement>('[data-layer-key]')]
  const visible = clipEls.filter((el) => overlaps(el.getBoundingClientRect(), view)).length

  // Let late first updates settle (live lint reports after its debounce).
  await new Promise((resolve) => setTimeout(resolve, 1500))
  await painted()
  // The playhead moving at 60 Hz (one setPlayhead per frame, as playback does).
  counter.reset()
  const duration = perTrack * 1000
  await frameTimes(frames, (i) => editor.setPlayhead(((i * 1000) / 60) % duration))
  const afterPlayhead = counter.get()

  // Scroll: down and right a little every frame.
  const scrollFrames = await frameTimes(frames, (i) => {
    scroll.scrollTop = (i * 23) % Math.max(1, scroll.scrollHeight - scroll.clientHeight)
    scroll.scrollLeft = (i * 7) % Math.max(1, scroll.scrollWidth - scroll.clientWidth)
  })
  // Zoom gesture: Ctrl+wheel (what a trackpad pinch sends) about the middle of the view, one
  // event per frame, four in then four out.
  const box = scroll.getBoundingClientRect()
  const zoomFrames = await frameTimes(frames, (i) =>
    scroll.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: i % 8 < 4 ? -100 : 100,
        ctrlKey: true,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
        bubbles: true,
        cancelable: true,
      }),
    ),
  )
  // Let the gesture settle (its one layout at the new zoom), then the zoom buttons: in and out,
  // one click per frame.
  await new Promise((resolve) => setTimeout(resolve, 300))
  await painted()
  const zoomIn = region.querySelector<HTMLButtonElement>('[aria-label="Zoom timeline in"]')!
  const zoomOut = region.querySelector<HTMLButtonElement>('[aria-label="Zoom timeline out"]')!
  const zoomClickFrames = await frameTimes(frames, (i) => (i % 8 < 4 ? zoomIn : zoomOut).click())

  // @xzdarcy/react-timeline-editor on the same data (seconds).
  const rows: XzRows = trackList.map((track) => ({
    id: track.key,
    actions: track.layers.map((layer) => ({
      id: layer.key,
      start: layer.timeline.start / 1000,
      end: layer.timeline.end / 1000,
      effectId: 'clip',
    })),
  }))
  const theirsEl = document.getElementById('theirs')!
  const ref = createRef<TimelineState>()
  const x0 = performance.now()
  flushSync(() =>
    createRoot(theirsEl).render(
      <XzTimeline
        ref={ref}
        editorData={rows}
        effects={{ clip: { id: 'clip', name: 'clip' } }}
        style={{ width: 1200, height: 700 }}
        autoScroll={false}
      />,
    ),
  )
  await painted()
  const theirsMount = performance.now() - x0
  for (let i = 0; i < 5; i++) await nextFrame()
  const theirsMounted = theirsEl.querySelectorAll('.timeline-editor-action').length
  const theirsScroll = await frameTimes(frames, (i) => {
    ref.current?.setScrollTop((i * 23) % (tracks * 32))
    ref.current?.setScrollLeft((i * 7) % 2000)
  })

  return {
    clips: tracks * perTrack,
    ours: {
      mountMs,
      mounted: clipEls.length,
      visible,
      playheadFrames: frames,
      playheadCommits: afterPlayhead.commits,
      clipRenders: afterPlayhead.updates,
      clipMounts: afterPlayhead.mounts,
      commitsWithRenders: afterPlayhead.commitsWithRenders,
      scrollFrames,
      zoomFrames,
      zoomClickFrames,
    },
    theirs: { mountMs: theirsMount, mounted: theirsMounted, scrollFrames: theirsScroll },
  }
}
