import { useCallback, useRef, useState } from 'react'
import type { EditorDocument } from '@podscene/core'
import { describeError, type Api } from './api.ts'
import { imageTemplateOf } from './templates.ts'

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; id: number; aspectRatio: number | null | undefined }
  | { status: 'error'; message: string }

/**
 * Saves a document, unchanged, as a new image template (POST /image_templates). One
 * Idempotency-Key per user intent: saving the same document again (the Editor's documents are
 * immutable, so "the same" is identity) — a retry after a timeout or an error — sends the same
 * key, so the API never stores it twice; an edit or another document is a new intent.
 */
export function useSaveTemplate(api: Api) {
  const [state, setState] = useState<SaveState>({ status: 'idle' })
  const intent = useRef<{ document: EditorDocument; key: string } | null>(null)
  const save = useCallback(
    async (document: EditorDocument) => {
      if (intent.current?.document !== document) {
        intent.current = { document, key: newKey() }
      }
      setState({ status: 'saving' })
      try {
        const result = await api.client.createImageTemplate(imageTemplateOf(document), {
          idempotencyKey: intent.current.key,
        })
        setState({ status: 'saved', id: result.id ?? NaN, aspectRatio: result.aspect_ratio })
      } catch (error) {
        setState({ status: 'error', message: `Save failed: ${describeError(error)}` })
      }
    },
    [api],
  )
  /** Back to no status, e.g. when another document opens (a shown `#id` belongs to the old one). */
  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { state, save, reset }
}

/** 32 random hex digits (getRandomValues also works where randomUUID does not: plain http). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `studio-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
