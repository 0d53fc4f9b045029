import Konva from 'konva'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { Editor, type EditorDocument, type Layer } from '@podscene/core'
import { SceneEditor, type AssetUpload } from '../../src/index.ts'
import '../../src/styles.css'
// Lobster (SIL Open Font License) as TrueType, made from @fontsource/lobster's WOFF.
const lobsterTtf = `${location.origin}/test/render/fixtures/lobster-latin.ttf`

// The combobox "Font" (issue 24): search, options drawn in their own face (loaded as they scroll
// into view), a pick sets the spec's fields in one undo step, an upload goes through
// onAssetUpload. The font library comes from /fonts/ (vitest.config.ts serves it as the studio).

const text: Layer = {
  key: 't',
  type: 'text',
  x: 100,
  y: 100,
  w: 800,
  h: 300,
  prop: { textInfo: { content: 'Hello fonts', fontSize: 64, color: '#ffffff' } },
}
const subtitle: Layer = {
  key: 's',
  type: 'subtitle',
  x: 100,
  y: 600,
  w: 1200,
  h: 120,
  timeline: { start: 0, end: 3000 },
  subtitle: {
    text: 'one two',
    word_seq: [
      { text: 'one', start: 0, end: 1500, key: 'w1' },
      { text: 'two', start: 1500, end: 3000, key: 'w2' },
    ],
  },
}

async function open(layer: Layer, onAssetUpload?: AssetUpload) {
  const doc: EditorDocument = {
    aspect_ratio: 1,
    scene: { tracks: [{ index: 0, key: 'tr', layers: [layer] }] },
  }
  const editor = new Editor(doc)
  editor.select([layer.key!])
  const original = JSON.stringify(editor.getState().document)
  await render(
    <div style={{ width: 1280, height: 800 }}>
      <SceneEditor editor={editor} timeline={false} onAssetUpload={onAssetUpload} />
    </div>,
  )
  const stored = () => editor.getLayer(layer.key!)!.layer
  const drawnFamily = () =>
    (Konva.stages.at(-1)!.findOne(`#${layer.key}`) as Konva.Group)
      .findOne<Konva.Text>('Text')
      ?.fontFamily()
  return { editor, original, stored, drawnFamily }
}

const combobox = () => page.getByRole('combobox', { name: 'Font', exact: true })
const listbox = () => page.getByRole('listbox', { name: 'Font', exact: true })
const option = (name: string) => listbox().getByRole('option', { name, exact: true })
const optionNames = () =>
  [...listbox().element().querySelectorAll('[role="option"]')].map((o) => o.textContent)

describe('the combobox "Font"', () => {
  it('lists 30+ library families, searches them, and draws each option in its face once seen', async () => {
    await open(text)
    await userEvent.click(combobox())
    await expect.element(listbox()).toBeVisible()
    expect(optionNames().length).toBeGreaterThanOrEqual(30)
    // The first options are in view: their faces load and they are drawn in them.
    const inter = option('Inter').element() as HTMLElement
    await expect.poll(() => inter.dataset.face, { timeout: 8000 }).toBe('ready')
    expect(getComputedStyle(inter).fontFamily).toBe('Inter, sans-serif')
    expect(document.fonts.check('16px Inter', 'Inter')).toBe(true)
    // Far down the list: nothing loaded until it scrolls into view.
    const mono = option('JetBrains Mono').element() as HTMLElement
    expect(mono.dataset.face).toBe('idle')
    expect(getComputedStyle(mono).fontFamily).not.toContain('JetBrains')
    mono.scrollIntoView()
    await expect.poll(() => mono.dataset.face, { timeout: 8000 }).toBe('ready')
    expect(getComputedStyle(mono).fontFamily).toBe('"JetBrains Mono", sans-serif')
    // Drawn, not just named: the face changes the option's width.
    const probe = document.createElement('span')
    probe.textContent = 'JetBrains Mono'
    probe.style.cssText = 'font: 18px sans-serif; position: absolute'
    document.body.append(probe)
    const monoWidth = (mono.firstChild as Text).length
    const range = document.createRange()
    range.selectNodeContents(mono.firstChild!)
    expect(Math.abs(range.getBoundingClientRect().width - probe.offsetWidth)).toBeGreaterThan(5)
    expect(monoWidth).toBe('JetBrains Mono'.length)
    probe.remove()
    // Search by name and by script.
    await userEvent.fill(combobox(), 'playfair')
    expect(optionNames()).toEqual(['Playfair Display'])
    await userEvent.fill(combobox(), 'korean')
    expect(optionNames()).toEqual(['Noto Sans KR 한글 글꼴'])
    const kr = option('Noto Sans KR').element() as HTMLElement
    await expect.poll(() => kr.dataset.face, { timeout: 8000 }).toBe('ready')
    // Looked at by hand: test/ui/__screenshots__/picker-*.png (ignored).
    await page.screenshot({ path: '__screenshots__/picker-search.png' })
  })

  it('a pick by keyboard sets textInfo.fontFamily and fontFileName in one undo step, and the canvas draws it', async () => {
    const { editor, original, stored, drawnFamily } = await open(text)
    await userEvent.click(combobox())
    await userEvent.fill(combobox(), 'inter')
    await userEvent.keyboard('{Enter}')
    expect(stored().prop!.textInfo).toEqual({
      content: 'Hello fonts',
      fontSize: 64,
      color: '#ffffff',
      fontFamily: 'Inter',
      fontFileName: 'inter-latin-400-normal.woff2',
    })
    await expect.element(combobox()).toHaveValue('Inter')
    await expect.poll(drawnFamily, { timeout: 8000 }).toMatch(/^"Inter", sans-serif/)
    editor.undo()
    expect(JSON.stringify(editor.getState().document)).toBe(original)
  })

  it('a pick with the pointer sets subtitle.font_family {name, url}', async () => {
    const { editor, original, stored } = await open(subtitle)
    await userEvent.click(combobox())
    await userEvent.fill(combobox(), 'bebas')
    await userEvent.click(option('Bebas Neue'))
    expect(stored().subtitle!.font_family).toEqual({
      name: 'Bebas Neue',
      url: 'bebas-neue-latin-400-normal.woff2',
    })
    editor.undo()
    expect(JSON.stringify(editor.getState().document)).toBe(original)
  })

  it('a name that matches nothing is kept as a system family, with no file', async () => {
    const { stored } = await open({
      ...text,
      prop: {
        textInfo: {
          content: 'x',
          fontFamily: 'Inter',
          fontFileName: 'inter-latin-400-normal.woff2',
        },
      },
    })
    await userEvent.click(combobox())
    await userEvent.fill(combobox(), 'DejaVu Serif')
    await userEvent.keyboard('{Enter}')
    expect(stored().prop!.textInfo).toEqual({ content: 'x', fontFamily: 'DejaVu Serif' })
  })

  it('uploading a TTF goes through onAssetUpload and gives the layer that face', async () => {
    const uploaded: File[] = []
    // The host stores the file and answers where it now lives (here: the fixture's own URL).
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const upload: AssetUpload = async (file, { onProgress }) => {
      uploaded.push(file)
      onProgress({ loaded: file.size / 2, total: file.size })
      await gate
      return { url: lobsterTtf }
    }
    const { editor, stored, drawnFamily } = await open(subtitle, upload)
    const bytes = await (await fetch(lobsterTtf)).arrayBuffer()
    // As some systems label TrueType files; the upload gets the standard type.
    const file = new File([bytes], 'Brand Script.ttf', { type: 'application/x-font-ttf' })
    await userEvent.upload(page.getByLabelText('Font file (ttf, otf, woff2)'), file)
    await expect
      .element(page.getByRole('progressbar', { name: 'Uploading Brand Script.ttf' }))
      .toBeVisible()
    expect(stored().subtitle!.font_family).toBeUndefined()
    release()
    await expect.poll(() => stored().subtitle!.font_family?.name).toBe('Brand Script')
    expect(uploaded.map((f) => [f.name, f.type, f.size])).toEqual([
      ['Brand Script.ttf', 'font/ttf', bytes.byteLength],
    ])
    expect(stored().subtitle!.font_family!.url).toBe(lobsterTtf)
    await expect.poll(drawnFamily, { timeout: 8000 }).toMatch(/^"Brand Script", sans-serif/)
    // The uploaded face is offered for other layers of the document.
    await userEvent.click(combobox())
    await expect.element(option('Brand Script')).toBeVisible()
    expect(editor.canUndo()).toBe(true)
    await page.screenshot({ path: '__screenshots__/picker-upload.png' })
  })

  it('refuses a file that is not a font, and says so', async () => {
    const { stored } = await open(text, async () => ({ url: 'https://cdn.example.com/x.ttf' }))
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' })
    await userEvent.upload(page.getByLabelText('Font file (ttf, otf, woff2)'), file)
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Upload of notes.txt failed: not a ttf, otf or woff2 file')
    expect(stored().prop!.textInfo!.fontFamily).toBeUndefined()
  })
})
