// Keyframes by value (issue 30): the inspector's Keyframes table edited with real input, a click
// on a diamond or a row moves the playhead, Previous / Next keyframe by shortcut and palette.
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { serialize, type EditorDocument } from '@podscene/core'
import { SceneEditor, type SceneEditorHandle } from '../../src/index.ts'
import '../../src/styles.css'

const full = { x: 0, y: 0, w: 200, h: 200, r: 0, alpha: 1, scale: 1 }

/** A red box "Box" (4:3 canvas, 1440×1080) from 1000 ms with keyframes at 0 and 1000 ms. */
const doc = (): EditorDocument =>
  ({
    aspect_ratio: 4,
    scene: {
      tracks: [
        {
          index: 0,
          key: 't',
          layers: [
            {
              type: 'shape',
              key: 'a',
              name: 'Box',
              ...full,
              prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
              timeline: {
                start: 1000,
                end: 5000,
                key_frames: [
                  { timestamp: 0, func: 'linear', properties: { ...full } },
                  { timestamp: 1000, func: 'linear', properties: { ...full, x: 600 } },
                ],
              },
            },
          ],
        },
      ],
    },
  }) as EditorDocument

async function mount() {
  const ref = createRef<SceneEditorHandle>()
  await render(
    <div style={{ width: 1400, height: 800 }}>
      <SceneEditor ref={ref} defaultValue={doc()} />
    </div>,
  )
  await expect.poll(() => ref.current).not.toBeNull()
  const editor = ref.current!.editor
  const keyframes = () => editor.getLayer('a')!.layer.timeline!.key_frames!
  return { handle: ref.current!, editor, keyframes }
}

const row = (ms: number) => page.getByRole('group', { name: `Keyframe at ${ms} ms`, exact: true })

/** Types into a field of a row and commits with Enter (or Tab: leaving the field). */
async function edit(ms: number, label: string, value: string, commit = '{Enter}') {
  const input = row(ms).getByLabelText(label, { exact: true })
  await userEvent.clear(input)
  await userEvent.type(input, `${value}${commit}`)
}

/** The colour at a canvas point of the exported frame (at the playhead). */
async function colourAt(handle: SceneEditorHandle, x: number, y: number): Promise<number[]> {
  const bitmap = await createImageBitmap(await handle.exportPng())
  const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!
  ctx.drawImage(bitmap, 0, 0)
  return [...ctx.getImageData(x, y, 1, 1).data]
}
const RED = [255, 0, 0, 255]

describe('Keyframes table', () => {
  it('lists each keyframe as a row and edits every field with real input, one undo step each', async () => {
    const { handle, editor, keyframes } = await mount()
    editor.select(['a'])
    editor.setPlayhead(1000)
    await expect.element(row(0)).toBeVisible()
    await expect.element(row(1000)).toBeVisible()
    const before = serialize(editor.document)

    // X: the document, the canvas, and one Undo.
    expect(await colourAt(handle, 100, 100)).toEqual(RED)
    await edit(0, 'X', '400')
    expect(keyframes()[0]!.properties).toEqual({ ...full, x: 400 })
    await expect.poll(() => colourAt(handle, 500, 100)).toEqual(RED)
    expect(await colourAt(handle, 100, 100)).not.toEqual(RED)
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
    await expect.poll(() => colourAt(handle, 100, 100)).toEqual(RED)

    const fields: [string, string, string, number][] = [
      ['Y', '50', 'y', 50],
      ['Width', '250', 'w', 250],
      ['Height', '120', 'h', 120],
      ['Rotation', '15', 'r', 15],
      ['Opacity', '0.5', 'alpha', 0.5],
      ['Scale', '1.5', 'scale', 1.5],
    ]
    for (const [label, typed, property, value] of fields) {
      // Half by Enter, half by leaving the field.
      await edit(0, label, typed, property === 'h' || property === 'alpha' ? '{Tab}' : '{Enter}')
      expect(keyframes()[0]!.properties).toEqual({ ...full, [property]: value })
      editor.undo()
      expect(serialize(editor.document)).toBe(before)
    }

    // Opacity on the canvas: the box is no longer solid red, and is again after Undo.
    await edit(0, 'Opacity', '0.5')
    await expect.poll(() => colourAt(handle, 100, 100)).not.toEqual(RED)
    expect((await colourAt(handle, 100, 100))[0]).toBeGreaterThan(0)
    editor.undo()
    await expect.poll(() => colourAt(handle, 100, 100)).toEqual(RED)

    // Time (ms): the row is renamed after its keyframe's new time.
    await edit(1000, 'Time (ms)', '1500')
    expect(keyframes()[1]!.timestamp).toBe(1500)
    await expect.element(row(1500)).toBeVisible()
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
    await expect.element(row(1000)).toBeVisible()

    // Easing: the named easings, one undo step.
    await userEvent.selectOptions(row(0).getByLabelText('Easing', { exact: true }), 'ease-in')
    expect(keyframes()[0]!.func).toBe('ease-in')
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('refuses an invalid value with the range beside the field, changing nothing', async () => {
    const { editor } = await mount()
    editor.select(['a'])
    const before = serialize(editor.document)
    await edit(0, 'Opacity', '2')
    await expect.element(row(0).getByText('Opacity must be 0–1, got 2')).toHaveRole('alert')
    await edit(0, 'Width', '-5')
    await expect.element(row(0).getByText('Width must be ≥ 0, got -5')).toHaveRole('alert')
    await edit(1000, 'Time (ms)', '-1')
    await expect.element(row(1000).getByRole('alert')).toHaveTextContent('≥ 0')
    expect(serialize(editor.document)).toBe(before)
    expect(editor.canUndo()).toBe(false)
  })

  it('a click on a lane diamond or a table row moves the playhead onto the keyframe', async () => {
    const { editor } = await mount()
    editor.select(['a'])
    const slider = page.getByRole('slider', { name: 'Playhead' })
    await userEvent.click(page.getByRole('button', { name: 'Keyframes of Box' }))
    const diamond = page.getByRole('button', { name: 'Keyframe at 1000 ms of Box' })
    await userEvent.click(diamond)
    await expect.element(slider).toHaveAttribute('aria-valuenow', '2000')
    await expect.element(diamond).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(row(0).getByLabelText('Time (ms)', { exact: true }))
    await expect.element(slider).toHaveAttribute('aria-valuenow', '1000')
    await expect.element(row(0)).toHaveAttribute('aria-current', 'true')
  })

  it('Previous / Next keyframe by J / K and from the palette', async () => {
    const { editor } = await mount()
    editor.select(['a'])
    const slider = page.getByRole('slider', { name: 'Playhead' })
    const canvas = page.getByRole('application', { name: 'Scene canvas' })
    ;(canvas.element() as HTMLElement).focus()
    await userEvent.keyboard('k')
    await expect.element(slider).toHaveAttribute('aria-valuenow', '1000')
    await userEvent.keyboard('k')
    await expect.element(slider).toHaveAttribute('aria-valuenow', '2000')
    await userEvent.keyboard('j')
    await expect.element(slider).toHaveAttribute('aria-valuenow', '1000')

    await userEvent.keyboard('{Control>}k{/Control}')
    const dialog = page.getByRole('dialog', { name: 'Command palette' })
    await userEvent.keyboard('next keyframe')
    await expect.element(dialog.getByRole('option').first()).toHaveAccessibleName('Next keyframe')
    await expect
      .element(
        dialog
          .getByRole('option')
          .first()
          .element()
          .querySelector<HTMLElement>('[data-visual-text]')!,
      )
      .toHaveAttribute('data-visual-text', 'K')
    await userEvent.keyboard('{Enter}')
    await expect.element(slider).toHaveAttribute('aria-valuenow', '2000')
    await userEvent.keyboard('{Control>}k{/Control}')
    await userEvent.keyboard('previous keyframe{Enter}')
    await expect.element(slider).toHaveAttribute('aria-valuenow', '1000')
  })
})
