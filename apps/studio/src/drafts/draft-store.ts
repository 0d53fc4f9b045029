import { parseTemplateText, formatProblem, type EditorDocument } from '@podscene/core'
import { keyValueStore } from '../storage/indexed-db.ts'
import type { DraftRecord, DraftSink } from './draft-autosave.ts'

// One draft per open document, each under its own key (see use-drafts.ts `draftKeyOf`). The
// key of the one draft kept before (`open-document`) is read like any other.
const store = keyValueStore('podscene-studio', 'drafts')

/** A stored draft: readable, or why not (kept until discarded). */
export type StoredDraft =
  { key: string; ok: true; record: DraftRecord } | { key: string; ok: false; message: string }

/** Every draft kept in IndexedDB, newest first (unreadable ones last). */
export async function loadDrafts(): Promise<StoredDraft[]> {
  const all = await store.entries()
  const drafts = all.map(([key, value]): StoredDraft => {
    const name = typeof key === 'string' ? key : JSON.stringify(key)
    return isDraftRecord(value)
      ? { key: name, ok: true, record: value }
      : {
          key: name,
          ok: false,
          message: `A draft kept in this browser (${name}) is not {text, name, label, savedAt}; discard it`,
        }
  })
  const time = (d: StoredDraft) =>
    d.ok && Number.isFinite(d.record.savedAt) ? d.record.savedAt : -1
  return drafts.sort((a, b) => time(b) - time(a))
}

/** Where the draft under `key` is written. */
export function draftSink(key: string): DraftSink {
  return {
    write: (record) => store.set(key, record),
    clear: () => store.delete(key),
  }
}

export function deleteDraft(key: string): Promise<void> {
  return store.delete(key)
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

/**
 * When a draft was written, for "Restored draft from …" and the Drafts list: today the time,
 * another day date and time (the browser's locale); a time that is not one (NaN, Infinity, out
 * of Date's range, as a damaged record may hold) is "an unknown time", never "Invalid Date".
 */
export function formatDraftTime(ms: number, now: Date = new Date()): string {
  const date = new Date(ms)
  if (!Number.isFinite(date.getTime())) return 'an unknown time'
  return now.toDateString() === date.toDateString()
    ? date.toLocaleTimeString()
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' })
}
