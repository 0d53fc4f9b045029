import type { Editor, EditorDocument } from '@podscene/core'
import { createKeyValueStore, type KeyValueStore } from './idb-key-value.ts'

/** Where and how often `createPersistence` keeps a document. */
export interface PersistenceOptions {
  /** The name the document is kept under (one per document, e.g. `episode-42`). */
  key: string
  /** Write this long after the last committed change (default 500 ms; 0: at once). */
  debounceMs?: number
  /** IndexedDB database name (default `podscene-documents`; object store `documents`). */
  database?: string
  /** A read or write failed: the message (default: `console.error`). */
  onError?(message: string): void
}

/** One document kept in IndexedDB under `key`. */
export interface Persistence {
  readonly key: string
  /** The document kept under `key`, or undefined; rejects when the record is not one. */
  load(): Promise<EditorDocument | undefined>
  /** Writes `document` now. */
  save(document: EditorDocument): Promise<void>
  /**
   * Saves `editor`'s document after each committed change (one undo step, undo, redo; never
   * during a drag), `debounceMs` after the last one, and at once when the page is hidden.
   * Returns the function that stops it (writing a pending change first).
   */
  attach(editor: Editor): () => void
  /** Writes a pending change now. */
  flush(): Promise<void>
  /** Forgets the kept document. */
  clear(): Promise<void>
}

/** What is stored: the document as the Editor holds it (structured clone keeps key order). */
interface StoredDocument {
  document: EditorDocument
  savedAt: number
}

const stores = new Map<string, KeyValueStore>()
const storeOf = (database: string) => {
  let store = stores.get(database)
  if (!store) stores.set(database, (store = createKeyValueStore(database, 'documents')))
  return store
}

/**
 * "Save on change" in IndexedDB: `load()` at start, `attach(editor)` to keep it saved.
 * `<SceneEditor persistence={{key}}>` does both.
 */
export function createPersistence(options: PersistenceOptions): Persistence {
  const { key } = options
  if (typeof key !== 'string' || key.trim() === '') {
    throw new Error(`createPersistence: key must be a non-empty string, got ${JSON.stringify(key)}`)
  }
  const debounceMs = Math.max(0, options.debounceMs ?? 500)
  const store = storeOf(options.database ?? 'podscene-documents')
  const report = (message: string) =>
    options.onError ? options.onError(message) : console.error(message)
  let pending: { editor: Editor; timer: ReturnType<typeof setTimeout> } | null = null

  const save = async (document: EditorDocument) => {
    try {
      await store.set(key, { document, savedAt: Date.now() } satisfies StoredDocument)
    } catch (error) {
      report(`Could not keep the document "${key}" in IndexedDB: ${reasonOf(error)}`)
      throw error
    }
  }
  const flush = async () => {
    if (!pending) return
    clearTimeout(pending.timer)
    const { editor } = pending
    pending = null
    await save(editor.document).catch(() => undefined)
  }

  return {
    key,
    async load() {
      let record: unknown
      try {
        record = await store.get(key)
      } catch (error) {
        report(`Could not read the document "${key}" from IndexedDB: ${reasonOf(error)}`)
        throw error
      }
      if (record === undefined) return undefined
      if (!isStoredDocument(record)) {
        const message = `The record "${key}" in IndexedDB is not a kept document {document: {scene: {tracks}} or {tracks}, savedAt}`
        report(message)
        throw new Error(message)
      }
      return record.document
    },
    save,
    attach(editor) {
      const schedule = () => {
        if (pending) clearTimeout(pending.timer)
        pending = { editor, timer: setTimeout(() => void flush(), debounceMs) }
      }
      const off = editor.on('commit', schedule)
      const onHide = () => {
        if (document.visibilityState === 'hidden') void flush()
      }
      const hasDocument = typeof document !== 'undefined'
      if (hasDocument) document.addEventListener('visibilitychange', onHide)
      return () => {
        off()
        if (hasDocument) document.removeEventListener('visibilitychange', onHide)
        if (pending?.editor === editor) void flush()
      }
    },
    flush,
    clear: () => store.delete(key),
  }
}

function isStoredDocument(value: unknown): value is StoredDocument {
  if (typeof value !== 'object' || value === null) return false
  const { document, savedAt } = value as Partial<StoredDocument>
  if (typeof savedAt !== 'number' || typeof document !== 'object' || document === null) return false
  const doc = document as { scene?: { tracks?: unknown }; tracks?: unknown }
  return Array.isArray(doc.scene !== undefined ? doc.scene?.tracks : doc.tracks)
}

function reasonOf(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) {
    return error.message.trim() || error.name || 'an error without a message'
  }
  return String(error)
}
