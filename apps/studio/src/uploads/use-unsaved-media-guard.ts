import { useCallback, useRef, useState } from 'react'
import type { Editor } from '@podscene/core'
import {
  sessionMediaOf,
  uploadSessionMedia,
  type AssetUpload,
  type AssetUploadProgress,
  type SessionMedia,
} from '@podscene/react'

export type UnsavedMediaState =
  | { status: 'idle' }
  /** Save was refused: these fields hold media that would not load from the saved template. */
  | { status: 'refused'; items: SessionMedia[]; failures: string[] }
  | { status: 'uploading'; items: SessionMedia[]; progress: Record<string, AssetUploadProgress> }

/** `"Background" (path)`, the way the refusal names a field. */
export const describeField = (item: SessionMedia) => `"${item.layerName}" (${item.field.join('.')})`

/**
 * The studio's guard before "Save template": a document with `unpersisted-media` (core's rule:
 * blob:, file:, filesystem:, data: over 64 KiB) is not sent. `check` says whether saving may go
 * on; otherwise the state lists the fields, and `upload` sends their bytes through the studio's
 * `onAssetUpload` and rewrites the URLs in one undo step (`uploadSessionMedia`), then saves.
 */
export function useUnsavedMediaGuard(upload: AssetUpload) {
  const [state, setState] = useState<UnsavedMediaState>({ status: 'idle' })
  const abort = useRef<AbortController | null>(null)
  const check = useCallback((editor: Editor): boolean => {
    const items = sessionMediaOf(editor)
    setState(items.length === 0 ? { status: 'idle' } : { status: 'refused', items, failures: [] })
    return items.length === 0
  }, [])
  const uploadAll = useCallback(
    async (editor: Editor, then: () => void) => {
      const items = sessionMediaOf(editor)
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      setState({ status: 'uploading', items, progress: {} })
      try {
        const result = await uploadSessionMedia(editor, upload, {
          signal: controller.signal,
          onProgress: (name, progress) =>
            setState((s) => {
              if (s.status !== 'uploading') return s
              const next = { ...s.progress }
              if (progress) next[name] = progress
              else delete next[name]
              return { ...s, progress: next }
            }),
        })
        const left = sessionMediaOf(editor)
        if (left.length === 0) {
          setState({ status: 'idle' })
          then()
        } else {
          setState({
            status: 'refused',
            items: left,
            failures: result.failed.map((f) => `${describeField(f.item)}: ${f.message}`),
          })
        }
      } catch (error) {
        setState({
          status: 'refused',
          items: sessionMediaOf(editor),
          failures: controller.signal.aborted ? [] : [(error as Error).message],
        })
      }
    },
    [upload],
  )
  const cancel = useCallback(() => abort.current?.abort(), [])
  const dismiss = useCallback(() => setState({ status: 'idle' }), [])
  return { state, check, upload: uploadAll, cancel, dismiss }
}
