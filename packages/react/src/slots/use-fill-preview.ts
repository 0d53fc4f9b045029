import { useSyncExternalStore } from 'react'
import { useEditor } from '../state/editor-context.ts'
import { fillPreviewOf, type FillPreviewState } from './fill-preview.ts'

/** The fill preview of the editor (sample data, the filled document, data problems). */
export function useFillPreview(): FillPreviewState {
  const preview = fillPreviewOf(useEditor())
  return useSyncExternalStore(preview.subscribe, preview.getState, preview.getState)
}
