import { useCallback, useEffect, useRef, useState } from 'react'
import type { Editor, EditorDocument } from '@podscene/core'
import type { SaveTicket } from '../use-save.ts'
import type { TemplateChoice } from '../templates.ts'
import { DraftAutosave } from './draft-autosave.ts'
import { draftLock, type DraftRole } from './draft-lock.ts'
import {
  deleteDraft,
  documentOfDraft,
  draftSink,
  loadDrafts,
  type StoredDraft,
} from './draft-store.ts'

export interface DraftsOptions {
  /** Opens restored drafts (newest first; the first becomes the open document). */
  openDocuments(choices: TemplateChoice[]): void
  /** Selects an open document by id. */
  selectDocument(id: string): void
  /** Closes documents whose draft was discarded (or that a newer restore replaces). */
  closeDocuments(ids: string[]): void
}

export type DraftNotice =
  | { kind: 'restored'; savedAt: number; id: string; more: number }
  | { kind: 'problem'; message: string; key: string | null }
  /** Writing drafts fails (storage full, blocked…); goes away once a write works again. */
  | { kind: 'write-failed'; message: string }

/** A document left open in the picker: what it held when left, and whether that was unsaved. */
interface KeptDocument {
  document: EditorDocument
  unsaved: boolean
}

// Draft keys of this page's documents: unique across reloads (choice ids restart at 1).
const pageStamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/**
 * Drafts of every open document: each keeps its own draft (IndexedDB, one key per document),
 * written while it has unsaved changes — and at once for a new or imported document that was
 * never saved. Leaving a document for another keeps its draft and what it held, so coming back
 * to it gives it back. A reload restores every draft ("Drafts" lists them). Only the tab that
 * owns the lock writes. The document stays in the Editor; this hook keeps refs and re-renders
 * only when the notice, the role or the confirm dialog change — never on an edit.
 */
export function useDrafts({ openDocuments, selectDocument, closeDocuments }: DraftsOptions) {
  const [role, setRole] = useState<DraftRole>(draftLock.current)
  const [notice, setNotice] = useState<DraftNotice | null>(null)
  const [confirming, setConfirming] = useState<{ run(): void } | null>(null)
  // Bumped when the open document's draft is discarded: App re-opens it from its original.
  const [revision, setRevision] = useState(0)
  const state = useRef({
    role: draftLock.current,
    ready: false,
    open: null as { editor: Editor; choice: TemplateChoice } | null,
    autosave: null as DraftAutosave | null,
    /** Draft key per choice id (restored drafts keep the key they were stored under). */
    keys: new Map<string, string>(),
    kept: new Map<string, KeptDocument>(),
    /** Documents opened here, by id (whether a discarded draft closes its document). */
    choices: new Map<string, TemplateChoice>(),
    /** The document id of each Editor attached (a save's ticket names its Editor). */
    editors: new WeakMap<Editor, string>(),
    restored: new Set<string>(),
    restores: 0,
  })
  const callbacks = useRef({ openDocuments, selectDocument, closeDocuments })
  callbacks.current = { openDocuments, selectDocument, closeDocuments }

  const keyOf = useCallback((id: string) => {
    const { keys } = state.current
    let key = keys.get(id)
    if (key === undefined) keys.set(id, (key = `draft:${pageStamp}:${id}`))
    return key
  }, [])

  /** Whether a document opens with unsaved changes (never saved, restored, or left unsaved). */
  const unsavedAtOpen = useCallback((choice: TemplateChoice) => {
    const s = state.current
    return (
      s.kept.get(choice.id)?.unsaved ?? (choice.neverSaved === true || s.restored.has(choice.id))
    )
  }, [])

  /** Autosave runs for the open Editor while this tab owns the drafts and restoring is done. */
  const sync = useCallback(() => {
    const s = state.current
    const want = s.ready && s.role === 'owner' ? s.open : null
    if (s.autosave && s.autosave.editor !== want?.editor) {
      // Left for another document (its draft is written now) or the lock was lost.
      s.autosave.dispose({ flush: s.role === 'owner' })
      s.autosave = null
    }
    if (want && !s.autosave) {
      const { choice, editor } = want
      const unsaved = unsavedAtOpen(choice)
      s.autosave = new DraftAutosave(editor, {
        name: choice.name,
        label: choice.label.replace(/^Draft: /, ''),
        sink: draftSink(keyOf(choice.id)),
        cleanMark: unsaved ? null : editor.historyMark,
        writeAtStart: unsaved && !s.restored.has(choice.id),
        onError: (message) => setNotice({ kind: 'write-failed', message }),
        onRecovered: () => setNotice((n) => (n?.kind === 'write-failed' ? null : n)),
      })
    }
  }, [keyOf, unsavedAtOpen])

  const restore = useCallback(async () => {
    const s = state.current
    s.ready = false
    sync()
    let drafts: StoredDraft[]
    try {
      drafts = await loadDrafts()
    } catch (error) {
      setNotice({
        kind: 'problem',
        message: `Could not read the drafts kept in this browser: ${(error as Error).message}`,
        key: null,
      })
      return
    }
    // A restore (at start, or on taking over) replaces the drafts restored before.
    const before = [...s.restored]
    s.restored.clear()
    for (const id of before) s.kept.delete(id)
    if (before.length > 0) callbacks.current.closeDocuments(before)
    const choices: TemplateChoice[] = []
    let problem: DraftNotice | null = null
    let newest: { savedAt: number; id: string } | null = null
    for (const draft of drafts) {
      // A draft that cannot be read back stays stored until discarded.
      if (!draft.ok) {
        problem ??= { kind: 'problem', message: draft.message, key: draft.key }
        continue
      }
      const restored = documentOfDraft(draft.record)
      if (!restored.ok) {
        problem ??= { kind: 'problem', message: restored.message, key: draft.key }
        continue
      }
      s.restores += 1
      const id = `draft-${s.restores}`
      s.keys.set(id, draft.key)
      s.restored.add(id)
      newest ??= { savedAt: draft.record.savedAt, id }
      choices.push({
        id,
        label: `Draft: ${draft.record.label}`,
        name: draft.record.name,
        document: restored.document,
      })
    }
    s.ready = true
    if (choices.length > 0) callbacks.current.openDocuments(choices)
    else sync()
    if (problem) setNotice(problem)
    else if (newest) setNotice({ kind: 'restored', ...newest, more: choices.length - 1 })
  }, [sync])

  useEffect(() => {
    const s = state.current
    let restoring = false
    const onRole = (next: DraftRole) => {
      const before = state.current.role
      state.current.role = next
      setRole(next)
      // The drafts are read when this tab first knows its role, and again on taking over (the
      // other tab may have changed them).
      if (next !== 'pending' && (!restoring || (before === 'viewer' && next === 'owner'))) {
        restoring = true
        void restore()
      } else sync()
    }
    const off = draftLock.subscribe(onRole)
    draftLock.start()
    if (draftLock.current !== 'pending') onRole(draftLock.current)
    const flush = () => state.current.autosave?.flush()
    const onVisibility = () => document.visibilityState === 'hidden' && flush()
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      flush()
      const { role: owner, autosave, kept } = state.current
      const unsaved = autosave?.isDirty() || [...kept.values()].some((k) => k.unsaved)
      if (owner === 'owner' && unsaved) {
        event.preventDefault()
        event.returnValue = ''
      }
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', flush)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      off()
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', flush)
      window.removeEventListener('beforeunload', onBeforeUnload)
      s.autosave?.dispose()
      s.autosave = null
    }
  }, [restore, sync])

  /** The SceneEditor's onEditorReady for `choice` (a new Editor per opened document). */
  const attach = useCallback(
    (editor: Editor, choice: TemplateChoice) => {
      const s = state.current
      if (s.open?.editor === editor) return
      const left = s.open
      // The document left keeps what it holds (and its draft, written by sync's dispose).
      if (left && left.choice.id !== choice.id) {
        s.kept.set(left.choice.id, {
          document: left.editor.document,
          unsaved:
            s.autosave?.editor === left.editor ? s.autosave.isDirty() : unsavedAtOpen(left.choice),
        })
      }
      s.open = { editor, choice }
      s.choices.set(choice.id, choice)
      s.editors.set(editor, choice.id)
      sync()
    },
    [sync, unsavedAtOpen],
  )

  /** What `choice` opens with: what it held when it was left, else its own document. */
  const documentOf = useCallback(
    (choice: TemplateChoice) => state.current.kept.get(choice.id)?.document ?? choice.document,
    [],
  )

  /**
   * Runs `action`, which replaces the open document by another. Nothing is lost: the document
   * left keeps its draft and stays in the picker, so no question is asked.
   */
  const confirmDiscard = useCallback((action: () => void) => action(), [])

  /** The open document's Editor and history mark, taken when "Save template" is clicked. */
  const saveTicket = useCallback((): SaveTicket | null => {
    const open = state.current.open
    return open ? { editor: open.editor, mark: open.editor.historyMark } : null
  }, [])

  /**
   * A save of `document` from `ticket` completed: that Editor is clean at that mark. Only that
   * Editor: marks restart with each Editor, so another document's mark means nothing here. A
   * document left since is clean if it still holds what was saved (its draft goes).
   */
  const saved = useCallback(
    (ticket: SaveTicket, document: EditorDocument) => {
      const s = state.current
      if (s.autosave?.editor === ticket.editor) return s.autosave.markSaved(ticket.mark)
      const id = s.editors.get(ticket.editor)
      const kept = id === undefined ? undefined : s.kept.get(id)
      if (id === undefined || kept?.document !== document) return
      kept.unsaved = false
      void deleteDraft(keyOf(id)).catch(() => {})
    },
    [keyOf],
  )

  /** Forgets the draft under `key`; its document closes (a restored one) or reopens as it was. */
  const discard = useCallback(
    async (key: string) => {
      const s = state.current
      const id = [...s.keys].find(([, k]) => k === key)?.[0] ?? null
      const wasOpen = id !== null && s.open?.choice.id === id
      setNotice((current) =>
        current?.kind === 'restored' && current.id === id
          ? null
          : current?.kind === 'problem' && current.key === key
            ? null
            : current,
      )
      if (wasOpen) {
        // None of the discarded document's changes may be written again.
        s.autosave?.dispose({ flush: false })
        s.autosave = null
        s.open = null
      }
      try {
        await deleteDraft(key)
      } catch (error) {
        setNotice({
          kind: 'problem',
          message: `Could not discard the draft: ${(error as Error).message}`,
          key,
        })
        return
      }
      if (id !== null) {
        s.kept.delete(id)
        s.keys.delete(id)
        // A restored or never saved document has nothing to go back to: it closes. Another
        // (a demo or saved template) opens again as it was, if it is the open one.
        const closes = s.restored.delete(id) || s.choices.get(id)?.neverSaved === true
        if (closes) callbacks.current.closeDocuments([id])
        else if (wasOpen) setRevision((r) => r + 1)
      }
      if (!s.ready) {
        s.ready = true
        sync()
      }
    },
    [sync],
  )

  /** "Discard draft" of the notice: the restored draft it names, or the unreadable one. */
  const discardDraft = useCallback(async () => {
    const s = state.current
    const key =
      notice?.kind === 'problem'
        ? notice.key
        : notice?.kind === 'restored'
          ? (s.keys.get(notice.id) ?? null)
          : null
    setNotice(null)
    if (key !== null) await discard(key)
  }, [discard, notice])

  /** Every stored draft, with the open document it belongs to (if any), for "Drafts". */
  const listDrafts = useCallback(async () => {
    const s = state.current
    s.autosave?.flush()
    const drafts = await loadDrafts()
    return drafts.map((draft) => ({
      draft,
      choiceId: [...s.keys].find(([, k]) => k === draft.key)?.[0] ?? null,
    }))
  }, [])

  /** Opens a listed draft: its document if open, else the draft as a new document. */
  const openDraft = useCallback((draft: StoredDraft, choiceId: string | null) => {
    const s = state.current
    if (choiceId !== null) return callbacks.current.selectDocument(choiceId)
    if (!draft.ok) return
    const restored = documentOfDraft(draft.record)
    if (!restored.ok)
      return setNotice({ kind: 'problem', message: restored.message, key: draft.key })
    s.restores += 1
    const id = `draft-${s.restores}`
    s.keys.set(id, draft.key)
    s.restored.add(id)
    callbacks.current.openDocuments([
      {
        id,
        label: `Draft: ${draft.record.label}`,
        name: draft.record.name,
        document: restored.document,
      },
    ])
  }, [])

  return {
    role,
    readOnly: role === 'viewer',
    notice,
    dismissNotice: () => setNotice(null),
    discardDraft,
    discard,
    listDrafts,
    openDraft,
    takeOver: () => draftLock.takeOver(),
    attach,
    documentOf,
    revision,
    confirmDiscard,
    /** Asks "Discard changes?" before `action` (discarding a draft from the Drafts list). */
    askDiscard: (action: () => void) => setConfirming({ run: action }),
    confirming,
    resolveConfirm(discard: boolean) {
      const pending = confirming
      setConfirming(null)
      if (discard) pending?.run()
    },
    saveTicket,
    saved,
  }
}
