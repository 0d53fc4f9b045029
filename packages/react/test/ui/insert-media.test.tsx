import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument } from '@podscene/core'
import {
  EditorCanvas,
  EditorProvider,
  SceneEditor,
  createUiStore,
  type AssetProvider,
  type CanvasInteraction,
  type UiStore,
} from '../../src/index.ts'
import {
  ActionOverlays,
  actionSurfacesOf,
  mediaKindOfName,
  pastedUrl,
} from '../../src/actions/index.ts'
import '../../src/styles.css'

const doc = (): EditorDocument => ({ aspect_ratio: 1, scene: { tracks: [] } })

/** A real PNG file (drawn on a canvas), as a file chooser or the OS would give it. */
async function pngFile(name = 'cover.png'): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 8
  canvas.height = 8
  canvas.getContext('2d')!.fillRect(0, 0, 8, 8)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))
  return new File([blob], name, { type: 'image/png' })
}

/** A 960×540 canvas at zoom 0.5 (canvas px = 2 × element px) with the action overlays. */
async function mountCanvas(): Promise<{ editor: Editor; ui: UiStore; el: HTMLElement }> {
  const editor = new Editor(doc())
  const ui = createUiStore()
  let interaction: CanvasInteraction | null = null
  await render(
    <EditorProvider editor={editor} ui={ui}>
      <div style={{ width: 960, height: 540, display: 'grid' }}>
        <EditorCanvas onInteractionReady={(i) => (interaction = i)} />
      </div>
      <ActionOverlays />
    </EditorProvider>,
  )
  for (let i = 0; i < 50 && !interaction; i++) await new Promise((r) => requestAnimationFrame(r))
  editor.setZoom(0.5)
  ui.setPan(0, 0)
  await new Promise((r) => requestAnimationFrame(r))
  const el = page.getByRole('application', { name: 'Scene canvas' }).element() as HTMLElement
  return { editor, ui, el }
}

function drop(el: HTMLElement, files: File[], canvasX: number, canvasY: number) {
  const rect = el.getBoundingClientRect()
  const dataTransfer = new DataTransfer()
  for (const file of files) dataTransfer.items.add(file)
  const init = {
    bubbles: true,
    cancelable: true,
    dataTransfer,
    clientX: rect.left + canvasX / 2,
    clientY: rect.top + canvasY / 2,
  }
  const over = new DragEvent('dragover', init)
  el.dispatchEvent(over)
  const dropped = new DragEvent('drop', init)
  el.dispatchEvent(dropped)
  return { over, dropped }
}

function paste(target: HTMLElement, data: Record<string, string>, files: File[] = []) {
  const clipboardData = new DataTransfer()
  for (const [type, value] of Object.entries(data)) clipboardData.setData(type, value)
  for (const file of files) clipboardData.items.add(file)
  const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData })
  target.dispatchEvent(event)
  return event
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
  expect(check()).toBe(true)
}

describe('media kinds', () => {
  it('by extension and pasted URL text', () => {
    expect(mediaKindOfName('https://x.test/a/cover.JPG?v=2')).toBe('image')
    expect(mediaKindOfName('clip.webm')).toBe('video')
    expect(mediaKindOfName('voice.m4a#t=3')).toBe('audio')
    expect(mediaKindOfName('notes.json')).toBeNull()
    expect(pastedUrl('# comment\r\nhttps://x.test/a.png\r\n')).toBe('https://x.test/a.png')
    expect(pastedUrl('javascript:alert(1)')).toBeNull()
    expect(pastedUrl('two\nhttps://x.test/a.png')).toBeNull()
  })
})

describe('file drop on the canvas', () => {
  it('a dropped PNG becomes an image layer centred at the drop point, with a temporary URL notice', async () => {
    const { editor, el } = await mountCanvas()
    const { over, dropped } = drop(el, [await pngFile()], 600, 400)
    expect(over.defaultPrevented).toBe(true)
    expect(dropped.defaultPrevented).toBe(true)
    await waitFor(() => editor.getLayer('image-1') !== undefined)
    const layer = editor.getLayer('image-1')!.layer
    expect(layer.type).toBe('image')
    expect(String(layer.path)).toMatch(/^blob:/)
    expect(Math.abs(layer.x! + layer.w! / 2 - 600)).toBeLessThanOrEqual(1)
    expect(Math.abs(layer.y! + layer.h! / 2 - 400)).toBeLessThanOrEqual(1)
    expect(editor.getState().session.selection).toEqual(['image-1'])
    await expect
      .element(page.getByText(/cover\.png: a temporary link for this session only/))
      .toBeVisible()
  })

  it('with an upload function the layer stores the uploaded URL; a failed upload is an alert', async () => {
    const { editor, ui, el } = await mountCanvas()
    const uploaded: string[] = []
    actionSurfacesOf(ui).setMedia({
      upload: async (file) => {
        uploaded.push(file.name)
        if (file.name === 'bad.png') throw new Error('quota exceeded')
        return { url: `https://cdn.example.test/${file.name}` }
      },
    })
    drop(el, [await pngFile('good.png')], 960, 540)
    await waitFor(() => editor.getLayer('image-1') !== undefined)
    expect(editor.getLayer('image-1')!.layer.path).toBe('https://cdn.example.test/good.png')
    drop(el, [await pngFile('bad.png')], 960, 540)
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Upload of bad.png failed: quota exceeded')
    expect(uploaded).toEqual(['good.png', 'bad.png'])
    expect(editor.getLayer('image-2')).toBeUndefined()
  })

  it('a drop holding no media (a template .json) is left to the page', async () => {
    const { editor, el } = await mountCanvas()
    const json = new File(['{}'], 'template.json', { type: 'application/json' })
    const { dropped } = drop(el, [json], 100, 100)
    expect(dropped.defaultPrevented).toBe(false)
    expect(editor.getTracks()).toHaveLength(0)
  })
})

describe('paste into SceneEditor', () => {
  async function mountEditor(assets?: AssetProvider) {
    let editor: Editor | null = null
    await render(
      <div style={{ width: 1200, height: 700 }}>
        <SceneEditor
          defaultValue={doc()}
          onEditorReady={(e) => {
            editor = e
          }}
          assets={assets}
        />
      </div>,
    )
    const canvas = page.getByRole('application', { name: 'Scene canvas' })
    await expect.element(canvas).toBeVisible()
    return { editor: editor! as Editor, canvas: canvas.element() as HTMLElement }
  }

  it('a pasted image URL inserts an image layer showing it', async () => {
    const { editor, canvas } = await mountEditor()
    canvas.focus()
    const event = paste(canvas, { 'text/plain': 'https://media.example.test/show/cover.webp' })
    expect(event.defaultPrevented).toBe(true)
    await waitFor(() => editor.getLayer('image-1') !== undefined)
    expect(editor.getLayer('image-1')!.layer.path).toBe(
      'https://media.example.test/show/cover.webp',
    )
  })

  it('a URL whose kind neither extension nor a HEAD probe tells is refused with a clear alert', async () => {
    const { editor, canvas } = await mountEditor()
    const url = `${location.origin}/no-extension-here`
    paste(canvas, { 'text/uri-list': url })
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(`Cannot insert the pasted URL: ${url} is not an image, video or audio URL`)
    expect(editor.getTracks()).toHaveLength(0)
  })

  it('a pasted audio file inserts an audio layer; copy then paste duplicates layers', async () => {
    const { editor, canvas } = await mountEditor()
    const wav = new File([new Uint8Array(44)], 'voice.wav', { type: 'audio/wav' })
    paste(canvas, {}, [wav])
    await waitFor(() => editor.getLayer('audio-1') !== undefined)
    editor.select(['audio-1'])
    const clipboardData = new DataTransfer()
    canvas.dispatchEvent(
      new ClipboardEvent('copy', { bubbles: true, cancelable: true, clipboardData }),
    )
    const json = clipboardData.getData('text/plain')
    expect(JSON.parse(json).kind).toBe('podscene/layers')
    paste(canvas, { 'text/plain': json })
    const layers = editor.getTracks().flatMap((t) => t.layers ?? [])
    expect(layers.map((l) => l.type)).toEqual(['audio', 'audio'])
    expect(layers[1]!.path).toBe(layers[0]!.path)
  })

  it('the assets provider fills "Image from library…"; choosing an asset inserts it', async () => {
    const listed: string[] = []
    const assets: AssetProvider = {
      list: async (kind) => {
        listed.push(kind)
        return kind === 'image'
          ? [
              { url: 'https://media.example.test/a.png', name: 'Studio A' },
              { url: 'https://media.example.test/b.png', name: 'Studio B' },
            ]
          : []
      },
    }
    const { editor } = await mountEditor(assets)
    await userEvent.click(page.getByRole('button', { name: 'Insert', exact: true }))
    await userEvent.click(page.getByRole('menuitem', { name: 'Image from library…' }))
    const dialog = page.getByRole('dialog', { name: 'Choose image' })
    await expect.element(dialog).toBeVisible()
    await userEvent.click(dialog.getByRole('option', { name: 'Studio B' }))
    await expect.element(dialog).not.toBeInTheDocument()
    expect(listed).toEqual(['image'])
    expect(editor.getLayer('image-1')!.layer.path).toBe('https://media.example.test/b.png')
  })
})
