import type { UiStore } from '../ui-store.ts'
import { editorService, servicesOf } from '../editor-services.ts'
import type { AssetProvider, MediaKind } from '../asset-provider.ts'
import type { AssetUpload } from '../asset-upload.ts'
import type { ActionContext, ActionUi } from './types.ts'
import { en, type Translations } from '../../i18n/en.ts'

/** The dialogs actions open: the command palette (Ctrl+K) and the shortcut help (`?`). */
export type ActionDialog = 'command-palette' | 'shortcut-help' | 'asset-picker' | 'resize'

export interface OpenContextMenu {
  context: ActionContext
  /** Viewport px where the menu opens (fixed positioning). */
  clientX: number
  clientY: number
  /** The UI context the items run with (the canvas's, with `point` for inserts). */
  ui: ActionUi
  /** Element focused before the menu opened; focus returns there when it closes. */
  returnFocus: HTMLElement | null
}

export interface ActionNotice {
  message: string
  /** `info` is announced politely (role="status"), `error` at once (role="alert"). */
  tone: 'info' | 'error'
  /** A button the notice offers (e.g. "Extend scene"); clicking it runs `perform` and dismisses. */
  action?: NoticeAction
}

export interface NoticeAction {
  label: string
  perform(): void
}

/** The layer whose media the asset picker replaces ("Choose image…"), instead of inserting. */
export interface AssetTarget {
  layerKey: string
}

export interface ActionSurfacesState {
  dialog: {
    kind: ActionDialog
    ui: ActionUi
    returnFocus: HTMLElement | null
    /** The asset picker's kind. */
    assetKind?: MediaKind
    /** The asset picker's target layer: choosing replaces its media. */
    assetTarget?: AssetTarget
  } | null
  contextMenu: OpenContextMenu | null
  /** The last message an action left for the user (a refused command, a temporary upload URL). */
  notice: ActionNotice | null
  /** The embedder's media options (`<SceneEditor assets onAssetUpload>`). */
  media: { assets?: AssetProvider; upload?: AssetUpload }
  /** The notices' texts in the editor's language (set by the EditorProvider). */
  words: Translations['notices']
}

/**
 * Which action surface is open in one editor (session UI state, one per UiStore, never saved):
 * at most one dialog and one context menu. Actions reach it through `ui.store`.
 */
export interface ActionSurfaces {
  getState(): ActionSurfacesState
  subscribe(listener: () => void): () => void
  openDialog(
    kind: ActionDialog,
    ui: ActionUi,
    assetKind?: MediaKind,
    assetTarget?: AssetTarget,
  ): void
  openContextMenu(menu: Omit<OpenContextMenu, 'returnFocus'>): void
  /** Closes the dialog or menu and puts focus back where it was (unless `refocus` is false). */
  close(which: 'dialog' | 'contextMenu', refocus?: boolean): void
  notify(message: string, tone?: ActionNotice['tone'], action?: NoticeAction): void
  dismissNotice(): void
  setMedia(media: ActionSurfacesState['media']): void
  setWords(words: Translations['notices']): void
}

/** One editor's action surfaces (a per-editor service, `state/editor-services.ts`). */
export const actionSurfacesService = editorService('action-surfaces', () => createActionSurfaces())

/** The element to give focus back to: the focused one, unless it is in a menu or dialog itself. */
function focusToReturn(previous: HTMLElement | null | undefined): HTMLElement | null {
  const el = typeof document === 'undefined' ? null : document.activeElement
  if (!(el instanceof HTMLElement) || el === document.body) return previous ?? null
  return el.closest('[data-action-surface]') ? (previous ?? null) : el
}

/** The action surfaces of the editor that owns this UiStore. */
export function actionSurfacesOf(store: UiStore): ActionSurfaces {
  return servicesOf(store).get(actionSurfacesService)
}

function createActionSurfaces(): ActionSurfaces {
  let state: ActionSurfacesState = {
    dialog: null,
    contextMenu: null,
    notice: null,
    media: {},
    words: en.notices,
  }
  const listeners = new Set<() => void>()
  const set = (next: ActionSurfacesState) => {
    state = next
    for (const l of [...listeners]) l()
  }
  const surfaces: ActionSurfaces = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    openDialog(kind, ui, assetKind, assetTarget) {
      const returnFocus = focusToReturn(state.contextMenu?.returnFocus ?? state.dialog?.returnFocus)
      set({
        ...state,
        dialog: { kind, ui, returnFocus, assetKind, assetTarget },
        contextMenu: null,
      })
    },
    openContextMenu(menu) {
      const returnFocus = focusToReturn(state.contextMenu?.returnFocus)
      set({ ...state, contextMenu: { ...menu, returnFocus } })
    },
    close(which, refocus = true) {
      const open = state[which]
      if (!open) return
      set({ ...state, [which]: null })
      if (refocus && open.returnFocus?.isConnected) open.returnFocus.focus({ preventScroll: true })
    },
    notify(message, tone = 'info', action) {
      set({ ...state, notice: action ? { message, tone, action } : { message, tone } })
    },
    dismissNotice() {
      if (state.notice) set({ ...state, notice: null })
    },
    setWords(words) {
      if (words !== state.words) set({ ...state, words })
    },
    setMedia(media) {
      if (media.assets !== state.media.assets || media.upload !== state.media.upload) {
        set({ ...state, media })
      }
    },
  }
  return surfaces
}
