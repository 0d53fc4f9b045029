import { useMemo, useRef, useState } from 'react'
import type { Editor } from '@podscene/core'
import type { Api } from './api.ts'
import { createStudioActions } from './studio-actions.ts'
import type { ApiTask } from './use-api-task.ts'
import { useSaveWaveform } from './use-save-waveform.ts'
import { linkedWaveformId } from './waveform-link.ts'

/**
 * "Save waveform" from the inspector: a linked layer saves at once; an unlinked one first asks
 * for the waveform id (`asking`, answered by SaveWaveformDialog). `actions` is the editor's
 * registry with that action (one registry for the app's life; it calls the latest handler).
 */
export function useWaveformSaving(api: Api, run: (task: ApiTask) => Promise<void>) {
  const saveWaveform = useSaveWaveform(api, run)
  const [asking, setAsking] = useState<{ editor: Editor; layerKey: string } | null>(null)
  const onAction = useRef<(editor: Editor, layerKey: string) => void>(() => {})
  onAction.current = (editor, layerKey) => {
    const layer = editor.getLayer(layerKey)?.layer
    const id = layer && linkedWaveformId(layer)
    if (id !== undefined) void saveWaveform(editor, layerKey, id)
    else setAsking({ editor, layerKey })
  }
  const actions = useMemo(
    () => createStudioActions((editor, key) => onAction.current(editor, key)),
    [],
  )
  return {
    actions,
    asking,
    answer(waveformId: number) {
      if (!asking) return
      setAsking(null)
      void saveWaveform(asking.editor, asking.layerKey, waveformId)
    },
    cancel: () => setAsking(null),
  }
}
