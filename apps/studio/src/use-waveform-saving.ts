import { useEffect, useRef, useState } from 'react'
import type { Editor } from '@podscene/core'
import { fetchSeedWaveforms, type Api } from './api.ts'
import { createStudioActions } from './studio-actions.ts'
import type { ApiTask } from './use-api-task.ts'
import { useSaveWaveform } from './use-save-waveform.ts'
import { linkedWaveformId } from './waveform-link.ts'

interface Asking {
  editor: Editor
  layerKey: string
  linkedId: number | undefined
}

/**
 * "Save waveform" from the inspector: asks which waveform id to update (`asking`, answered by
 * SaveWaveformDialog; the linked one by default; the sandbox's seeded ids offered in
 * `suggestions`), then saves. `actions` is the editor's registry with that action (one registry
 * for the app's life; it calls the latest handler).
 */
export function useWaveformSaving(api: Api, run: (task: ApiTask) => Promise<void>) {
  const saveWaveform = useSaveWaveform(api, run)
  const [asking, setAsking] = useState<Asking | null>(null)
  const [suggestions, setSuggestions] = useState<number[]>([])
  const onAction = useRef<(editor: Editor, layerKey: string) => void>(() => {})
  onAction.current = (editor, layerKey) => {
    const layer = editor.getLayer(layerKey)?.layer
    setAsking({ editor, layerKey, linkedId: layer && linkedWaveformId(layer) })
  }
  const [actions] = useState(() =>
    createStudioActions((editor, key) => onAction.current(editor, key)),
  )
  const isAsking = asking !== null
  useEffect(() => {
    if (!isAsking) return
    const abort = new AbortController()
    // A real API has no such listing: then nothing is offered and any id can be typed.
    fetchSeedWaveforms(api, abort.signal).then(setSuggestions, () => setSuggestions([]))
    return () => abort.abort()
  }, [api, isAsking])
  return {
    actions,
    asking,
    suggestions,
    answer(waveformId: number) {
      if (!asking) return
      setAsking(null)
      void saveWaveform(asking.editor, asking.layerKey, waveformId)
    },
    cancel: () => setAsking(null),
  }
}
