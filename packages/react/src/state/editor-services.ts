import type { UiStore } from './ui-store.ts'

/**
 * A per-editor service a feature keeps beside the UiStore (session state, never saved): the
 * action surfaces, the pending uploads, the text styles, the file chooser of "From a file…".
 * Defined once where it lives (`editorService('uploads', createUploads)`), made on first use.
 */
export interface EditorService<T> {
  readonly name: string
  create(store: UiStore): T
}

export function editorService<T>(name: string, create: (store: UiStore) => T): EditorService<T> {
  return { name, create }
}

/** The services of one editor; the EditorProvider puts them in the editor context. */
export interface EditorServices {
  get<T>(service: EditorService<T>): T
}

function createEditorServices(store: UiStore): EditorServices {
  const made = new Map<EditorService<unknown>, unknown>()
  return {
    get<T>(service: EditorService<T>): T {
      if (!made.has(service)) made.set(service, service.create(store))
      return made.get(service) as T
    },
  }
}

// The one registry of per-editor services (packages/react/CONTEXT.md, "Folders by layer"): the
// provider and code that holds only the store (actions get `ui.store`) find the same services.
const byStore = new WeakMap<UiStore, EditorServices>()

/** The services of the editor that owns this UiStore. */
export function servicesOf(store: UiStore): EditorServices {
  let services = byStore.get(store)
  if (!services) {
    services = createEditorServices(store)
    byStore.set(store, services)
  }
  return services
}
