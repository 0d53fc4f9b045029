import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import {
  layerForInsert,
  serialize,
  tracksOfDocument,
  type Editor,
  type EditorDocument,
  type Layer,
} from '@podscene/core'
import {
  createActionRegistry,
  defaultActions,
  SceneEditor,
  type ActionRegistry,
} from '../../src/index.ts'
import '../../src/styles.css'

const KINDS = [
  ['Text', 'text'],
  ['Image', 'image'],
  ['Video', 'video'],
  ['Shape', 'shape'],
  ['Color', 'color'],
  ['Subtitle', 'subtitle'],
  ['Waveform', 'waveform'],
  ['Person', 'person'],
  ['Audio', 'audio'],
] as const
const FROM_FILE = 'From a file…'
/** The group "Text styles" after the kinds (issue 30); "Text" itself is unchanged. */
const TEXT_STYLES = ['Heading', 'Subheading', 'Body', 'Caption', 'Lower third']

const doc = (): EditorDocument => ({
  aspect_ratio: 1,
  scene: {
    tracks: [
      {
        index: 0,
        key: 'bg',
        type: 'shape',
        layers: [
          {
            key: 'a',
            type: 'shape',
            x: 100,
            y: 100,
            w: 200,
            h: 100,
            timeline: { start: 0, end: 10000 },
            prop: { shapeInfo: { type: 'rect', color: '#ff0000' } },
          },
        ],
      },
    ],
  },
})

async function mount(
  options: { actions?: ActionRegistry; aspectRatio?: number; readOnly?: boolean } = {},
) {
  let editor: Editor | null = null
  await render(
    <div style={{ width: 1200, height: 700 }}>
      <SceneEditor
        defaultValue={doc()}
        onEditorReady={(e) => {
          editor = e
        }}
        {...options}
      />
    </div>,
  )
  await expect.element(page.getByRole('application', { name: 'Scene canvas' })).toBeVisible()
  return editor! as Editor
}

function located(editor: Editor, key: string): { layer: Layer; trackType: unknown } {
  const found = editor.getLayer(key)
  if (!found) throw new Error(`layer ${key} not found`)
  return { layer: found.layer, trackType: editor.getTracks()[found.track]!.type }
}

const insertButton = () => page.getByRole('button', { name: 'Insert', exact: true })
const item = (name: string) => page.getByRole('menuitem', { name, exact: true })

async function menuItemNames(): Promise<string[]> {
  await expect.element(page.getByRole('menu', { name: 'Insert' })).toBeVisible()
  return page
    .getByRole('menuitem')
    .elements()
    .map((e) => e.textContent ?? '')
}

describe('Insert menu', () => {
  it('is a menu button listing the kinds in the contract order', async () => {
    await mount()
    const button = insertButton()
    await expect.element(button).toHaveAttribute('aria-haspopup', 'menu')
    await expect.element(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await expect.element(button).toHaveAttribute('aria-expanded', 'true')
    // The nine kinds in the contract order, then "From a file…" (issue 24: media from disk),
    // then the group "Text styles" (issue 30).
    expect(await menuItemNames()).toEqual([
      ...KINDS.map(([name]) => name),
      FROM_FILE,
      ...TEXT_STYLES,
    ])
    const group = page.getByRole('group', { name: 'Text styles' })
    expect(
      group
        .getByRole('menuitem')
        .elements()
        .map((e) => e.textContent),
    ).toEqual(TEXT_STYLES)
  })

  it('each item inserts its kind centred, from the playhead, in a track of its kind; undo is exact', async () => {
    const editor = await mount()
    editor.setPlayhead(1500)
    const canvas = { width: 1920, height: 1080 }
    for (const [name, kind] of KINDS) {
      const before = serialize(editor.document)
      const trackCount = editor.getTracks().length
      await userEvent.click(insertButton())
      await userEvent.click(item(name))
      const key = `${kind}-1`
      const { layer, trackType } = located(editor, key)
      expect(layer.type).toBe(kind)
      expect(trackType).toBe(kind)
      expect(editor.getTracks()).toHaveLength(trackCount + (kind === 'shape' ? 0 : 1))
      expect(Math.abs(layer.x! + layer.w! / 2 - canvas.width / 2)).toBeLessThanOrEqual(0.5)
      expect(Math.abs(layer.y! + layer.h! / 2 - canvas.height / 2)).toBeLessThanOrEqual(0.5)
      expect(layer.timeline?.start).toBe(1500)
      expect(editor.getState().session.selection).toEqual([key])
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument()
      await userEvent.click(page.getByRole('button', { name: 'Undo' }))
      expect(serialize(editor.document)).toBe(before)
    }
  })

  it('gives readable unique keys and reuses the track of the kind', async () => {
    const editor = await mount()
    for (let i = 0; i < 2; i++) {
      await userEvent.click(insertButton())
      await userEvent.click(item('Text'))
    }
    const textTracks = tracksOfDocument(editor.document).filter((t) => t.type === 'text')
    expect(textTracks).toHaveLength(1)
    expect(textTracks[0]!.layers!.map((l) => l.key)).toEqual(['text-1', 'text-2'])
    // The existing shape track (index 0) takes shapes: on top of its layers.
    await userEvent.click(insertButton())
    await userEvent.click(item('Shape'))
    expect(editor.getTracks()[0]!.layers!.map((l) => l.key)).toEqual(['a', 'shape-1'])
    // New tracks go on top in draw order.
    expect(editor.getTracks().map((t) => t.index)).toEqual([0, 1])
  })

  it('centres on the canvas the editor shows (aspectRatio override)', async () => {
    const editor = await mount({ aspectRatio: 0 })
    await userEvent.click(insertButton())
    await userEvent.click(item('Image'))
    const { layer } = located(editor, 'image-1')
    expect(layer.x! + layer.w! / 2).toBe(540)
    expect(layer.y! + layer.h! / 2).toBe(960)
  })

  it('works from the keyboard: arrows, Home/End, Escape, Enter', async () => {
    const editor = await mount()
    editor.select(['a'])
    const button = insertButton()
    ;(button.element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(item('Text')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect.element(item('Video')).toHaveFocus()
    // The last item is the group "Text styles"'s last: the arrows run through the group.
    await userEvent.keyboard('{End}')
    await expect.element(item('Lower third')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(item('Text')).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    await expect.element(item('Lower third')).toHaveFocus()
    await userEvent.keyboard('{Home}')
    await expect.element(item('Text')).toHaveFocus()
    // Escape closes the menu and returns focus; the editor's Escape (deselect) does not run.
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument()
    await expect.element(button).toHaveFocus()
    expect(editor.getState().session.selection).toEqual(['a'])
    expect(editor.getLayer('a')!.layer.x).toBe(100)
    // ↑ opens on the last item; Enter runs it.
    await userEvent.keyboard('{ArrowUp}')
    await expect.element(item('Lower third')).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}'.repeat(5))
    await expect.element(item(FROM_FILE)).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    expect(located(editor, 'person-1').layer.type).toBe('person')
    await expect.element(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(item('Text')).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(located(editor, 'text-1').layer.type).toBe('text')
  })

  it('closes on a press outside', async () => {
    await mount()
    await userEvent.click(insertButton())
    await expect.element(page.getByRole('menu')).toBeVisible()
    await userEvent.click(page.getByRole('heading', { name: 'Layers' }))
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument()
  })

  it('is not offered read-only', async () => {
    await mount({ readOnly: true })
    await expect.element(page.getByRole('button', { name: 'Zoom in' })).toBeVisible()
    await expect.element(insertButton()).not.toBeInTheDocument()
  })
})

describe('action registry', () => {
  it('added, overridden and removed actions change the menu and the shortcuts', async () => {
    const actions = createActionRegistry(defaultActions)
    actions.remove('insert.audio')
    actions.register({
      id: 'insert.logo',
      label: 'Logo',
      group: 'insert',
      perform: (editor) =>
        editor.insertLayer({
          ...layerForInsert('image', { canvas: { width: 1920, height: 1080 } }),
          w: 100,
        }),
    })
    actions.update('undo', { shortcut: 'Mod+U' })
    actions.remove('delete')
    const editor = await mount({ actions })

    await userEvent.click(insertButton())
    expect(await menuItemNames()).toEqual([
      ...KINDS.filter(([, kind]) => kind !== 'audio').map(([name]) => name),
      FROM_FILE,
      'Logo',
      ...TEXT_STYLES,
    ])
    // A change while mounted shows at once.
    actions.remove('insert.video')
    await expect.element(item('Video')).not.toBeInTheDocument()
    await userEvent.click(item('Logo'))
    expect(located(editor, 'image-1').layer.w).toBe(100)

    // Keys read the registry: Ctrl+Z no longer undoes, Ctrl+U does; Delete does nothing.
    const canvas = page.getByRole('application', { name: 'Scene canvas' })
    ;(canvas.element() as HTMLElement).focus()
    editor.select(['image-1'])
    await userEvent.keyboard('{Delete}')
    expect(editor.getLayer('image-1')).toBeDefined()
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(editor.getLayer('image-1')).toBeDefined()
    await userEvent.keyboard('{Control>}u{/Control}')
    expect(editor.getLayer('image-1')).toBeUndefined()
    // The toolbar's Undo button is the same action, disabled now that nothing is left to undo.
    await expect.element(page.getByRole('button', { name: 'Undo' })).toBeDisabled()
    await expect
      .element(page.getByRole('button', { name: 'Undo' }))
      .toHaveAttribute('title', 'Undo (Ctrl+U)')
  })

  it('an overridden zoom action drives both the toolbar button and its key', async () => {
    const actions = createActionRegistry(defaultActions)
    const zoomIn = actions.get('zoom-in')!
    actions.update('zoom-in', {
      shortcut: 'Z',
      perform: (editor, ui) => ui.viewport?.zoomTo(editor.getState().session.zoom * 2),
    })
    expect(zoomIn.shortcut).toEqual(['+', '='])
    const editor = await mount({ actions })
    const start = editor.getState().session.zoom
    await userEvent.click(page.getByRole('button', { name: 'Zoom in' }))
    expect(editor.getState().session.zoom).toBeCloseTo(start * 2, 6)
    ;(page.getByRole('application', { name: 'Scene canvas' }).element() as HTMLElement).focus()
    await userEvent.keyboard('z')
    expect(editor.getState().session.zoom).toBeCloseTo(start * 4, 6)
    await userEvent.keyboard('+')
    expect(editor.getState().session.zoom).toBeCloseTo(start * 4, 6)
  })
})
