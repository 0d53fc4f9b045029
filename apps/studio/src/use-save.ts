import { useCallback, useState } from 'react'
import type { EditorDocument } from '@podscene/core'
import { client, describeError } from './api.ts'
import { imageTemplateOf } from './templates.ts'

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; id: number; aspectRatio: number | null | undefined }
  | { status: 'error'; message: string }

/** Saves a document, unchanged, as a new image template (POST /image_templates). */
export function useSaveTemplate() {
  const [state, setState] = useState<SaveState>({ status: 'idle' })
  const save = useCallback(async (document: EditorDocument) => {
    setState({ status: 'saving' })
    try {
      const result = await client.createImageTemplate(imageTemplateOf(document))
      setState({ status: 'saved', id: result.id ?? NaN, aspectRatio: result.aspect_ratio })
    } catch (error) {
      setState({ status: 'error', message: `Save failed: ${describeError(error)}` })
    }
  }, [])
  /** Back to no status, e.g. when another document opens (a shown `#id` belongs to the old one). */
  const reset = useCallback(() => setState({ status: 'idle' }), [])
  return { state, save, reset }
}
