import { useSyncExternalStore } from 'react'
import { useEditorService } from '../state/editor-context.ts'
import { fillPreviewService, type FillPreviewState } from './fill-preview.ts'

/** The fill preview of the editor (sample data, the filled document, data problems). */
export function useFillPreview(): FillPreviewState {
  const preview = useEditorService(fillPreviewService)
  return useSyncExternalStore(preview.subscribe, preview.getState, preview.getState)
}
