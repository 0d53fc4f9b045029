// The folders of packages/react/src by layer, lowest first (packages/react/CONTEXT.md, "Folders
// by layer"). A folder imports folders of its own layer and of the layers below it, never one
// above; and no folders import each other in a circle, directly or through others. Checked with
// dependency-cruiser by test/integration/react-folder-layers.test.ts.
import type { IForbiddenRuleType } from 'dependency-cruiser'

export interface FolderLayer {
  name: string
  folders: readonly string[]
}

export const REACT_FOLDER_LAYERS: readonly FolderLayer[] = [
  // Small generic helpers (element size, scroll parent, icons, time format) and the translations.
  { name: 'base', folders: ['lib', 'i18n'] },
  // Drawing a scene and playing it: what the player and the render page need, no editor state.
  {
    name: 'render',
    folders: ['persistence', 'media', 'layers', 'canvas', 'playback', 'player', 'export'],
  },
  // One editor's state: the context (Editor, UiStore, action registry), its hooks, the action
  // registry and surfaces store, editable layers, geometry commands, the embedder's contracts.
  { name: 'state', folders: ['state'] },
  // The editor's parts, each reading the state; among them no circle (timeline → problems, …).
  {
    name: 'features',
    folders: [
      'a11y',
      'customization',
      'problems',
      'slots',
      'timeline',
      'waveform',
      'uploads',
      'inspector',
      'layer-list',
      'canvas-editing',
      'panels',
    ],
  },
  // Every action defined once (default-actions) and the surfaces that list them: keys, menus,
  // command palette, dialogs.
  { name: 'actions', folders: ['actions'] },
  // <SceneEditor> and the composition around it: provider, canvas + toolbar, drawers, resizers.
  { name: 'shell', folders: ['scene-editor'] },
]

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * dependency-cruiser rules for the folders under `src` (a path relative to the cruise's base
 * directory): `no-upward-import` (a folder imports a folder of a higher layer) and
 * `no-folder-cycle` (folders that import each other, directly or through others).
 */
export function folderLayerRules(
  src: string,
  layers: readonly FolderLayer[] = REACT_FOLDER_LAYERS,
): IForbiddenRuleType[] {
  const root = `^${escape(src)}/`
  const group = (folders: readonly string[]) => `${root}(${folders.join('|')})/`
  const upward: IForbiddenRuleType[] = layers.slice(0, -1).map((layer, i) => ({
    name: 'no-upward-import',
    severity: 'error',
    comment: `${layer.name} (${layer.folders.join(', ')}) imports only its own layer and those below`,
    from: { path: group(layer.folders) },
    to: { path: group(layers.slice(i + 1).flatMap((l) => l.folders)) },
  }))
  return [
    ...upward,
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'folders import each other, directly or through others',
      scope: 'folder',
      from: { path: root },
      to: { path: root, circular: true },
    },
  ]
}
