import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { parseTemplateText, formatProblem, type EditorDocument } from '@podscene/core'
import type { DraftRecord, DraftSink } from './draft-autosave.ts'

// One draft per origin: the document open in the tab that owns it (see draft-lock.ts).
const DRAFT_KEY = 'open-document'
let store: UseStore | null = null
const draftStore = () => (store ??= createStore('podscene-studio', 'drafts'))

/** The draft kept in IndexedDB, or null; something else stored there is an error (kept). */
export async function loadDraft(): Promise<DraftRecord | null> {
  const value: unknown = await get(DRAFT_KEY, draftStore())
  if (value === undefined) return null
  if (!isDraftRecord(value)) {
    throw new Error('the stored draft is not {text, name, label, savedAt}; discard it')
  }
  return value
}

export const indexedDbDraftSink: DraftSink = {
  write: (record) => set(DRAFT_KEY, record, draftStore()),
  clear: () => del(DRAFT_KEY, draftStore()),
}

export type RestoredDraft = { ok: true; document: EditorDocument } | { ok: false; message: string }

/** A draft's text → the document it held (core's parser: the same document, unknown fields kept). */
export function documentOfDraft(record: DraftRecord): RestoredDraft {
  const parsed = parseTemplateText(record.text)
  if (parsed.ok) return { ok: true, document: parsed.value.document as EditorDocument }
  const problems = parsed.problems.slice(0, 3).map(formatProblem).join('; ')
  return { ok: false, message: `The draft of ${record.name} could not be restored: ${problems}` }
}

function isDraftRecord(value: unknown): value is DraftRecord {
  if (typeof value !== 'object' || value === null) return false
  const r = value as Record<string, unknown>
  return (
    typeof r.text === 'string' &&
    typeof r.name === 'string' &&
    typeof r.label === 'string' &&
    typeof r.savedAt === 'number'
  )
}
