import { useEffect, useRef } from 'react'
import type { Editor, EditorDocument } from '@podscene/core'
import type { PersistenceOptions } from './persistence.ts'
import { errorMessage } from '../lib/error-message.ts'

/**
 * `<SceneEditor persistence>`: restores the document kept under `key` once (unless the user
 * changed the document before it was read: their edit wins and is saved), then saves each
 * committed change after `debounceMs`. IndexedDB access (`persistence.ts`, `idb`) loads with the
 * first editor that asks for it, not with the editor's initial code; a change committed while it
 * loads is saved once it is there.
 */
export function usePersistence(
  editor: Editor,
  options: PersistenceOptions | undefined,
  replaceDocument: (document: EditorDocument) => boolean,
): void {
  const key = options?.key
  const latest = useRef({ options, replaceDocument })
  latest.current = { options, replaceDocument }
  const restored = useRef<string | null>(null)

  useEffect(() => {
    const current = latest.current.options
    if (key === undefined || !current) return
    const startDocument = editor.document
    let live = true
    let detach = () => {}
    let committed = false
    const offEarly = editor.on('commit', () => {
      committed = true
    })
    const failed = (error: unknown) => {
      const message = errorMessage(error)
      if (current.onError) current.onError(message)
      else console.error(message)
    }
    void import('./persistence.ts').then(({ createPersistence }) => {
      offEarly()
      if (!live) return
      const kept = createPersistence(current)
      detach = kept.attach(editor)
      // Reported through onError by save().
      if (committed) kept.save(editor.document).catch(() => undefined)
      // Restore once per key; a new Editor (the restore itself) does not restore again.
      if (restored.current === key) return
      kept.load().then(
        (document) => {
          if (!live) return
          restored.current = key
          if (document && editor.document === startDocument) {
            latest.current.replaceDocument(document)
          }
        },
        () => {
          if (live) restored.current = key // reported through onError by load()
        },
      )
    }, failed)
    return () => {
      live = false
      offEarly()
      detach()
    }
  }, [key, editor])
}
