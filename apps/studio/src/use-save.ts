import { useCallback, useState } from 'react'
import type { EditorDocument, SceneContainer } from '@podscene/core'
import { client, describeError } from './api.ts'

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; id: number; aspectRatio: number | null | undefined }
  | { status: 'error'; message: string }

/** Saves a document as a new image template (POST /image_templates). */
export function useSaveTemplate() {
  const [state, setState] = useState<SaveState>({ status: 'idle' })
  const save = useCallback(async (document: EditorDocument) => {
    setState({ status: 'saving' })
    const template = document as { aspect_ratio?: number | null; scene?: SceneContainer }
    const body = template.scene
      ? { aspect_ratio: template.aspect_ratio ?? undefined, scene: template.scene }
      : { scene: document as SceneContainer }
    try {
      const result = await client.createImageTemplate(body)
      setState({ status: 'saved', id: result.id ?? NaN, aspectRatio: result.aspect_ratio })
    } catch (error) {
      setState({ status: 'error', message: `Save failed: ${describeError(error)}` })
    }
  }, [])
  return { state, save }
}
