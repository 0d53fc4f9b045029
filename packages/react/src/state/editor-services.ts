import type { Editor } from '@podscene/core'
import type { UiStore } from './ui-store.ts'

/**
 * A per-editor service a feature keeps beside the UiStore (session state, never saved): the
 * action surfaces, the pending uploads, the text styles, the file chooser of "From a file…"
 * (made per store), the live lint and the fill preview (they read the document: made per store
 * and Editor). Defined once where it lives (`editorService('uploads', createUploads)`), made on
 * first use.
 */
export type EditorService<T> =
  | { readonly name: string; readonly readsDocument: false; create(store: UiStore): T }
  /** Made per UiStore and Editor (`documentService`) rather than per UiStore. */
  | {
      readonly name: string
      readonly readsDocument: true
      create(editor: Editor, store: UiStore): T
    }

export function editorService<T>(name: string, create: (store: UiStore) => T): EditorService<T> {
  return { name, readsDocument: false, create }
}

/** A per-editor service that reads the Editor's document: one per UiStore and Editor. */
export function documentService<T>(
  name: string,
  create: (editor: Editor, store: UiStore) => T,
): EditorService<T> {
  return { name, readsDocument: true, create }
}

/** The services of one editor; the EditorProvider puts them in the editor context. */
export interface EditorServices {
  get<T>(service: EditorService<T>): T
}

type Made = Map<EditorService<unknown>, unknown>

interface StoreServices {
  made: Made
  /** The document services, by the Editor the store is shown with. */
  byEditor: WeakMap<Editor, Made>
}

// The one registry of per-editor services (packages/react/CONTEXT.md, "Folders by layer"): the
// provider and code that holds only the store (actions get `ui.store`) find the same services.
const byStore = new WeakMap<UiStore, StoreServices>()

function storeServices(store: UiStore): StoreServices {
  let services = byStore.get(store)
  if (!services) {
    services = { made: new Map(), byEditor: new WeakMap() }
    byStore.set(store, services)
  }
  return services
}

/**
 * The services of the editor that owns this UiStore; with its Editor, also the services that
 * read the document (the live lint, the fill preview).
 */
export function servicesOf(store: UiStore, editor?: Editor): EditorServices {
  const services = storeServices(store)
  return {
    get<T>(service: EditorService<T>): T {
      if (!service.readsDocument) {
        if (!services.made.has(service)) services.made.set(service, service.create(store))
        return services.made.get(service) as T
      }
      if (!editor) {
        throw new Error(
          `The "${service.name}" service reads the document: use servicesOf(store, editor)`,
        )
      }
      let made = services.byEditor.get(editor)
      if (!made) {
        made = new Map()
        services.byEditor.set(editor, made)
      }
      if (!made.has(service)) made.set(service, service.create(editor, store))
      return made.get(service) as T
    },
  }
}
