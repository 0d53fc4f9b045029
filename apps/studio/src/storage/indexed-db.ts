import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks } from 'idb'

// The studio's one way to IndexedDB (the `idb` library): drafts, text styles and saved
// templates each keep their own database, so each versions its stores on its own.

/**
 * Opens `name` once and shares the connection; a failed open is forgotten, so the next call
 * tries again (a private window that refuses IndexedDB, a blocked upgrade).
 */
export function databaseOpener<Schema extends DBSchema | unknown>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>,
): () => Promise<IDBPDatabase<Schema>> {
  let opened: Promise<IDBPDatabase<Schema>> | undefined
  return () =>
    (opened ??= openDB<Schema>(name, version, { upgrade }).catch((error: unknown) => {
      opened = undefined
      throw error
    }))
}

/** A key → value store: one object store with out-of-line keys. */
export interface KeyValueStore {
  get(key: IDBValidKey): Promise<unknown>
  set(key: IDBValidKey, value: unknown): Promise<void>
  delete(key: IDBValidKey): Promise<void>
  /** Every `[key, value]`, in key order. */
  entries(): Promise<[IDBValidKey, unknown][]>
}

/**
 * The store `storeName` of the database `databaseName`, laid out as the studio's stores have
 * always been (version 1, one object store of out-of-line keys: what idb-keyval's `createStore`
 * made), so drafts and styles kept by earlier versions of the studio are read as they are.
 */
export function keyValueStore(databaseName: string, storeName: string): KeyValueStore {
  const db = databaseOpener<unknown>(databaseName, 1, (database) => {
    if (!database.objectStoreNames.contains(storeName)) database.createObjectStore(storeName)
  })
  return {
    async get(key) {
      return (await db()).get(storeName, key)
    },
    async set(key, value) {
      await (await db()).put(storeName, value, key)
    },
    async delete(key) {
      await (await db()).delete(storeName, key)
    },
    async entries() {
      const tx = (await db()).transaction(storeName, 'readonly')
      const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll(), tx.done])
      return keys.map((key, i): [IDBValidKey, unknown] => [key, values[i]])
    },
  }
}
