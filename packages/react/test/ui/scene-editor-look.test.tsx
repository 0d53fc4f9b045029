// SceneEditor's look: the side panels' separators (real mouse drags and keys), the theme
// attribute with its dark variables, and readOnly switched on a mounted editor.
import { createRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { Editor, EditorDocument } from '@podscene/core'
import { SceneEditor } from '../../src/index.ts'
import '../../src/styles.css'

const doc: EditorDocument = {
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't',
        layers: [
          {
            key: 'a',
            type: 'shape',
            x: 100,
            y: 100,
            w: 200,
            h: 100,
            prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
          },
        ],
      },
    ],
  },
}
// Wide enough for the side panels to start at their default (280 px; a fifth of a narrower editor).
const box = { width: 1400, height: 640 }
const separator = (name: string) => page.getByRole('separator', { name })
const width = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().width

describe('SceneEditor side panels', () => {
  it('a separator drag resizes the layer panel; keys resize the inspector; both are reported', async () => {
    const onPanelResize = vi.fn()
    await render(
      <div style={box}>
        <SceneEditor defaultValue={doc} onPanelResize={onPanelResize} timeline={false} />
      </div>,
    )
    const layers = separator('Resize layer panel')
    await expect.element(layers).toHaveAttribute('aria-valuenow', '280')
    await expect.element(layers).toHaveAttribute('aria-orientation', 'vertical')
    expect(width('.ps-scene-editor__layers')).toBe(280)

    // A real mouse drag from the separator's centre (x = 280) to 60 px into the canvas.
    await userEvent.dragAndDrop(layers, page.getByRole('application', { name: 'Scene canvas' }), {
      targetPosition: { x: 60, y: 200 },
    })
    await expect.element(layers).toHaveAttribute('aria-valuenow', '340')
    expect(width('.ps-scene-editor__layers')).toBe(340)
    expect(onPanelResize).toHaveBeenLastCalledWith('layers', 340)

    // The inspector is on the right: ← widens it, Shift four steps, End the widest.
    const inspector = separator('Resize inspector panel')
    ;(inspector.element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(inspector).toHaveAttribute('aria-valuenow', '296')
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}')
    await expect.element(inspector).toHaveAttribute('aria-valuenow', '232')
    await userEvent.keyboard('{End}')
    await expect.element(inspector).toHaveAttribute('aria-valuenow', '480')
    expect(width('.ps-scene-editor__inspector')).toBe(480)
    await userEvent.keyboard('{Home}')
    await expect.element(inspector).toHaveAttribute('aria-valuenow', '180')
    expect(onPanelResize).toHaveBeenLastCalledWith('inspector', 180)
    expect(width('.ps-scene-editor__inspector')).toBe(180)
  })

  it('starts at defaultPanelWidths, clamped to the limits', async () => {
    await render(
      <div style={box}>
        <SceneEditor
          defaultValue={doc}
          defaultPanelWidths={{ layers: 200, inspector: 9000 }}
          timeline={false}
        />
      </div>,
    )
    await expect.element(separator('Resize layer panel')).toHaveAttribute('aria-valuenow', '200')
    await expect
      .element(separator('Resize inspector panel'))
      .toHaveAttribute('aria-valuenow', '480')
    expect(width('.ps-scene-editor__layers')).toBe(200)
  })
})

describe('SceneEditor theme and readOnly', () => {
  it('theme="dark" sets data-ps-theme and the dark panel colours; light is the default', async () => {
    function Themed() {
      const [dark, setDark] = useState(false)
      return (
        <div style={box}>
          <button type="button" onClick={() => setDark(!dark)}>
            toggle
          </button>
          <SceneEditor defaultValue={doc} theme={dark ? 'dark' : 'light'} timeline={false} />
        </div>
      )
    }
    await render(<Themed />)
    const root = document.querySelector<HTMLElement>('.ps-scene-editor')!
    const panel = () => getComputedStyle(document.querySelector('.ps-scene-editor__layers')!)
    expect(root.dataset.psTheme).toBe('light')
    expect(panel().backgroundColor).toBe('rgb(255, 255, 255)')
    await userEvent.click(page.getByRole('button', { name: 'toggle' }))
    expect(root.dataset.psTheme).toBe('dark')
    expect(panel().backgroundColor).toBe('rgb(28, 32, 40)')
    expect(panel().color).toBe('rgb(228, 231, 236)')
  })

  it('readOnly turned on in a mounted editor hides the edit controls and keys change nothing', async () => {
    const editorRef = createRef<Editor>()
    function Toggle() {
      const [readOnly, setReadOnly] = useState(false)
      return (
        <div style={box}>
          <button type="button" onClick={() => setReadOnly(true)}>
            make read-only
          </button>
          <SceneEditor defaultValue={doc} readOnly={readOnly} editorRef={editorRef} />
        </div>
      )
    }
    await render(<Toggle />)
    await expect.element(page.getByRole('button', { name: 'Insert' })).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'make read-only' }))
    await expect.element(page.getByRole('button', { name: 'Insert' })).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    const before = editorRef.current!.document
    editorRef.current!.select(['a'])
    ;(page.getByRole('application', { name: 'Scene canvas' }).element() as HTMLElement).focus()
    await userEvent.keyboard('{Delete}{ArrowRight}')
    expect(editorRef.current!.document).toBe(before)
  })
})
