import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { expect } from 'vitest'
import { Editor, type EditorDocument, type Layer } from '@podscene/core'
import { EditorProvider, Timebar, Timeline, createUiStore, type UiStore } from '../../src/index.ts'
import { frames, pointer } from '../interaction/harness.tsx'
import '../../src/styles.css'

export function clipLayer(key: string, start: number, end: number, type = 'shape'): Layer {
  return { key, type, x: 0, y: 0, w: 100, h: 100, timeline: { start, end } }
}

/** Two tracks: `bg` (index 0, lasts the scene) under `a` 1000–3000 and `b` 4000–6000 (index 1). */
export function timedDocument(): EditorDocument {
  return {
    aspect_ratio: 1,
    scene: {
      tracks: [
        { index: 0, key: 'back', type: 'image', layers: [clipLayer('bg', 0, 0, 'image')] },
        {
          index: 1,
          key: 'front',
          type: 'main',
          layers: [clipLayer('a', 1000, 3000), clipLayer('b', 4000, 6000, 'text')],
        },
      ],
    },
  }
}

export interface TimelineHarness {
  editor: Editor
  ui: UiStore
  region: HTMLElement
  clip(key: string): HTMLElement
  handle(key: string, edge: 'start' | 'end'): HTMLElement
  /** Screen px per ms of the current zoom. */
  pxPerMs(): number
  /** Presses on `el`'s centre, moves by dx in steps, releases (unless `release` is false). */
  drag(
    el: HTMLElement,
    dx: number,
    options?: { release?: boolean; init?: PointerEventInit },
  ): Promise<void>
}

export async function mountTimeline(
  doc: EditorDocument = timedDocument(),
): Promise<TimelineHarness> {
  const editor = new Editor(doc)
  const ui = createUiStore()
  const screen = await render(
    <EditorProvider editor={editor} ui={ui}>
      <div className="ps-scene-editor" style={{ display: 'block', width: 900 }}>
        <Timebar />
        <Timeline />
      </div>
    </EditorProvider>,
  )
  await frames(3)
  const region = screen.getByRole('region', { name: 'Timeline' }).element() as HTMLElement
  const clip = (key: string) => {
    const el = region.querySelector<HTMLElement>(`[data-layer-key="${key}"]`)
    if (!el) throw new Error(`no clip ${key}`)
    return el
  }
  return {
    editor,
    ui,
    region,
    clip,
    handle: (key, edge) => clip(key).querySelector<HTMLElement>(`[data-edge="${edge}"]`)!,
    pxPerMs: () =>
      Number(region.querySelector<HTMLElement>('.ps-timeline__content')!.dataset.pxPerMs),
    async drag(el, dx, { release = true, init = {} } = {}) {
      const r = el.getBoundingClientRect()
      const from = { x: r.left + r.width / 2, y: r.top + r.height / 2 }
      pointer(el, 'pointerdown', from, init)
      const steps = 4
      for (let i = 1; i <= steps; i++) {
        pointer(el, 'pointermove', { x: from.x + (dx * i) / steps, y: from.y }, init)
        await frames(1)
      }
      if (release) {
        pointer(el, 'pointerup', { x: from.x + dx, y: from.y }, init)
        await frames(2)
      }
    },
  }
}

/** `b` (4000–6000, "Title") with two keyframes, a cross in and an enter preset with extra fields. */
export function animatedTitleDocument(): EditorDocument {
  const doc = timedDocument() as { scene: { tracks: { layers: unknown[] }[] } }
  doc.scene.tracks[1]!.layers[1] = {
    ...clipLayer('b', 4000, 6000, 'text'),
    name: 'Title',
    timeline: {
      start: 4000,
      end: 6000,
      key_frames: [
        { timestamp: 0, func: 'linear', properties: { alpha: 0 } },
        { timestamp: 500, properties: { alpha: 1 }, extra: 'kept' },
      ],
      cross: { in: ['fade'], in_time: 300, note: null },
    },
    prop: { animationInfo: { enter: { duration: 400, effectType: 'zoom-in', speed: 2 } } },
  }
  return doc as unknown as EditorDocument
}

export const el = (root: ParentNode, selector: string) => {
  const found = root.querySelector<HTMLElement>(selector)
  if (!found) throw new Error(`no ${selector}`)
  return found
}

/** Mounts `animatedTitleDocument()` and opens the keyframe lane of `b` ("Title"). */
export async function openKeyframeLane() {
  const h = await mountTimeline(animatedTitleDocument())
  const toggle = page.getByRole('button', { name: 'Keyframes of Title' })
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'false')
  await userEvent.click(toggle)
  await expect.element(toggle).toHaveAttribute('aria-expanded', 'true')
  const lane = () => el(h.region, '[data-keyframe-lane="b"]')
  const diamond = (i: number) => el(lane(), `[data-keyframe-index="${i}"]`)
  return { ...h, lane, diamond }
}
