import { useCallback, useEffect, useRef, useState } from 'react'
import type { Editor } from '@podscene/core'
import type { TemplateChoice } from '../templates.ts'
import { DraftAutosave } from './draft-autosave.ts'
import { draftLock, type DraftRole } from './draft-lock.ts'
import { documentOfDraft, indexedDbDraftSink, loadDraft } from './draft-store.ts'

export interface DraftsOptions {
  /** Opens a restored draft as the open document. */
  openDocument(choice: TemplateChoice): void
  /** Closes a discarded draft's document (another one opens). */
  closeDocument(id: string): void
}

export type DraftNotice =
  { kind: 'restored'; savedAt: number; id: string } | { kind: 'problem'; message: string }

/**
 * Drafts of the open document: restore at start (and on "Take over"), autosave while this tab
 * owns the draft, unsaved-changes checks. The document stays in the Editor; this hook keeps refs
 * and re-renders only when the notice, the role or the confirm dialog change — never on an edit.
 */
export function useDrafts({ openDocument, closeDocument }: DraftsOptions) {
  const [role, setRole] = useState<DraftRole>(draftLock.current)
  const [notice, setNotice] = useState<DraftNotice | null>(null)
  const [confirming, setConfirming] = useState<{ run(): void } | null>(null)
  const state = useRef({
    role: draftLock.current,
    ready: false,
    open: null as { editor: Editor; choice: TemplateChoice } | null,
    restoredId: null as string | null,
    autosave: null as DraftAutosave | null,
    restores: 0,
  })
  const callbacks = useRef({ openDocument, closeDocument })
  callbacks.current = { openDocument, closeDocument }

  /** Autosave runs for the open Editor while this tab owns the draft and restoring is done. */
  const sync = useCallback(() => {
    const s = state.current
    const want = s.ready && s.role === 'owner' ? s.open : null
    if (s.autosave && s.autosave.editor !== want?.editor) {
      // Replaced by another document (changes discarded) or the lock was lost: nothing to flush.
      s.autosave.dispose({ flush: false })
      s.autosave = null
    }
    if (want && !s.autosave) {
      s.autosave = new DraftAutosave(want.editor, {
        name: want.choice.name,
        label: want.choice.label,
        sink: indexedDbDraftSink,
        // A restored draft is unsaved until saved; any other document is as opened.
        cleanMark: want.choice.id === s.restoredId ? null : want.editor.historyMark,
        onError: (message) => setNotice({ kind: 'problem', message }),
      })
    }
  }, [])

  const restore = useCallback(async () => {
    const s = state.current
    s.ready = false
    sync()
    try {
      const record = await loadDraft()
      if (!record) {
        s.ready = true
        return sync()
      }
      const restored = documentOfDraft(record)
      // A draft that cannot be read back stays stored (autosave off) until discarded.
      if (!restored.ok) return setNotice({ kind: 'problem', message: restored.message })
      s.restores += 1
      const id = `draft-${s.restores}`
      s.restoredId = id
      s.ready = true
      callbacks.current.openDocument({
        id,
        label: `Draft: ${record.label}`,
        name: record.name,
        document: restored.document,
      })
      setNotice({ kind: 'restored', savedAt: record.savedAt, id })
    } catch (error) {
      setNotice({
        kind: 'problem',
        message: `Could not read the draft kept in this browser: ${(error as Error).message}`,
      })
    }
  }, [sync])

  useEffect(() => {
    const s = state.current
    let restoring = false
    const onRole = (next: DraftRole) => {
      const before = state.current.role
      state.current.role = next
      setRole(next)
      // The draft is read when this tab first knows its role, and again on taking over (the
      // other tab may have changed it).
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
      if (state.current.role === 'owner' && state.current.autosave?.isDirty()) {
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
      s.open = { editor, choice }
      sync()
    },
    [sync],
  )

  /** Runs `action` (which replaces the open document) now, or after "Discard changes?". */
  const confirmDiscard = useCallback((action: () => void) => {
    const { autosave } = state.current
    if (autosave?.isDirty()) setConfirming({ run: action })
    else action()
  }, [])

  /** The history mark of the document a save sends; `saved(mark)` once the API stored it. */
  const markOf = useCallback(() => state.current.open?.editor.historyMark ?? null, [])
  const saved = useCallback((mark: number | null) => {
    if (mark !== null) state.current.autosave?.markSaved(mark)
  }, [])

  const discardDraft = useCallback(async () => {
    const s = state.current
    const id = s.restoredId
    s.restoredId = null
    setNotice(null)
    if (id && s.open?.choice.id === id) {
      // The restored document goes away: none of its changes may be written again.
      s.autosave?.dispose({ flush: false })
      s.autosave = null
      s.open = null
    }
    try {
      await indexedDbDraftSink.clear()
    } catch (error) {
      setNotice({
        kind: 'problem',
        message: `Could not discard the draft: ${(error as Error).message}`,
      })
      return
    }
    if (id) callbacks.current.closeDocument(id)
    if (!s.ready) {
      s.ready = true
      sync()
    }
  }, [sync])

  return {
    role,
    readOnly: role === 'viewer',
    notice,
    dismissNotice: () => setNotice(null),
    discardDraft,
    takeOver: () => draftLock.takeOver(),
    attach,
    confirmDiscard,
    confirming,
    resolveConfirm(discard: boolean) {
      const pending = confirming
      setConfirming(null)
      if (discard) pending?.run()
    },
    markOf,
    saved,
  }
}
