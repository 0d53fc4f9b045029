import { describe, expect, it } from 'vitest'
import { frames, mountEditor, pointer, rect, template } from './harness.tsx'

function wheel(target: EventTarget, p: { x: number; y: number }, init: WheelEventInit) {
  target.dispatchEvent(
    new WheelEvent('wheel', {
      bubbles: true,
      cancelable: true,
      clientX: p.x,
      clientY: p.y,
      ...init,
    }),
  )
}

function touch(target: EventTarget, type: string, id: number, p: { x: number; y: number }) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: p.x,
      clientY: p.y,
      pointerId: id,
      pointerType: 'touch',
      isPrimary: id === 1,
      button: type === 'pointermove' ? -1 : 0,
      buttons: type === 'pointerup' ? 0 : 1,
    }),
  )
}

describe('zoom and pan of the viewport', () => {
  it('Ctrl+wheel zooms about the pointer: the canvas point under it stays put', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 100, 100)]))
    const at = h.client(400, 300)
    wheel(h.target, at, { deltaY: -50, ctrlKey: true })
    const zoom = h.editor.getState().session.zoom
    expect(zoom).toBeCloseTo(Math.exp(0.5))
    const after = h.client(400, 300)
    expect(after.x).toBeCloseTo(at.x)
    expect(after.y).toBeCloseTo(at.y)
    expect(h.editor.canUndo()).toBe(false)
  })

  it('a plain wheel pans; space-drag pans; neither touches the document', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 100, 100)]))
    wheel(h.target, h.client(10, 10), { deltaX: 30, deltaY: 40 })
    expect(h.ui.getState()).toMatchObject({ panX: -30, panY: -40 })
    h.interaction.setSpaceHeld(true)
    const start = h.client(150, 150)
    pointer(h.target, 'pointerdown', start)
    pointer(h.target, 'pointermove', { x: start.x + 25, y: start.y + 5 })
    pointer(h.target, 'pointerup', { x: start.x + 25, y: start.y + 5 })
    h.interaction.setSpaceHeld(false)
    expect(h.ui.getState()).toMatchObject({ panX: -5, panY: -35 })
    expect(h.editor.getLayer('a')!.layer.x).toBe(100)
  })

  it('two-finger pinch zooms by the change of distance about the midpoint', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 100, 100)]))
    const mid = h.client(300, 200)
    touch(h.target, 'pointerdown', 1, { x: mid.x - 50, y: mid.y })
    touch(h.target, 'pointerdown', 2, { x: mid.x + 50, y: mid.y })
    touch(h.target, 'pointermove', 1, { x: mid.x - 100, y: mid.y })
    touch(h.target, 'pointermove', 2, { x: mid.x + 100, y: mid.y })
    touch(h.target, 'pointerup', 1, { x: mid.x - 100, y: mid.y })
    touch(h.target, 'pointerup', 2, { x: mid.x + 100, y: mid.y })
    await frames(1)
    expect(h.editor.getState().session.zoom).toBeCloseTo(2)
    const after = h.client(300, 200)
    expect(after.x).toBeCloseTo(mid.x)
    expect(after.y).toBeCloseTo(mid.y)
    expect(h.interaction.activeGesture).toBeNull()
  })

  it('the Fit button shows the whole canvas centred below the canvas toolbar', async () => {
    const h = await mountEditor(template([rect('a', 100, 100, 100, 100)]), {
      width: 960,
      height: 540,
    })
    await h.setView(3, -500, -500)
    document.querySelector<HTMLButtonElement>('button[aria-label="Zoom in"]')!.click()
    expect(h.editor.getState().session.zoom).toBeCloseTo(3.75)
    ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Fit')!.click()
    const toolbar = document.querySelector<HTMLElement>(
      '[role="toolbar"][aria-label="Canvas tools"]',
    )!
    const toolbarBottom = toolbar.offsetTop + toolbar.offsetHeight
    expect(toolbarBottom).toBeGreaterThan(24)
    const top = toolbarBottom + 8
    const zoom = Math.min(912 / 1920, (540 - 24 - top) / 1080)
    expect(h.editor.getState().session.zoom).toBeCloseTo(zoom)
    expect(h.ui.getState().panX).toBeCloseTo((960 - 1920 * zoom) / 2)
    expect(h.ui.getState().panY).toBeCloseTo(top + (540 - 24 - top - 1080 * zoom) / 2)
    // The toolbar covers none of the fitted canvas.
    expect(h.ui.getState().panY).toBeGreaterThanOrEqual(toolbarBottom)
  })
})
