import Konva from 'konva'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { Editor, EditorDocument } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import '../../src/styles.css'

/** A 16:9 scene with one planted problem: the shape `late` is off the canvas from 1 s to 3 s. */
const planted = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't0',
        type: 'main',
        layers: [
          { key: 'bg', type: 'color', x: 0, y: 0, w: 1920, h: 1080, color: '#112233' },
          {
            key: 'late',
            type: 'shape',
            x: 5000,
            y: 100,
            w: 200,
            h: 100,
            timeline: { start: 1000, end: 3000 },
            prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
          },
          {
            key: 'title',
            type: 'text',
            x: 200,
            y: 300,
            w: 1400,
            h: 200,
            timeline: { start: 0, end: 4000 },
            prop: { textInfo: { content: 'Title', fontSize: 80 } },
          },
        ],
      },
    ],
  },
})

async function mount(doc = planted()) {
  let editor: Editor | null = null
  await render(
    <div style={{ width: 1280, height: 720 }}>
      <SceneEditor
        defaultValue={doc}
        onEditorReady={(e) => {
          editor = e
        }}
      />
    </div>,
  )
  await expect.poll(() => editor).not.toBeNull()
  return editor! as Editor
}

const problems = () => page.getByRole('region', { name: 'Problems' })
const timeline = () => page.getByRole('region', { name: 'Timeline' })

describe('ProblemsPanel', () => {
  it('lists a planted problem with code, message and time range; a click selects the layer and seeks', async () => {
    const editor = await mount()
    await expect.element(page.getByRole('tab', { name: 'Problems 1' })).toBeVisible()
    await userEvent.click(page.getByRole('tab', { name: /^Problems/ }))
    const row = problems().getByRole('button', { name: /off-canvas/ })
    await expect.element(row).toBeVisible()
    await expect.element(row).toHaveTextContent('0:01.00–0:03.00')
    await expect.element(row).toHaveTextContent('entirely outside the 1920×1080 canvas')
    expect(editor.getState().session.selection).toEqual([])

    await userEvent.click(row)
    expect(editor.getState().session.selection).toEqual(['late'])
    expect(editor.getState().session.playheadMs).toBe(1000)
    await expect
      .element(page.getByRole('slider', { name: 'Playhead' }))
      .toHaveAttribute('aria-valuenow', '1000')
  })

  it('fixing the problem clears the row and shows "No problems"', async () => {
    const editor = await mount()
    await userEvent.click(page.getByRole('tab', { name: /^Problems/ }))
    await expect.element(problems().getByRole('button', { name: /off-canvas/ })).toBeVisible()
    editor.setGeometry('late', { x: 500 })
    await expect.element(problems().getByText('No problems')).toBeVisible()
    expect(
      problems()
        .getByRole('button', { name: /off-canvas/ })
        .query(),
    ).toBeNull()
    await expect.element(page.getByRole('tab', { name: 'Problems 0' })).toBeVisible()
    // A new problem typed in comes back without a reload (live as you edit).
    editor.setGeometry('late', { y: -900 })
    await expect.element(problems().getByRole('button', { name: /off-canvas/ })).toBeVisible()
  })

  it('marks the problem on the layer’s timeline clip; pressing the marker selects and seeks', async () => {
    const editor = await mount()
    editor.seek(3500)
    const clip = timeline().element().querySelector<HTMLElement>('[data-layer-key="late"]')!
    await expect.poll(() => clip.querySelector('[data-problem-code="off-canvas"]')).not.toBeNull()
    // The clip keeps its name (a contract) and is described by its problems.
    expect(clip.getAttribute('aria-label')).toBe('shape late, 0:01.00–0:03.00')
    const describedBy = clip.getAttribute('aria-describedby')!
    expect(document.getElementById(describedBy)!.textContent).toMatch(
      /^1 problem: off-canvas 0:01\.00–0:03\.00: the layer is entirely outside/,
    )
    expect(timeline().element().querySelectorAll('.ps-timeline__problem')).toHaveLength(1)
    const before = JSON.stringify(editor.document)
    await userEvent.click(clip.querySelector<HTMLElement>('.ps-timeline__problem')!)
    expect(editor.getState().session.selection).toEqual(['late'])
    expect(editor.getState().session.playheadMs).toBe(1000)
    // Pressing the marker did not start a clip drag.
    expect(JSON.stringify(editor.document)).toBe(before)
    expect(editor.canUndo()).toBe(false)
    editor.setGeometry('late', { x: 100 })
    await expect.poll(() => clip.querySelector('.ps-timeline__problem')).toBeNull()
    expect(clip.hasAttribute('aria-describedby')).toBe(false)
  })

  it('lists a media URL that does not load (missing-media), live; fixing the URL clears it', async () => {
    const missing = `${location.origin}/__no_such_media__/cover.png`
    const doc = planted() as { scene: { tracks: { layers: object[] }[] } }
    doc.scene.tracks[0]!.layers.push({
      key: 'cover',
      type: 'image',
      x: 100,
      y: 100,
      w: 400,
      h: 400,
      path: missing,
    })
    const editor = await mount(doc as EditorDocument)
    await userEvent.click(page.getByRole('tab', { name: /^Problems/ }))
    const row = problems().getByRole('button', { name: /missing-media/ })
    await expect.element(row).toBeVisible()
    await expect.element(row).toHaveTextContent(missing)
    await expect.element(row).toHaveTextContent('does not load')

    // A 1×1 PNG that loads: the row goes away without a reload.
    const onePixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
    editor.setLayerField('cover', ['path'], onePixel)
    await expect
      .poll(() =>
        problems()
          .getByRole('button', { name: /missing-media/ })
          .query(),
      )
      .toBeNull()
    await expect.element(problems().getByRole('button', { name: /off-canvas/ })).toBeVisible()
  })

  it('lists a font that does not load (missing-font, a 404), live; picking a library face clears it', async () => {
    const missing = `${location.origin}/__no_such_font__/brand.woff2`
    const doc = planted() as { scene: { tracks: { layers: object[] }[] } }
    doc.scene.tracks[0]!.layers.push({
      key: 'brand',
      type: 'text',
      x: 100,
      y: 100,
      w: 600,
      h: 200,
      prop: { textInfo: { content: 'Title', fontFamily: 'Brand', fontFileName: missing } },
    })
    const editor = await mount(doc as EditorDocument)
    await userEvent.click(page.getByRole('tab', { name: /^Problems/ }))
    const row = problems().getByRole('button', { name: /missing-font/ })
    await expect.element(row).toBeVisible()
    await expect.element(row).toHaveTextContent('the font "Brand" does not load')
    expect(
      problems()
        .getByRole('button', { name: /missing-media/ })
        .query(),
    ).toBeNull()
    // The canvas draws the text in a fallback face meanwhile.
    const text = () =>
      (Konva.stages.at(-1)!.findOne('#brand') as Konva.Group).findOne<Konva.Text>('Text')!
    await expect.poll(() => text().fontFamily()).toMatch(/^sans-serif, /)

    editor.setLayerField('brand', ['prop', 'textInfo'], {
      content: 'Title',
      fontFamily: 'Inter',
      fontFileName: 'inter-latin-400-normal.woff2',
    })
    await expect
      .poll(() =>
        problems()
          .getByRole('button', { name: /missing-font/ })
          .query(),
      )
      .toBeNull()
    await expect.poll(() => text().fontFamily(), { timeout: 8000 }).toMatch(/^"Inter", sans-serif/)
  })
})
