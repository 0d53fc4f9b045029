import type { DBSchema } from 'idb'
import { databaseOpener } from './storage/indexed-db.ts'

/**
 * One successful "Save template", kept in this browser (IndexedDB), because the API has no
 * operation that reads a template back. `text` is core's `serialize` of the saved document, so
 * reopening it gives that document byte for byte.
 */
export interface SavedTemplateEntry {
  /** `<API base URL>#<id>`: ids are per API. */
  key: string
  id: number
  name: string
  /** Unix ms. */
  savedAt: number
  baseUrl: string
  aspectRatio: number | null
  waveformIds: number[]
  text: string
}

interface SavedTemplatesDb extends DBSchema {
  templates: { key: string; value: SavedTemplateEntry; indexes: { savedAt: number } }
}

// Its own database, so other studio stores (drafts) version theirs independently.
const db = databaseOpener<SavedTemplatesDb>('podscene-studio-saved-templates', 1, (database) => {
  database.createObjectStore('templates', { keyPath: 'key' }).createIndex('savedAt', 'savedAt')
})

export function savedTemplateKey(baseUrl: string, id: number): string {
  return `${baseUrl}#${id}`
}

/** Newest first. */
export async function listSavedTemplates(): Promise<SavedTemplateEntry[]> {
  return (await (await db()).getAllFromIndex('templates', 'savedAt')).reverse()
}

/** Adds an entry, or replaces the one with the same key (a retried save replays the same id). */
export async function putSavedTemplate(entry: SavedTemplateEntry): Promise<void> {
  await (await db()).put('templates', entry)
}

export async function deleteSavedTemplate(key: string): Promise<void> {
  await (await db()).delete('templates', key)
}
