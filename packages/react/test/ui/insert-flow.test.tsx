/**
 * Issue 27 items 2–5, as a new user meets them in <SceneEditor>: choosing a person's or an
 * image's picture, backgrounds from the library, "Fill canvas", linking a waveform to a voice,
 * and the scene-duration rule (a still stays a still, "Extend scene", announced lengths).
 */
import { createRef } from 'react'
import Konva from 'konva'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { serialize, type Editor, type EditorDocument, type Layer } from '@podscene/core'
import { SceneEditor, fr, type AssetProvider } from '../../src/index.ts'
import '../../src/styles.css'

const lastStage = () => Konva.stages[Konva.stages.length - 1]!

async function mount(document: EditorDocument, assets?: AssetProvider, french = false) {
  const editorRef = createRef<Editor>()
  await render(
    <div style={{ width: 1280, height: 760 }}>
      <SceneEditor
        defaultValue={document}
        editorRef={editorRef}
        assets={assets}
        translations={french ? fr : undefined}
      />
    </div>,
  )
  await expect
    .element(
      page.getByRole('application', { name: french ? 'Canevas de la scène' : 'Scene canvas' }),
    )
    .toBeVisible()
  return editorRef.current!
}

const layer = (editor: Editor, key: string): Layer => editor.getLayer(key)!.layer
const inspector = () => page.getByRole('region', { name: 'Inspector' })
const insert = async (item: string) => {
  await userEvent.click(page.getByRole('button', { name: 'Insert', exact: true }))
  await userEvent.click(page.getByRole('menuitem', { name: item, exact: true }))
}

/** A real PNG (drawn on a canvas) as a data URL, w × h. */
function pngDataUrl(w: number, h: number, color: string): string {
  const canvas = document.createElement('canvas')
  canvas.width = w
  canvas.height = h
  const ctx = canvas.getContext('2d')!
  ctx.fillStyle = color
  ctx.fillRect(0, 0, w, h)
  return canvas.toDataURL('image/png')
}

/** A silent mono 8 kHz WAV of `ms` as a blob: URL (the browser reads its real length). */
function wavUrl(ms: number): string {
  const rate = 8000
  const samples = Math.round((rate * ms) / 1000)
  const buffer = new ArrayBuffer(44 + samples * 2)
  const v = new DataView(buffer)
  const text = (at: number, s: string) =>
    [...s].forEach((c, i) => v.setUint8(at + i, c.charCodeAt(0)))
  text(0, 'RIFF')
  v.setUint32(4, 36 + samples * 2, true)
  text(8, 'WAVEfmt ')
  v.setUint32(16, 16, true)
  v.setUint16(20, 1, true)
  v.setUint16(22, 1, true)
  v.setUint32(24, rate, true)
  v.setUint32(28, rate * 2, true)
  v.setUint16(32, 2, true)
  v.setUint16(34, 16, true)
  text(36, 'data')
  v.setUint32(40, samples * 2, true)
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }))
}

const empty = (): EditorDocument => ({ aspect_ratio: 1, scene: { tracks: [] } })

describe('item 2: person and image pictures without a pasted URL', () => {
  it('Insert → Person gives a square, cover-fitted speaker bubble', async () => {
    const editor = await mount(empty())
    await insert('Person')
    const person = layer(editor, 'person-1')
    expect([person.w, person.h, person.fit_mode, person.prop?.show_type]).toEqual([
      540,
      540,
      'cover',
      'circle',
    ])
  })

  it('"Choose image…" on a person puts the library image in its cover; one undo step', async () => {
    const host = pngDataUrl(40, 40, '#c0392b')
    const editor = await mount(empty(), {
      list: async () => [{ url: host, name: 'Host (left)' }],
    })
    await insert('Person')
    const before = serialize(editor.document)
    await userEvent.click(inspector().getByRole('button', { name: 'Choose image…' }))
    const dialog = page.getByRole('dialog', { name: 'Choose image' })
    await userEvent.click(dialog.getByRole('option', { name: 'Host (left)' }))
    await expect.element(dialog).not.toBeInTheDocument()
    expect(layer(editor, 'person-1').person_cover).toBe(host)
    // The canvas draws it (an image inside the person's group).
    await vi.waitFor(() =>
      expect(lastStage().findOne<Konva.Group>('#person-1')?.findOne('Image')).toBeDefined(),
    )
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })

  it('"Choose image…" → "Upload…" puts a chosen file in an image layer', async () => {
    const editor = await mount(empty())
    await insert('Image')
    await userEvent.click(inspector().getByRole('button', { name: 'Choose image…' }))
    const dialog = page.getByRole('dialog', { name: 'Choose image' })
    await expect.element(dialog.getByRole('button', { name: 'Upload…' })).toBeVisible()
    const blob = await (await fetch(pngDataUrl(8, 8, '#000'))).blob()
    await userEvent.upload(
      dialog.getByLabelText('Image file'),
      new File([blob], 'logo.png', { type: 'image/png' }),
    )
    await vi.waitFor(() => expect(layer(editor, 'image-1').path).toMatch(/^blob:/))
  })
})

describe('item 3: backgrounds and "Fill canvas"', () => {
  const assets: AssetProvider = {
    list: async () => ({
      assets: [
        {
          url: pngDataUrl(96, 54, '#123456'),
          name: 'Studio wall',
          group: 'Backgrounds',
          background: true,
        },
        { url: pngDataUrl(40, 40, '#654321'), name: 'Cover #1', group: 'Covers' },
      ],
    }),
  }

  it('the picker lists backgrounds apart, before covers; a background covers the canvas, named', async () => {
    const editor = await mount(empty(), assets)
    await insert('Image from library…')
    const dialog = page.getByRole('dialog', { name: 'Choose image' })
    const groups = dialog.getByRole('group')
    await expect.element(groups.first()).toHaveAccessibleName('Backgrounds')
    await expect.element(groups.nth(1)).toHaveAccessibleName('Covers')
    await userEvent.click(dialog.getByRole('option', { name: 'Studio wall' }))
    const bg = layer(editor, 'image-1')
    expect([bg.x, bg.y, bg.w, bg.h, bg.fit_mode, (bg as { name?: string }).name]).toEqual([
      0,
      0,
      1920,
      1080,
      'cover',
      'Studio wall',
    ])
    await expect
      .element(page.getByRole('tree', { name: 'Layers' }).getByText('Studio wall'))
      .toBeVisible()
  })

  it('"Fill canvas" from the context menu and the inspector: one undo step each', async () => {
    const editor = await mount({
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              {
                key: 'pic',
                type: 'image',
                x: 200,
                y: 100,
                w: 540,
                h: 540,
                fit_mode: 'contain',
                path: '',
              },
            ],
          },
        ],
      },
    })
    editor.select(['pic'])
    const before = serialize(editor.document)
    await userEvent.click(page.getByRole('treeitem', { name: /pic/ }), { button: 'right' })
    await userEvent.click(page.getByRole('menuitem', { name: 'Fill canvas', exact: true }))
    const pic = () => layer(editor, 'pic')
    expect([pic().x, pic().y, pic().w, pic().h, pic().fit_mode]).toEqual([
      0,
      0,
      1920,
      1080,
      'cover',
    ])
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
    editor.select(['pic'])
    await userEvent.click(inspector().getByRole('button', { name: 'Fill canvas' }))
    expect([pic().w, pic().h]).toEqual([1920, 1080])
  })
})

describe('item 4: a waveform linked to a voice', () => {
  it('"Sound source" lists the scene\'s audio and person voices; choosing one links it', async () => {
    const editor = await mount({
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              {
                key: 'music',
                name: 'Music',
                type: 'audio',
                path: 'https://media.example.test/music.mp3',
              },
              {
                key: 'ana',
                name: 'Ana',
                type: 'person',
                tts_audio_url: 'https://media.example.test/ana.wav',
              },
              {
                key: 'wave',
                type: 'waveform',
                x: 100,
                y: 800,
                w: 800,
                h: 160,
                prop: { audioPath: '' },
              },
            ],
          },
        ],
      },
    })
    editor.select(['wave'])
    const source = inspector().getByRole('combobox', { name: 'Sound source' })
    await expect.element(source).toBeVisible()
    const options = [...(source.element() as HTMLSelectElement).options].map((o) => o.text)
    expect(options).toEqual(['(none)', 'Music (audio)', 'Ana voice'])
    await userEvent.selectOptions(source, 'https://media.example.test/ana.wav')
    expect(layer(editor, 'wave').prop?.audioPath).toBe('https://media.example.test/ana.wav')
    editor.undo()
    expect(layer(editor, 'wave').prop?.audioPath).toBe('')
  })
})

describe('item 5: the scene-duration rule', () => {
  it('the first text in a still keeps it a still', async () => {
    const editor = await mount({
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [{ key: 'bg', type: 'color', w: 1920, h: 1080, color: '#123' }],
          },
        ],
      },
    })
    await insert('Text')
    expect(layer(editor, 'text-1').timeline).toEqual({ start: 0, end: 0 })
    await expect.element(page.getByRole('button', { name: 'Still (no duration)' })).toBeVisible()
  })

  it('a sound longer than the scene is offered "Extend scene"; the new length is announced', async () => {
    const voice = wavUrl(6000)
    const editor = await mount(
      {
        aspect_ratio: 1,
        scene: {
          tracks: [
            {
              index: 0,
              key: 't',
              layers: [{ key: 'title', type: 'text', timeline: { start: 0, end: 3000 } }],
            },
          ],
        },
      },
      { list: async (kind) => (kind === 'audio' ? [{ url: voice, name: 'Voice' }] : []) },
    )
    await insert('Audio from library…')
    await userEvent.click(
      page.getByRole('dialog', { name: 'Choose audio' }).getByRole('option', { name: 'Voice' }),
    )
    const extend = page.getByRole('button', { name: 'Extend scene' })
    await expect.element(extend).toBeVisible()
    await expect
      .element(
        page.getByText('Voice lasts 0:06.00, longer than the scene (0:03.00)', { exact: false }),
      )
      .toBeVisible()
    await userEvent.click(extend)
    expect(layer(editor, 'audio-1').timeline?.end).toBe(6000)
    await expect.element(page.getByRole('button', { name: 'Duration 0:06.00' })).toBeVisible()
    await expect.element(page.getByText('Scene now lasts 0:06.00 (was 0:03.00)')).toBeVisible()
    // A clip dragged past the end lengthens the scene, and says so.
    editor.beginGesture()
    editor.updateGesture(() => editor.setTimeline('title', { start: 5000, end: 8000 }))
    editor.commitGesture()
    await expect.element(page.getByText('Scene now lasts 0:08.00 (was 0:06.00)')).toBeVisible()
  })

  it('"Duration" scales the subtitle words with their clip', async () => {
    const editor = await mount({
      aspect_ratio: 1,
      scene: {
        tracks: [
          {
            index: 0,
            key: 't',
            layers: [
              {
                key: 'sub',
                type: 'subtitle',
                timeline: { start: 0, end: 4000 },
                subtitle: {
                  text: 'one two',
                  word_seq: [
                    { key: 'a', text: 'one', start: 0, end: 2000 },
                    { key: 'b', text: 'two', start: 2000, end: 4000 },
                  ],
                },
              },
            ],
          },
        ],
      },
    })
    await userEvent.click(page.getByRole('button', { name: 'Duration 0:04.00' }))
    const dialog = page.getByRole('dialog', { name: 'Scene duration' })
    await userEvent.fill(dialog.getByLabelText('Scene duration'), '6')
    await userEvent.click(dialog.getByRole('button', { name: 'Set', exact: true }))
    const words = layer(editor, 'sub').subtitle?.word_seq
    expect(words?.map((w) => [w.start, w.end])).toEqual([
      [0, 3000],
      [3000, 6000],
    ])
  })
})

describe('French', () => {
  it('names the new controls in French', async () => {
    const editor = await mount(
      {
        aspect_ratio: 1,
        scene: {
          tracks: [
            {
              index: 0,
              key: 't',
              layers: [
                { key: 'pic', type: 'image', w: 100, h: 100, path: '' },
                { key: 'wave', type: 'waveform', w: 800, h: 160, prop: { audioPath: '' } },
              ],
            },
          ],
        },
      },
      undefined,
      true,
    )
    const inspector = page.getByRole('region', { name: 'Inspecteur' })
    editor.select(['pic'])
    await expect
      .element(inspector.getByRole('button', { name: 'Choisir une image…' }))
      .toBeVisible()
    await expect
      .element(inspector.getByRole('button', { name: 'Remplir le canevas' }))
      .toBeVisible()
    editor.select(['wave'])
    await expect.element(inspector.getByRole('combobox', { name: 'Source sonore' })).toBeVisible()
    await expect
      .element(inspector.getByText('Cette scène n’a encore ni calque audio ni voix.'))
      .toBeVisible()
  })
})
