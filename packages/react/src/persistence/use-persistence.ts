import { useEffect, useRef } from 'react'
import type { Editor, EditorDocument } from '@podscene/core'
import { createPersistence, type PersistenceOptions } from './persistence.ts'

/**
 * `<SceneEditor persistence>`: restores the document kept under `key` once (unless the user
 * changed the document before it was read: their edit wins and is saved), then saves each
 * committed change after `debounceMs`.
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
  const persistence = useRef<ReturnType<typeof createPersistence> | null>(null)

  useEffect(() => {
    const current = latest.current.options
    if (key === undefined || !current) return
    const kept = createPersistence(current)
    persistence.current = kept
    if (restored.current === key) return
    const startDocument = editor.document
    let live = true
    kept.load().then(
      (document) => {
        if (!live) return
        restored.current = key
        if (document && editor.document === startDocument) latest.current.replaceDocument(document)
      },
      () => {
        if (live) restored.current = key // reported through onError by load()
      },
    )
    return () => {
      live = false
    }
    // Restore once per key; a new Editor (the restore itself) does not restore again.
  }, [key, editor])

  useEffect(() => {
    if (key === undefined || !persistence.current) return
    return persistence.current.attach(editor)
  }, [key, editor])
}
