import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument } from '@podscene/core'
import {
  AssetUploadError,
  EditorCanvas,
  EditorProvider,
  SceneEditor,
  createUiStore,
  type AssetUpload,
  type AssetUploadOptions,
  type CanvasInteraction,
  type UiStore,
} from '../../src/index.ts'
import { ActionOverlays, actionSurfacesOf } from '../../src/actions/index.ts'
import { isTransientUploadError, uploadWithRetries } from '../../src/uploads/index.ts'
import '../../src/styles.css'

const doc = (): EditorDocument => ({ aspect_ratio: 1, scene: { tracks: [] } })

async function pngFile(name = 'cover.png'): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 8
  canvas.height = 8
  canvas.getContext('2d')!.fillRect(0, 0, 8, 8)
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'))
  return new File([blob], name, { type: 'image/png' })
}

async function mountCanvas(
  upload?: AssetUpload,
): Promise<{ editor: Editor; ui: UiStore; el: HTMLElement }> {
  const editor = new Editor(doc())
  const ui = createUiStore()
  if (upload) actionSurfacesOf(ui).setMedia({ upload })
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
  const all = page.getByRole('application', { name: 'Scene canvas' }).elements()
  const el = all[all.length - 1] as HTMLElement
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
  el.dispatchEvent(new DragEvent('dragover', init))
  el.dispatchEvent(new DragEvent('drop', init))
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
  expect(check()).toBe(true)
}

/** An upload the test finishes by hand: progress, resolve, reject; records every call. */
function controlledUpload() {
  const calls: Array<{
    file: File
    options: AssetUploadOptions
    resolve: (url: string) => void
    reject: (error: unknown) => void
  }> = []
  const upload: AssetUpload = (file, options) =>
    new Promise((resolve, reject) => {
      calls.push({ file, options, resolve: (url) => resolve({ url }), reject })
      options.signal.addEventListener('abort', () => reject(options.signal.reason))
    })
  return { upload, calls }
}

describe('uploads on the canvas', () => {
  it('a dropped file shows a progressbar and a placeholder, and its layer is inserted only with the lasting URL', async () => {
    const { upload, calls } = controlledUpload()
    const { editor, el } = await mountCanvas(upload)
    drop(el, [await pngFile('sunset.png')], 600, 400)
    const bar = page.getByRole('progressbar', { name: 'Uploading sunset.png' })
    await expect.element(bar).toBeVisible()
    await waitFor(() => calls.length === 1)
    // No layer yet, so nothing session-only can be saved meanwhile; the placeholder stands in.
    expect(editor.getTracks()).toHaveLength(0)
    const placeholder = document.querySelector('[data-upload-placeholder="sunset.png"]')
    expect(placeholder).not.toBeNull()
    calls[0]!.options.onProgress({ loaded: 30, total: 120 })
    await expect.element(bar).toHaveAttribute('aria-valuenow', '25')
    calls[0]!.resolve('https://cdn.example.test/sunset.png')
    await waitFor(() => editor.getLayer('image-1') !== undefined)
    const layer = editor.getLayer('image-1')!.layer
    expect(layer.path).toBe('https://cdn.example.test/sunset.png')
    // Placed where the placeholder was: centred at the drop point.
    expect(Math.abs(layer.x! + layer.w! / 2 - 600)).toBeLessThanOrEqual(1)
    await expect.element(bar).not.toBeInTheDocument()
    expect(document.querySelector('[data-upload-placeholder]')).toBeNull()
    // One undo step removes it.
    editor.undo()
    expect(editor.getTracks().flatMap((t) => t.layers ?? [])).toHaveLength(0)
  })

  it('"Cancel" stops the upload: the signal aborts and no layer is inserted', async () => {
    const { upload, calls } = controlledUpload()
    const { editor, el } = await mountCanvas(upload)
    drop(el, [await pngFile('big.png')], 300, 300)
    await waitFor(() => calls.length === 1)
    await userEvent.click(page.getByRole('button', { name: 'Cancel upload of big.png' }))
    expect(calls[0]!.options.signal.aborted).toBe(true)
    await expect
      .element(page.getByRole('progressbar', { name: 'Uploading big.png' }))
      .not.toBeInTheDocument()
    await expect.element(page.getByText('Upload of big.png cancelled')).toBeVisible()
    expect(editor.getTracks()).toHaveLength(0)
    expect(calls).toHaveLength(1)
  })

  it('transient failures are tried again; a final failure is an alert and leaves no layer', async () => {
    let tries = 0
    const flaky: AssetUpload = async (file) => {
      tries++
      if (tries < 3) throw new AssetUploadError('503 from the store', { transient: true })
      return { url: `https://cdn.example.test/${file.name}` }
    }
    const first = await mountCanvas(flaky)
    drop(first.el, [await pngFile('flaky.png')], 300, 300)
    await waitFor(() => first.editor.getLayer('image-1') !== undefined)
    expect(tries).toBe(3)
    expect(first.editor.getLayer('image-1')!.layer.path).toBe('https://cdn.example.test/flaky.png')

    let refused = 0
    const forbidden: AssetUpload = async () => {
      refused++
      throw new Error('403: the signature does not match')
    }
    const second = await mountCanvas(forbidden)
    drop(second.el, [await pngFile('no.png')], 300, 300)
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Upload of no.png failed: 403: the signature does not match')
    expect(refused).toBe(1)
    expect(second.editor.getTracks()).toHaveLength(0)
  })

  it('an upload answering a blob: URL is refused: no layer points at it', async () => {
    const { editor, el } = await mountCanvas(async (file) => ({ url: URL.createObjectURL(file) }))
    drop(el, [await pngFile('local.png')], 300, 300)
    await expect.element(page.getByRole('alert')).toHaveTextContent(/Upload of local\.png failed/)
    expect(editor.getTracks()).toHaveLength(0)
  })
})

describe('uploadWithRetries', () => {
  it('backs off exponentially, honours retryAfterMs, and stops after the bounded retries', async () => {
    const waits: number[] = []
    const sleep = async (ms: number) => {
      waits.push(ms)
    }
    let attempts = 0
    const always503: AssetUpload = async () => {
      attempts++
      throw new AssetUploadError('busy', {
        transient: true,
        retryAfterMs: attempts === 2 ? 7 : undefined,
      })
    }
    const file = new File(['x'], 'a.png', { type: 'image/png' })
    await expect(
      uploadWithRetries(always503, file, { signal: new AbortController().signal, sleep }),
    ).rejects.toThrow('busy')
    expect(attempts).toBe(4)
    expect(waits).toEqual([500, 7, 2000])
  })

  it('tells transient errors from final ones', () => {
    expect(isTransientUploadError(new TypeError('Failed to fetch'))).toBe(true)
    expect(isTransientUploadError(Object.assign(new Error('x'), { kind: 'server' }))).toBe(true)
    expect(isTransientUploadError(Object.assign(new Error('x'), { kind: 'invalid_request' }))).toBe(
      false,
    )
    expect(isTransientUploadError(new Error('plain'))).toBe(false)
  })
})

describe('Insert "From a file…" and "Replace media…"', () => {
  async function mountEditor(upload: AssetUpload, value: EditorDocument = doc()) {
    let editor: Editor | null = null
    await render(
      <div style={{ width: 1200, height: 700 }}>
        <SceneEditor
          defaultValue={value}
          onAssetUpload={upload}
          onEditorReady={(e) => {
            editor = e
          }}
        />
      </div>,
    )
    await waitFor(() => editor !== null)
    return editor!
  }

  it('a pasted file uploads the same way: progressbar, then the layer with the lasting URL', async () => {
    const { upload, calls } = controlledUpload()
    const editor = await mountEditor(upload)
    const el = page.getByRole('application', { name: 'Scene canvas' }).element() as HTMLElement
    el.focus()
    const clipboardData = new DataTransfer()
    clipboardData.items.add(await pngFile('pasted.png'))
    el.dispatchEvent(
      new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData }),
    )
    await expect
      .element(page.getByRole('progressbar', { name: 'Uploading pasted.png' }))
      .toBeVisible()
    await waitFor(() => calls.length === 1)
    expect(editor.getTracks()).toHaveLength(0)
    calls[0]!.resolve('https://cdn.example.test/pasted.png')
    await waitFor(() => editor.getLayer('image-1') !== undefined)
    expect(editor.getLayer('image-1')!.layer.path).toBe('https://cdn.example.test/pasted.png')
  })

  it('the Insert menu opens a file chooser whose files upload and insert', async () => {
    const editor = await mountEditor(async (file) => ({
      url: `https://cdn.example.test/${file.name}`,
    }))
    await userEvent.click(page.getByRole('button', { name: 'Insert' }))
    await expect.element(page.getByRole('menuitem', { name: 'From a file…' })).toBeVisible()
    const input = document.querySelector('[data-media-file-input]') as HTMLInputElement
    let clicked = false
    input.addEventListener('click', (e) => {
      clicked = true
      e.preventDefault() // the test sets the files itself, as a file chooser would
    })
    await userEvent.click(page.getByRole('menuitem', { name: 'From a file…' }))
    expect(clicked).toBe(true)
    await userEvent.upload(input, await pngFile('chosen.png'))
    await waitFor(() => editor.getLayer('image-1') !== undefined)
    expect(editor.getLayer('image-1')!.layer.path).toBe('https://cdn.example.test/chosen.png')
  })

  it('"Replace media…" uploads and writes the URL (and drops the stale preview) in one undo step', async () => {
    const { upload, calls } = controlledUpload()
    const start: EditorDocument = {
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            layers: [
              {
                key: 'bg',
                type: 'image',
                x: 0,
                y: 0,
                w: 1920,
                h: 1080,
                path: 'https://cdn.example.test/old.png',
                preview_path: 'https://cdn.example.test/old-small.png',
              },
            ],
          },
        ],
      },
    } as EditorDocument
    const editor = await mountEditor(upload, start)
    editor.select(['bg'])
    await expect.element(page.getByRole('button', { name: 'Replace media…' })).toBeVisible()
    const input = document.querySelector('[data-replace-media-input]') as HTMLInputElement
    await userEvent.upload(input, await pngFile('new.png'))
    await expect.element(page.getByRole('progressbar', { name: 'Uploading new.png' })).toBeVisible()
    expect(document.querySelector('[data-upload-placeholder="new.png"]')).not.toBeNull()
    expect(editor.getLayer('bg')!.layer.path).toBe('https://cdn.example.test/old.png')
    calls[0]!.resolve('https://cdn.example.test/new.png')
    await waitFor(() => editor.getLayer('bg')!.layer.path === 'https://cdn.example.test/new.png')
    expect(editor.getLayer('bg')!.layer.preview_path).toBeUndefined()
    editor.undo()
    expect(editor.getLayer('bg')!.layer.path).toBe('https://cdn.example.test/old.png')
    expect(editor.getLayer('bg')!.layer.preview_path).toBe('https://cdn.example.test/old-small.png')
  })
})
