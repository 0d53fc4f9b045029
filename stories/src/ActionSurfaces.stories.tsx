import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import {
  createActionRegistry,
  defaultActions,
  SceneEditor,
  type AssetProvider,
} from '@podscene/react'
import { Frame } from './Frame.tsx'
import { podcastTemplate } from './scenes.ts'

/**
 * The surfaces every action reaches besides keys and the toolbar: context menus (right-click or
 * Shift+F10 on the canvas, the layer list and timeline clips), the command palette (Ctrl+K), the
 * shortcut help (`?`) and the assets picker. All read the editor's action registry.
 */
const meta = {
  title: 'Editor/Actions',
  component: SceneEditor,
  decorators: [
    (Story) => (
      <Frame width={1280} height={720}>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof SceneEditor>
export default meta
type Story = StoryObj<typeof meta>

const labels = (items: HTMLElement[]) => items.map((i) => i.getAttribute('aria-label'))

/** The first layer row of the layer list (rows of tracks carry no layer key). */
async function firstLayerRow(root: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const row = root.querySelector<HTMLElement>('[role="treeitem"][data-layer-key]')
    if (!row) throw new Error('no layer row yet')
    return row
  })
}

/** Right-click on a layer-list row: that layer's actions (cut, copy, arrange, lock, split…). */
export const ContextMenuOnLayer: Story = {
  args: { defaultValue: podcastTemplate() },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const row = await firstLayerRow(canvasElement)
    await userEvent.pointer({ keys: '[MouseRight]', target: row })
    const menu = await canvas.findByRole('menu', { name: 'Context menu' })
    await expect(menu).toBeVisible()
    await expect(await canvas.findByRole('menuitem', { name: 'Duplicate' })).toBeVisible()
    await expect(canvas.getByRole('menuitem', { name: 'Bring to front' })).toBeVisible()
  },
}

/** Right-click on the empty canvas area: the Insert submenu with the nine kinds and "From a file…", at the point. */
export const ContextMenuOnCanvas: Story = {
  args: { defaultValue: podcastTemplate() },
  play: async ({ canvas, userEvent }) => {
    const area = await canvas.findByRole('application', { name: 'Scene canvas' })
    await waitFor(() => expect(area.querySelector('canvas')).not.toBeNull())
    const r = area.getBoundingClientRect()
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: area,
      coords: { clientX: r.left + 6, clientY: r.bottom - 40 },
    })
    await userEvent.hover(await canvas.findByRole('menuitem', { name: 'Insert' }))
    const submenu = await canvas.findByRole('menu', { name: 'Insert' })
    await expect(labels(Array.from(submenu.querySelectorAll('[role="menuitem"]')))).toEqual([
      'Text',
      'Image',
      'Video',
      'Shape',
      'Color',
      'Subtitle',
      'Waveform',
      'Person',
      'Audio',
      'From a file…',
    ])
  },
}

/** Ctrl+K, "dup": the palette filters the enabled actions and shows their shortcuts. */
export const CommandPalette: Story = {
  args: { defaultValue: podcastTemplate() },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const row = await firstLayerRow(canvasElement)
    await userEvent.click(row)
    await userEvent.keyboard('{Control>}k{/Control}')
    const dialog = await canvas.findByRole('dialog', { name: 'Command palette' })
    await userEvent.keyboard('dup')
    await waitFor(() =>
      expect(dialog.querySelector('[role="option"]')?.getAttribute('aria-label')).toBe('Duplicate'),
    )
  },
}

/** `?`: every action that has a shortcut, grouped, read from the registry. */
export const ShortcutHelp: Story = {
  args: { defaultValue: podcastTemplate() },
  play: async ({ canvas, userEvent }) => {
    ;(await canvas.findByRole('application', { name: 'Scene canvas' })).focus()
    await userEvent.keyboard('?')
    const dialog = await canvas.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(dialog).toHaveTextContent('Split at playhead')
    await expect(dialog).toHaveTextContent('Ctrl+K')
  },
}

const custom = createActionRegistry(defaultActions)
custom.update('duplicate', { label: 'Clone' })
custom.remove('hide')
custom.register({
  id: 'embedder.mark-sponsor',
  label: 'Mark as sponsor slot',
  shortcut: 'Mod+Shift+M',
  group: 'embedder',
  contexts: ['canvas-layer', 'layer-list'],
  enabled: (editor) => editor.getState().session.selection.length > 0,
  perform: (editor) => {
    for (const key of editor.getState().session.selection) {
      editor.setLayerField(key, ['name'], 'sponsor')
    }
  },
})

/**
 * An embedder's registry: "Duplicate" renamed "Clone", "Hide" removed, and its own action added
 * with a shortcut — context menus, palette and shortcut help all follow. Read it with
 * `useActions()` / `registry.list()` for the host's own menus.
 */
export const CustomActions: Story = {
  args: { defaultValue: podcastTemplate(), actions: custom },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const row = await firstLayerRow(canvasElement)
    await userEvent.pointer({ keys: '[MouseRight]', target: row })
    await expect(await canvas.findByRole('menuitem', { name: 'Clone' })).toBeVisible()
    await expect(canvas.getByRole('menuitem', { name: 'Mark as sponsor slot' })).toBeVisible()
    await expect(canvas.queryByRole('menuitem', { name: 'Hide' })).toBeNull()
  },
}

const swatch = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="${color}"/></svg>`,
  )}`

const assets: AssetProvider = {
  list: async (kind) =>
    kind === 'image'
      ? [
          { name: 'Sunset', url: swatch('#f97316') },
          { name: 'Ocean', url: swatch('#0ea5e9') },
          { name: 'Forest', url: swatch('#16a34a') },
        ]
      : [],
}

/** An `assets` provider: Insert → "Image from library…" opens a picker of its images. */
export const AssetLibrary: Story = {
  args: { defaultValue: podcastTemplate(), assets },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Insert' }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Image from library…' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Choose image' })
    await waitFor(() => expect(dialog.querySelectorAll('[role="option"]')).toHaveLength(3))
  },
}

const groupedAssets: AssetProvider = {
  list: async (kind) =>
    kind === 'image'
      ? [
          { name: 'Studio wall', url: swatch('#334155'), group: 'Backgrounds', background: true },
          { name: 'Cover #1', url: swatch('#f97316'), group: 'Covers' },
          { name: 'Cover #2', url: swatch('#0ea5e9'), group: 'Covers' },
        ]
      : [],
}

/**
 * Issue 27: the picker lists the provider's groups apart (backgrounds before covers); a
 * background is inserted covering the canvas, named after the asset.
 */
export const BackgroundsBeforeCovers: Story = {
  args: { defaultValue: podcastTemplate(), assets: groupedAssets },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Insert' }))
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Image from library…' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Choose image' })
    await waitFor(() => expect(dialog.querySelectorAll('[role="group"]')).toHaveLength(2))
    await userEvent.click(await canvas.findByRole('option', { name: 'Studio wall' }))
    await expect(await canvas.findByRole('treeitem', { name: 'Studio wall' })).toBeVisible()
  },
}
