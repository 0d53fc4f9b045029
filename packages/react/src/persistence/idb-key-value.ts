import { openDB, type IDBPDatabase } from 'idb'

/**
 * A key → value store in IndexedDB (one object store of one database), on `idb`. The one
 * IndexedDB helper of this package: the waveform peaks cache and `createPersistence` use it.
 * Without IndexedDB (Node, some private modes) every call rejects with a clear error; callers
 * that only cache catch it.
 */
export interface KeyValueStore {
  get<T = unknown>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

export function createKeyValueStore(database: string, store: string): KeyValueStore {
  let opened: Promise<IDBPDatabase> | undefined
  const db = (): Promise<IDBPDatabase> => {
    if (typeof indexedDB === 'undefined') {
      return Promise.reject(new Error(`IndexedDB is not available here (database "${database}")`))
    }
    opened ??= openDB(database, 1, {
      upgrade(d) {
        if (!d.objectStoreNames.contains(store)) d.createObjectStore(store)
      },
    }).catch((error: unknown) => {
      opened = undefined // a later call may succeed (e.g. after a blocked upgrade)
      throw error
    })
    return opened
  }
  return {
    get: async <T>(key: string) => (await (await db()).get(store, key)) as T | undefined,
    set: async (key, value) => {
      await (await db()).put(store, value, key)
    },
    delete: async (key) => {
      await (await db()).delete(store, key)
    },
  }
}
