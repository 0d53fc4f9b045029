import { createRef } from 'react'
import Konva from 'konva'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { serialize, type Editor, type EditorDocument } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import '../../src/styles.css'

/** A 16:9 template: a full-canvas background, a logo top-right, a title and two boxes. */
const doc = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't',
        layers: [
          {
            key: 'bg',
            type: 'shape',
            x: 0,
            y: 0,
            w: 1920,
            h: 1080,
            prop: { shapeInfo: { type: 'rect', color: '#203040' } },
          },
          {
            key: 'logo',
            type: 'shape',
            x: 1720,
            y: 40,
            w: 160,
            h: 80,
            prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
          },
          {
            key: 'box',
            type: 'shape',
            x: 300,
            y: 500,
            w: 200,
            h: 100,
            timeline: {
              start: 0,
              end: 2000,
              key_frames: [
                { timestamp: 0, func: 'linear', properties: { x: 300 } },
                { timestamp: 1000, func: 'linear', properties: { x: 600 } },
              ],
            },
            prop: { shapeInfo: { type: 'rect', color: '#00ff00' } },
          },
          {
            key: 'box2',
            type: 'shape',
            x: 900,
            y: 700,
            w: 100,
            h: 100,
            prop: { shapeInfo: { type: 'rect', color: '#0000ff' } },
          },
        ],
      },
    ],
  },
})

const lastStage = () => Konva.stages[Konva.stages.length - 1]!
const node = (key: string) => lastStage().findOne(`#${key}`)!
/** Where the canvas draws a layer's top-left (nodes turn about their centre: x = left + offset). */
const drawnAt = (key: string) => [
  node(key).x() - node(key).offsetX(),
  node(key).y() - node(key).offsetY(),
]

async function mount() {
  const editorRef = createRef<Editor>()
  await render(
    <div style={{ width: 1200, height: 700 }}>
      <SceneEditor defaultValue={doc()} editorRef={editorRef} />
    </div>,
  )
  await vi.waitFor(() => expect(lastStage().findOne('#logo')).toBeDefined())
  return editorRef.current!
}
const layer = (editor: Editor, key: string) => editor.getLayer(key)!.layer

describe('Resize', () => {
  it('choosing 9:16 in "Resize" changes the canvas and lays the layers out; one Undo restores', async () => {
    const editor = await mount()
    const before = serialize(editor.getState().document)
    const canvas = page.getByRole('application', { name: 'Scene canvas' })
    ;(canvas.element() as HTMLElement).focus()
    await userEvent.keyboard('{Control>}k{/Control}')
    await userEvent.keyboard('Resize')
    await userEvent.keyboard('{Enter}')
    const dialog = page.getByRole('dialog', { name: 'Resize' })
    await expect.element(dialog).toBeVisible()
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Aspect ratio' }), '0')
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }))
    await expect.element(dialog).not.toBeInTheDocument()

    expect((editor.getState().document as { aspect_ratio: number }).aspect_ratio).toBe(0)
    expect([layer(editor, 'bg').w, layer(editor, 'bg').h]).toEqual([1080, 1920])
    // The logo keeps its top-right anchor, scaled by 1080/1920.
    const logo = layer(editor, 'logo')
    expect(logo.x! + logo.w!).toBe(1080 - 40 * 0.5625)
    // The canvas shows it: the canvas background and the layers' nodes.
    await vi.waitFor(() => {
      const background = lastStage().findOne('Rect') as Konva.Rect
      expect([background.width(), background.height()]).toEqual([1080, 1920])
      expect(drawnAt('logo')[0]).toBeCloseTo(logo.x!, 5)
      expect(node('bg').getClientRect({ relativeTo: node('bg').getParent()! }).height).toBeCloseTo(
        1920,
        0,
      )
    })

    await userEvent.click(page.getByRole('button', { name: 'Undo' }))
    expect(serialize(editor.getState().document)).toBe(before)
    await vi.waitFor(() => {
      const background = lastStage().findOne('Rect') as Konva.Rect
      expect([background.width(), background.height()]).toEqual([1920, 1080])
    })
  })
})

describe('Align and distribute', () => {
  it('one layer aligns to the canvas from the inspector (top-right in two clicks)', async () => {
    const editor = await mount()
    editor.select(['box2'])
    const inspector = page.getByRole('region', { name: 'Inspector' })
    await userEvent.click(inspector.getByRole('button', { name: 'Align right' }))
    await userEvent.click(inspector.getByRole('button', { name: 'Align top' }))
    expect([layer(editor, 'box2').x, layer(editor, 'box2').y]).toEqual([1820, 0])
    await vi.waitFor(() => expect(drawnAt('box2')).toEqual([1820, 0]))
    // Distribute needs three layers.
    await expect
      .element(inspector.getByRole('button', { name: 'Distribute horizontally' }))
      .not.toBeInTheDocument()
    // Each click is one undo step.
    editor.undo()
    expect([layer(editor, 'box2').x, layer(editor, 'box2').y]).toEqual([1820, 700])
    editor.undo()
    expect(layer(editor, 'box2').x).toBe(900)
  })

  it('a keyframed layer: align edits the keyframe at the playhead', async () => {
    const editor = await mount()
    editor.select(['box'])
    editor.setPlayhead(1000)
    await userEvent.click(
      page.getByRole('region', { name: 'Inspector' }).getByRole('button', { name: 'Align left' }),
    )
    const frames = layer(editor, 'box').timeline!.key_frames!
    expect(frames.map((k) => k.properties!.x)).toEqual([300, 0])
    expect(layer(editor, 'box').x).toBe(300)
  })

  it('several layers align to the selection (inspector, layer-list context menu) and distribute from the palette', async () => {
    const editor = await mount()
    editor.select(['logo', 'box', 'box2'])
    const inspector = page.getByRole('region', { name: 'Inspector' })
    await userEvent.click(inspector.getByRole('button', { name: 'Align bottom' }))
    // Bottom of the selection: the lowest bottom edge (box2: 800).
    expect(['logo', 'box', 'box2'].map((k) => layer(editor, k).y! + layer(editor, k).h!)).toEqual([
      800, 800, 800,
    ])
    await vi.waitFor(() => expect(drawnAt('logo')[1]).toBe(720))
    // The same action from a layer row's context menu: top of the selection (all at 700 now).
    editor.setGeometry('box2', { y: 650 })
    editor.select(['logo', 'box', 'box2'])
    await userEvent.click(page.getByRole('treeitem', { name: 'shape logo' }), { button: 'right' })
    await userEvent.click(page.getByRole('menuitem', { name: 'Align top', exact: true }))
    expect(['logo', 'box', 'box2'].map((k) => layer(editor, k).y)).toEqual([650, 650, 650])

    const canvas = page.getByRole('application', { name: 'Scene canvas' })
    ;(canvas.element() as HTMLElement).focus()
    await userEvent.keyboard('{Control>}k{/Control}')
    await userEvent.keyboard('Distribute horizontally')
    await userEvent.keyboard('{Enter}')
    // Sorted by x: box (300, w 200), box2 (900, w 100), logo (1720, w 160): equal gaps.
    const xs = ['box', 'box2', 'logo'].map((k) => layer(editor, k).x!)
    expect(xs[0]).toBe(300)
    expect(xs[2]).toBe(1720)
    expect(xs[1]! - (xs[0]! + 200)).toBeCloseTo(xs[2]! - (xs[1]! + 100), 6)
    editor.undo()
    expect(layer(editor, 'box2').x).toBe(900)
  })
})
