import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Rect } from 'react-konva'
import { serialize, type EditorDocument } from '@podscene/core'
import {
  fr,
  InspectorSectionFrame,
  useEditor,
  useTranslations,
  type CustomLayerKind,
  type InspectorSectionProps,
  type LayerRendererProps,
  type SceneEditorProps,
} from '../../src/index.ts'
import { mountEditor, titleDocument } from './editor-mounts.tsx'
import '../../src/styles.css'

const doc = () => titleDocument()

async function mount(props: Partial<SceneEditorProps> = {}) {
  return (await mountEditor(doc(), props)).editor
}

describe('translations', () => {
  it('French strings name the panels, rows, tabs, actions and the Insert menu', async () => {
    const editor = await mount({ translations: fr, timeline: true })
    await expect
      .element(page.getByRole('navigation', { name: 'Panneau des calques' }))
      .toBeVisible()
    await expect.element(page.getByRole('tab', { name: 'Propriétés' })).toBeVisible()
    await userEvent.click(page.getByRole('treeitem', { name: 'Hello' }))
    expect(editor.getState().session.selection).toEqual(['title'])
    await expect.element(page.getByRole('button', { name: 'Masquer text: Hello' })).toBeVisible()
    // The timeline's track header too (its hide / lock buttons).
    await expect
      .element(page.getByRole('button', { name: 'Verrouiller Piste 0' }))
      .toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Masquer Piste 0' })).toBeInTheDocument()
    // Inspector sections and fields by their English text; the width field writes as in English.
    await expect.element(page.getByText('Géométrie', { exact: true })).toBeVisible()
    const width = page.getByLabelText('Largeur', { exact: true })
    await userEvent.clear(width)
    await userEvent.type(width, '420{Enter}')
    expect(editor.getLayer('title')?.layer.w).toBe(420)
    editor.undo()
    // Action labels by id: the toolbar's undo button is titled in French with its shortcut.
    const toolbar = page.getByRole('toolbar', { name: 'Outils du canevas' })
    await expect.element(toolbar.getByRole('button', { name: /^Annuler/ })).toBeInTheDocument()
    await userEvent.click(toolbar.getByRole('button', { name: 'Insérer' }))
    await userEvent.click(page.getByRole('menuitem', { name: 'Forme', exact: true }))
    expect(editor.getState().session.selection).toHaveLength(1)
    expect(editor.getLayer(editor.getState().session.selection[0]!)?.layer.type).toBe('shape')
    await expect
      .element(page.getByRole('navigation', { name: 'Layer panel' }))
      .not.toBeInTheDocument()
  })

  it('French reaches kind badges, inspector texts, the palette, keyframe lanes, easing menu and scene duration', async () => {
    const animated = doc() as { scene: { tracks: { layers: { timeline: object }[] }[] } }
    animated.scene.tracks[0]!.layers[0]!.timeline = {
      start: 0,
      end: 10000,
      key_frames: [
        { timestamp: 500, func: 'linear', properties: { alpha: 0 } },
        { timestamp: 1500, func: 'ease-in', properties: { alpha: 1 } },
      ],
    }
    const editor = await mount({
      translations: fr,
      timeline: true,
      defaultValue: animated as EditorDocument,
    })
    await userEvent.click(page.getByRole('treeitem', { name: 'Hello' }))
    // Kind badges: layer list and track header.
    const badge = document.querySelector('.ps-layer-list__type')!
    expect(badge.getAttribute('data-visual-text')).toBe('texte')
    expect(document.querySelector('.ps-timeline__track-kind')!.textContent).toBe('texte')
    // Inspector: the keyframes section's button, hint and list.
    await expect
      .element(page.getByRole('button', { name: 'Ajouter une image clé à l’instant courant' }))
      .toBeVisible()
    await expect.element(page.getByRole('list', { name: 'Images clés' })).toBeInTheDocument()
    await expect.element(page.getByText(/^Tête de lecture à 0 ms/)).toBeInTheDocument()
    await expect
      .element(page.getByRole('button', { name: 'Supprimer l’image clé à 500 ms' }))
      .toBeInTheDocument()
    // Timeline: the lane toggle, the lane's diamonds, its easing menu and curve editor.
    const toggle = page.getByRole('button', { name: /^Images clés de / })
    await userEvent.click(toggle)
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true')
    const diamond = page.getByRole('button', { name: /^Image clé à 500 ms de / })
    await userEvent.click(diamond, { button: 'right' })
    const menu = page.getByRole('dialog', { name: /^Accélération de l’image clé à 500 ms de / })
    await expect.element(menu).toBeVisible()
    await expect.element(menu.getByText('Courbe personnalisée (cubic-bezier)')).toBeVisible()
    await expect.element(menu.getByRole('group', { name: 'Courbes prédéfinies' })).toBeVisible()
    await expect.element(menu.getByRole('textbox', { name: 'Courbe x1' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    // Scene duration: its dialog, field and buttons.
    await userEvent.click(page.getByRole('button', { name: /^Durée / }))
    const dialog = page.getByRole('dialog', { name: 'Durée de la scène' })
    await expect.element(dialog.getByLabelText('Durée de la scène')).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Appliquer' })).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }))
    await expect.element(dialog).not.toBeInTheDocument()
    // The command palette names submenu actions "Insérer › …".
    ;(document.querySelector('[role="application"]') as HTMLElement).focus()
    await userEvent.keyboard('{Control>}k{/Control}')
    const palette = page.getByRole('dialog', { name: 'Palette de commandes' })
    await expect.element(palette).toBeVisible()
    await expect
      .element(palette.getByRole('option', { name: /^Insérer › Forme/ }).first())
      .toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(editor.canUndo()).toBe(false)
  })

  it('a partial override changes only its strings; the rest stays English', async () => {
    await mount({
      translations: { sceneEditor: { layersTitle: 'Ebenen' }, actions: { redo: 'Wiederholen' } },
    })
    await expect.element(page.getByRole('heading', { name: 'Ebenen' })).toBeVisible()
    await expect.element(page.getByRole('navigation', { name: 'Layer panel' })).toBeVisible()
    const toolbar = page.getByRole('toolbar', { name: 'Canvas tools' })
    await expect.element(toolbar.getByRole('button', { name: /^Wiederholen/ })).toBeInTheDocument()
    await expect.element(toolbar.getByRole('button', { name: /^Undo/ })).toBeInTheDocument()
  })
})

function OwnToolbar() {
  const t = useTranslations()
  return (
    <div role="toolbar" aria-label="Host tools">
      {t.insertMenu.label}
    </div>
  )
}

function OwnInspector() {
  return <p>Host inspector</p>
}

describe('components and inspector sections', () => {
  it('null hides a part, a component replaces one', async () => {
    await mount({
      components: { LayerList: null, Toolbar: OwnToolbar, Inspector: OwnInspector },
      showSlots: false,
      showProblems: false,
    })
    await expect
      .element(page.getByRole('navigation', { name: 'Layer panel' }))
      .not.toBeInTheDocument()
    await expect
      .element(page.getByRole('separator', { name: 'Resize layer panel' }))
      .not.toBeInTheDocument()
    await expect
      .element(page.getByRole('toolbar', { name: 'Host tools' }))
      .toHaveTextContent('Insert')
    await expect
      .element(page.getByRole('toolbar', { name: 'Canvas tools' }))
      .not.toBeInTheDocument()
    await expect.element(page.getByText('Host inspector')).toBeVisible()
  })

  it('an added section shows for its kind; a built-in one is hidden by id', async () => {
    function Note({ layer }: InspectorSectionProps) {
      return (
        <InspectorSectionFrame title="Note">
          <p>Note for {String(layer.key)}</p>
        </InspectorSectionFrame>
      )
    }
    const editor = await mount({
      inspectorSections: [
        { id: 'note', kinds: ['text'], component: Note, before: 'geometry' },
        { id: 'effects', kinds: '*', component: null },
      ],
    })
    editor.select(['title'])
    await expect.element(page.getByText('Note for title')).toBeVisible()
    const summaries = [...document.querySelectorAll('.ps-inspector__section > summary')].map(
      (s) => s.textContent,
    )
    expect(summaries.indexOf('Note')).toBeLessThan(summaries.indexOf('Geometry'))
    expect(summaries).not.toContain('Effects')
    expect(summaries).toContain('Text')
  })
})

describe('custom layer kinds', () => {
  function BadgeRenderer({ layer }: LayerRendererProps) {
    return <Rect name="badge-rect" width={layer.w} height={layer.h} fill="#7c3aed" />
  }
  function BadgeSection({ layer, layerKey, disabled }: InspectorSectionProps) {
    const editor = useEditor()
    const badge = (layer as { badge?: { label?: string } }).badge
    return (
      <InspectorSectionFrame title="Badge">
        <label>
          Badge label
          <input
            defaultValue={badge?.label ?? ''}
            disabled={disabled}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              editor.setLayerField(layerKey, ['badge', 'label'], e.currentTarget.value)
            }}
          />
        </label>
      </InspectorSectionFrame>
    )
  }
  const badge: CustomLayerKind = {
    type: 'badge',
    label: 'Badge',
    create: (base) => ({ ...base, w: 240, h: 80, badge: { label: 'New' } }),
    renderer: BadgeRenderer,
    inspectorSections: [{ id: 'badge', component: BadgeSection }],
  }

  it('Insert → Badge creates the kind with its defaults; its section edits its field (one undo step)', async () => {
    const editor = await mount({ layerKinds: [badge] })
    const before = serialize(editor.document)
    await userEvent.click(page.getByRole('button', { name: 'Insert' }))
    await userEvent.click(page.getByRole('menuitem', { name: 'Badge' }))
    const [key] = editor.getState().session.selection
    const inserted = editor.getLayer(key!)!.layer as Record<string, unknown>
    expect(inserted).toMatchObject({ type: 'badge', w: 240, h: 80, badge: { label: 'New' } })
    // Drawn by its own renderer (not the unknown-kind placeholder).
    const stage = (await import('konva')).default.stages[0]!
    expect(stage.findOne('.badge-rect')).toBeDefined()
    const field = page.getByLabelText('Badge label')
    await expect.element(field).toHaveValue('New')
    await userEvent.clear(field)
    await userEvent.type(field, 'Live{Enter}')
    expect((editor.getLayer(key!)!.layer as { badge: unknown }).badge).toEqual({ label: 'Live' })
    editor.undo()
    expect((editor.getLayer(key!)!.layer as { badge: unknown }).badge).toEqual({ label: 'New' })
    editor.undo()
    expect(serialize(editor.document)).toBe(before)
  })
})
