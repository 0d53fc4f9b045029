// Text styles (issue 30): Insert › Text styles, the inspector's "Text style" on the selected
// text layers (one undo step, drawn on the canvas), "Save as style" through a storage provider.
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import type Konva from 'konva'
import { serialize, type Editor, type EditorDocument, type Layer } from '@podscene/core'
import {
  fr,
  SceneEditor,
  type SceneCanvasHandle,
  type TextStyleDefinition,
  type TextStyleStorage,
} from '../../src/index.ts'
import '../../src/styles.css'

const text = (key: string, content: string, y: number): Layer => ({
  key,
  type: 'text',
  x: 100,
  y,
  w: 600,
  h: 100,
  timeline: { start: 0, end: 5000 },
  prop: {
    textInfo: { content, fontSize: 30, color: '#ff0000' },
    textConfig: { align: 'right' },
  },
})

const doc = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 't',
        type: 'text',
        layers: [text('name', 'Ada Lovelace', 100), text('role', 'Host', 300)],
      },
    ],
  },
})

/** A storage provider in memory, as the studio's IndexedDB one behaves. */
function memoryStorage(initial: TextStyleDefinition[] = []) {
  const saved: TextStyleDefinition[][] = []
  let held: readonly TextStyleDefinition[] = initial
  const storage: TextStyleStorage = {
    load: async () => held,
    save: async (styles) => {
      held = styles
      saved.push([...styles])
    },
  }
  return { storage, saved }
}

async function mount(props: Partial<Parameters<typeof SceneEditor>[0]> = {}) {
  let editor: Editor | null = null
  let canvas: SceneCanvasHandle | null = null
  await render(
    <div style={{ width: 1300, height: 760 }}>
      <SceneEditor
        defaultValue={doc()}
        onEditorReady={(e) => {
          editor = e
        }}
        canvasRef={(c) => {
          canvas = c
        }}
        timeline={false}
        waveform={false}
        {...props}
      />
    </div>,
  )
  await expect.element(page.getByRole('application')).toBeVisible()
  return { editor: editor! as Editor, canvas: () => canvas! as SceneCanvasHandle }
}

const styleBox = () => page.getByRole('combobox', { name: 'Text style' })
const textNodeOf = (canvas: SceneCanvasHandle, key: string) =>
  (canvas.getNodeByKey(key) as Konva.Group).findOne<Konva.Text>('Text')!

describe('text styles', () => {
  it('Insert › Text styles › Lower third inserts a styled text layer in one undo step', async () => {
    const { editor, canvas } = await mount()
    const before = serialize(editor.document)
    await userEvent.click(page.getByRole('button', { name: 'Insert', exact: true }))
    await userEvent.click(
      page
        .getByRole('group', { name: 'Text styles' })
        .getByRole('menuitem', { name: 'Lower third' }),
    )
    const layer = editor.getLayer('text-1')!.layer
    expect(layer.prop?.textInfo).toMatchObject({
      content: 'Lower third',
      fontSize: 48,
      fontWeight: 'bold',
      color: '#ffffff',
      textAlign: 'left',
      backgroundColor: '#0f172acc',
    })
    expect(layer).toMatchObject({ x: 96, y: 821, w: 960, h: 108 })
    await expect.poll(() => textNodeOf(canvas(), 'text-1')?.fontSize()).toBe(48)
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('"Text style" applies a style to every selected text layer, written where the renderer reads it', async () => {
    const { editor, canvas } = await mount()
    editor.select(['name', 'role'])
    await expect.element(styleBox()).toHaveValue('')
    const before = serialize(editor.document)
    const undoDepth = editor.historyDepth.undo
    await userEvent.selectOptions(styleBox(), 'Heading')
    for (const key of ['name', 'role']) {
      const layer = editor.getLayer(key)!.layer
      expect(layer.prop?.textInfo).toMatchObject({
        fontSize: 96,
        fontWeight: 'bold',
        color: '#ffffff',
      })
      // textConfig.align is read before textInfo.textAlign: the style writes there.
      expect(layer.prop?.textConfig).toEqual({ align: 'center' })
      expect(layer.prop?.textInfo?.content).toBe(key === 'name' ? 'Ada Lovelace' : 'Host')
    }
    expect(editor.historyDepth.undo).toBe(undoDepth + 1)
    await expect.poll(() => textNodeOf(canvas(), 'role')?.fontSize()).toBe(96)
    expect(textNodeOf(canvas(), 'role').align()).toBe('center')
    await expect.element(styleBox()).toHaveValue('heading')
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('"Save as style" keeps the layer\'s look through the storage provider; it then applies like a built-in', async () => {
    const { storage, saved } = memoryStorage()
    const { editor } = await mount({ textStyles: storage })
    editor.select(['name'])
    await userEvent.click(page.getByRole('button', { name: 'Save as style' }))
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }))
    await expect.element(page.getByRole('alert')).toHaveTextContent('A style needs a name')
    await userEvent.fill(page.getByRole('textbox', { name: 'Style name' }), 'Red right')
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => saved.length).toBe(1)
    expect(saved[0]).toEqual([
      {
        id: 'user:Red right',
        name: 'Red right',
        fields: { fontSize: 30, color: '#ff0000', align: 'right' },
      },
    ])
    await expect.element(styleBox()).toHaveValue('user:Red right')
    editor.select(['role'])
    await userEvent.selectOptions(styleBox(), 'Body')
    expect(editor.getLayer('role')!.layer.prop?.textInfo?.fontSize).toBe(40)
    await userEvent.selectOptions(styleBox(), 'Red right')
    expect(editor.getLayer('role')!.layer.prop?.textInfo).toMatchObject({
      fontSize: 30,
      color: '#ff0000',
    })
    expect(editor.getLayer('role')!.layer.prop?.textConfig).toEqual({ align: 'right' })
  })

  it('styles kept before are loaded and offered (French names of the built-ins)', async () => {
    const kept: TextStyleDefinition = {
      id: 'user:Big',
      name: 'Big',
      fields: { fontSize: 120 },
    }
    const { storage } = memoryStorage([kept])
    const { editor } = await mount({ textStyles: storage, translations: fr })
    editor.select(['name'])
    const box = page.getByRole('combobox', { name: 'Style de texte' })
    await expect.element(box.getByRole('option', { name: 'Big' })).toBeInTheDocument()
    await expect.element(box.getByRole('option', { name: 'Bandeau bas' })).toBeInTheDocument()
    await userEvent.selectOptions(box, 'Big')
    expect(editor.getLayer('name')!.layer.prop?.textInfo?.fontSize).toBe(120)
  })

  it('a storage that cannot load shows why', async () => {
    const failing: TextStyleStorage = {
      load: async () => {
        throw new Error('IndexedDB is disabled in this browser')
      },
      save: async () => undefined,
    }
    const { editor } = await mount({ textStyles: failing })
    editor.select(['name'])
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Saved text styles: IndexedDB is disabled in this browser')
  })
})
