import { createRef } from 'react'
import type Konva from 'konva'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument, type Layer } from '@podscene/core'
import type { CanvasInteraction, SceneCanvasHandle } from '../../src/index.ts'
import {
  EditorCanvas,
  EditorProvider,
  LayerList,
  createUiStore,
  type UiStore,
} from '../../src/index.ts'
import '../../src/styles.css'

/** A 16:9 template with one track holding the given layers (bottom first). */
export function template(layers: Layer[]): EditorDocument {
  return { aspect_ratio: 1, scene: { tracks: [{ index: 0, key: 'main', type: 'main', layers }] } }
}

export function rect(
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
  color = '#ff0000',
): Layer {
  return { key, type: 'shape', x, y, w, h, prop: { shapeInfo: { type: 'rect', color } } }
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}

export async function frames(n = 2): Promise<void> {
  for (let i = 0; i < n; i++) await nextFrame()
}

/**
 * Waits until `count()` stays the same for `still` frames in a row (at most 300 frames): code,
 * fonts and media that arrive late render or draw once, and a test counting a gesture's own
 * renders or draws starts after them.
 */
export async function untilStill(count: () => number, still = 5): Promise<void> {
  let last = count()
  let unchanged = 0
  for (let i = 0; i < 300 && unchanged < still; i++) {
    await nextFrame()
    const now = count()
    unchanged = now === last ? unchanged + 1 : 0
    last = now
  }
}

export interface Harness {
  editor: Editor
  ui: UiStore
  interaction: CanvasInteraction
  /** The editor's SceneCanvas. */
  canvas: SceneCanvasHandle
  stage: Konva.Stage
  /** The element Konva listens on: events dispatched here bubble to window. */
  target: HTMLElement
  /** Client coordinates of a canvas point under the current view. */
  client(x: number, y: number): { x: number; y: number }
  /** Sets zoom and pan (screen px = canvas px × zoom + pan) and waits for the redraw. */
  setView(zoom: number, panX: number, panY: number): Promise<void>
  /** Commit notifications of the Editor store since the last reset. */
  commits: { count: number }
}

/** Mounts an EditorCanvas (and a LayerList) of `width`×`height` screen px over `doc`. */
export async function mountEditor(
  doc: EditorDocument,
  { width = 960, height = 540, readOnly = false } = {},
): Promise<Harness> {
  const editor = new Editor(doc)
  const ui = createUiStore()
  let interaction: CanvasInteraction | null = null
  const commits = { count: 0 }
  const canvas = createRef<SceneCanvasHandle>()
  editor.subscribe(() => commits.count++)
  await render(
    <EditorProvider editor={editor} ui={ui}>
      <div style={{ display: 'flex' }}>
        <div style={{ width: 240, flex: 'none' }}>
          <LayerList />
        </div>
        <div style={{ width, height, display: 'grid', flex: 'none' }}>
          <EditorCanvas
            readOnly={readOnly}
            canvasRef={canvas}
            onInteractionReady={(i) => {
              interaction = i
            }}
          />
        </div>
      </div>
    </EditorProvider>,
  )
  for (let i = 0; i < 50 && !interaction; i++) await nextFrame()
  if (!interaction) throw new Error('the canvas interaction did not start')
  const ready = interaction as CanvasInteraction
  const stage = ready.stage
  const harness: Harness = {
    editor,
    ui,
    interaction: ready,
    get canvas() {
      if (!canvas.current) throw new Error('the scene canvas is not mounted')
      return canvas.current
    },
    stage,
    target: stage.content.querySelector('canvas') ?? stage.content,
    client(x, y) {
      const rect = stage.container().getBoundingClientRect()
      const zoom = editor.getState().session.zoom
      const { panX, panY } = ui.getState()
      return { x: rect.left + panX + x * zoom, y: rect.top + panY + y * zoom }
    },
    async setView(zoom, panX, panY) {
      editor.setZoom(zoom)
      ui.setPan(panX, panY)
      await frames(2)
    },
    commits,
  }
  await harness.setView(1, 0, 0)
  return harness
}

type PointerKind = 'pointerdown' | 'pointermove' | 'pointerup'

/** Dispatches a primary-mouse pointer event (and its mouse twin, as browsers do) at client (x, y). */
export function pointer(
  target: EventTarget,
  type: PointerKind,
  p: { x: number; y: number },
  init: PointerEventInit = {},
): void {
  const pressed = type !== 'pointerup'
  const base = {
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: p.x,
    clientY: p.y,
    button: type === 'pointermove' ? -1 : 0,
    buttons: pressed ? 1 : 0,
    ...init,
  }
  target.dispatchEvent(
    new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', isPrimary: true, ...base }),
  )
  const mouse = { pointerdown: 'mousedown', pointermove: 'mousemove', pointerup: 'mouseup' }[type]
  target.dispatchEvent(new MouseEvent(mouse, { ...base, button: Math.max(0, base.button) }))
}

/** Presses at `from`, moves in `steps` to `to` (frames between moves), optionally releases. */
export async function drag(
  h: Harness,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { steps = 4, release = true, init = {} as PointerEventInit } = {},
): Promise<void> {
  pointer(h.target, 'pointerdown', from, init)
  for (let i = 1; i <= steps; i++) {
    const t = i / steps
    pointer(
      h.target,
      'pointermove',
      { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t },
      init,
    )
    await nextFrame()
  }
  if (release) {
    pointer(h.target, 'pointerup', to, init)
    await frames(2)
  }
}

export function layerOf(editor: Editor, key: string): Layer {
  const found = editor.getLayer(key)
  if (!found) throw new Error(`no layer ${key}`)
  return found.layer
}

export function key(name: string, init: KeyboardEventInit = {}): KeyboardEvent {
  return new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init })
}
