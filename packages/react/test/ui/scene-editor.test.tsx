import { createRef } from 'react'
import Konva from 'konva'
import { Rect } from 'react-konva'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type { Editor, EditorDocument } from '@podscene/core'
import { SceneEditor, type LayerRendererProps } from '../../src/index.ts'
import { mountControlled } from './editor-mounts.tsx'
import '../../src/styles.css'

const doc = (x = 100): EditorDocument => ({
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
            x,
            y: 100,
            w: 200,
            h: 100,
            prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
          },
          { key: 's', type: 'sticker', x: 400, y: 100, w: 80, h: 80 },
        ],
      },
    ],
  },
})

function Sticker({ layer }: LayerRendererProps) {
  return <Rect name="sticker-mark" width={layer.w} height={layer.h} fill="#00ff00" />
}

const box = { width: 1100, height: 600 }
const lastStage = () => Konva.stages[Konva.stages.length - 1]!

describe('SceneEditor', () => {
  it('uncontrolled: edits start from defaultValue and are reported through onChange', async () => {
    const onChange = vi.fn()
    const editorRef = createRef<Editor>()
    await render(
      <div style={box}>
        <SceneEditor defaultValue={doc()} onChange={onChange} editorRef={editorRef} />
      </div>,
    )
    await expect.element(page.getByRole('treeitem', { name: 'shape a' })).toBeVisible()
    editorRef.current!.setGeometry('a', { x: 150 })
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange.mock.lastCall![0].scene.tracks[0].layers[0].x).toBe(150)
    await userEvent.click(page.getByRole('button', { name: 'Undo' }))
    expect(editorRef.current!.getLayer('a')!.layer.x).toBe(100)
  })

  it('controlled: the host value drives the editor, and a new document from the host is loaded', async () => {
    const { editors, setValue: setDoc } = await mountControlled(doc(), { size: box })
    const editor = editors.at(-1)!
    editor.setGeometry('a', { x: 222 })
    await expect.element(page.getByRole('treeitem', { name: 'shape a' })).toBeVisible()
    // The value passed back is the editor's own document: same editor, history kept.
    expect(editors.at(-1)).toBe(editor)
    expect(editor.canUndo()).toBe(true)
    setDoc(doc(700))
    await vi.waitFor(() => expect(editors.at(-1)).not.toBe(editor))
    expect(editors.at(-1)!.getLayer('a')!.layer.x).toBe(700)
  })

  it('readOnly: no undo controls, disabled inspector, no Transformer, keys change nothing', async () => {
    const editorRef = createRef<Editor>()
    await render(
      <div style={box}>
        <SceneEditor defaultValue={doc()} readOnly editorRef={editorRef} />
      </div>,
    )
    const editor = editorRef.current!
    editor.select(['a'])
    await expect.element(page.getByLabelText('X', { exact: true })).toBeDisabled()
    expect(page.getByRole('button', { name: 'Undo' }).query()).toBeNull()
    const tr = lastStage().findOne('Transformer') as unknown as { nodes(): unknown[] }
    expect(tr.nodes()).toHaveLength(0)
    await userEvent.click(page.getByRole('treeitem', { name: 'shape a' }))
    await userEvent.keyboard('{Delete}')
    expect(editor.getLayer('a')).toBeDefined()
  })

  it('Delete in the layer list removes the layer; arrows there move focus, not the layer', async () => {
    const editorRef = createRef<Editor>()
    await render(
      <div style={box}>
        <SceneEditor defaultValue={doc()} editorRef={editorRef} />
      </div>,
    )
    const editor = editorRef.current!
    await userEvent.click(page.getByRole('treeitem', { name: 'shape a' }))
    await userEvent.keyboard('{ArrowUp}')
    expect(editor.getLayer('a')!.layer).toMatchObject({ x: 100, y: 100 })
    await userEvent.keyboard('{ArrowDown}{Delete}')
    expect(editor.getLayer('a')).toBeUndefined()
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(editor.getLayer('a')).toBeDefined()
  })

  it('passes custom renderers, aspectRatio and theme variables through', async () => {
    await render(
      <div style={box}>
        <SceneEditor
          defaultValue={doc()}
          aspectRatio={0}
          renderers={{ sticker: Sticker }}
          className="brand"
          style={{ '--ps-accent': 'rgb(255, 0, 128)' } as React.CSSProperties}
        />
      </div>,
    )
    await vi.waitFor(() => expect(lastStage().findOne('.sticker-mark')).toBeDefined())
    const background = lastStage().findOne('Rect') as Konva.Rect
    expect([background.width(), background.height()]).toEqual([1080, 1920])
    const root = document.querySelector('.ps-scene-editor.brand') as HTMLElement
    expect(getComputedStyle(root).getPropertyValue('--ps-accent').trim()).toBe('rgb(255, 0, 128)')
  })
})
