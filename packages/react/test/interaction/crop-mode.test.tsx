import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import type { Layer } from '@podscene/core'
import { defaultActions, runAction } from '../../src/index.ts'
import { frames, layerOf, mountEditor, template, type Harness } from './harness.tsx'
import { twoColourImage } from '../render/helpers.tsx'

const photo = (): Layer => ({
  key: 'photo',
  type: 'image',
  x: 100,
  y: 100,
  w: 400,
  h: 200,
  fit_mode: 'fill',
  path: twoColourImage(400, 200, '#ff0000', '#0000ff'),
})

const app = () => page.getByRole('application', { name: 'Scene canvas' })
const cropGroup = () => page.getByRole('group', { name: 'Crop' })

/** Position inside the canvas element of canvas point (x, y). */
function at(h: Harness, x: number, y: number) {
  const box = app().element().getBoundingClientRect()
  const p = h.client(x, y)
  return { x: p.x - box.left, y: p.y - box.top }
}

const handle = (name: string) =>
  page.elementLocator(document.querySelector(`[data-crop-handle="${name}"]`)!)

describe('crop mode', () => {
  it('a double-click enters it; dragging a handle crops, dragging the media pans, one undo step each', async () => {
    const h = await mountEditor(template([photo()]))
    await userEvent.dblClick(app(), { position: at(h, 300, 200) })
    await expect.element(cropGroup()).toBeVisible()
    // The layer itself is left out of the canvas while its crop shows.
    expect(h.stage.findOne('#photo')).toBeUndefined()

    // Right edge from x = 500 to x = 400: the right quarter of the picture is cut off.
    await userEvent.dragAndDrop(handle('e'), app(), { targetPosition: at(h, 400, 200) })
    await frames(2)
    expect(layerOf(h.editor, 'photo').crop).toEqual({ x: 0, y: 0, w: 0.75, h: 1 })
    expect(layerOf(h.editor, 'photo')).toMatchObject({ x: 100, y: 100, w: 300, h: 200 })
    expect(h.editor.historyDepth.undo).toBe(1)

    // Drag the picture 50 px left under the crop: it now starts 50 px before the crop.
    const window = page.elementLocator(document.querySelector('[data-crop-window]')!)
    await userEvent.dragAndDrop(window, app(), { targetPosition: at(h, 200, 200) })
    await frames(2)
    expect(layerOf(h.editor, 'photo').crop).toEqual({ x: 0.125, y: 0, w: 0.75, h: 1 })
    expect(layerOf(h.editor, 'photo')).toMatchObject({ x: 100, w: 300 })
    expect(h.editor.historyDepth.undo).toBe(2)

    await userEvent.keyboard('{Escape}')
    await expect.element(cropGroup()).not.toBeInTheDocument()
    await frames(2)
    expect(h.stage.findOne('#photo')).toBeDefined()
    h.editor.undo()
    expect(layerOf(h.editor, 'photo').crop).toEqual({ x: 0, y: 0, w: 0.75, h: 1 })
  })

  it('the Crop action enters it for a selected image; a press outside the media ends it', async () => {
    const h = await mountEditor(template([photo()]))
    const crop = defaultActions.find((a) => a.id === 'crop')!
    const ui = { store: h.ui, readOnly: false }
    expect(crop.enabled!(h.editor, ui)).toBe(false)
    h.editor.select(['photo'])
    expect(crop.enabled!(h.editor, ui)).toBe(true)
    // A rotated picture has no crop mode (its overlay would not line up).
    h.editor.setGeometry('photo', { r: 10 })
    expect(crop.enabled!(h.editor, ui)).toBe(false)
    h.editor.undo()
    runAction(crop, h.editor, ui)
    await expect.element(cropGroup()).toBeVisible()
    await userEvent.click(cropGroup(), { position: at(h, 800, 450) })
    await expect.element(cropGroup()).not.toBeInTheDocument()
    expect(h.editor.canUndo()).toBe(false)
  })
})
