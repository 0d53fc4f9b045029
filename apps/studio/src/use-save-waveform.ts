import { useCallback } from 'react'
import { newIdempotencyKey } from '@podscene/api'
import type { Editor } from '@podscene/core'
import type { Api } from './api.ts'
import type { ApiTask } from './use-api-task.ts'
import { layerPathIn, linkedWaveformId, WAVEFORM_ID_PATH, waveformBodyOf } from './waveform-link.ts'

/**
 * "Save waveform" for one waveform layer: PUT /waveforms with the body built from the layer as it
 * is now (waveformBodyOf), then, when the layer was not linked to that id yet, one Editor command
 * writes the link (`prop.waveform_id`, one undo step). A failure leaves the document untouched.
 */
export function useSaveWaveform(api: Api, run: (task: ApiTask) => Promise<void>) {
  return useCallback(
    (editor: Editor, layerKey: string, waveformId: number) => {
      const found = editor.getLayer(layerKey)
      const where = found ? layerPathIn(editor.document, found.track, found.index) : layerKey
      const body = found
        ? waveformBodyOf(found.layer, waveformId, where)
        : { ok: false as const, message: `layer "${layerKey}" is no longer in the document` }
      const key = newIdempotencyKey()
      return run({
        pending: `Saving waveform #${waveformId}…`,
        failedPrefix: 'Waveform save failed',
        async work() {
          if (!body.ok) throw new Error(body.message)
          await api.client.updateWaveform(body.body, { idempotencyKey: key })
          const now = editor.getLayer(layerKey)
          const link = now && linkedWaveformId(now.layer) !== waveformId
          if (link) editor.setLayerField(layerKey, [...WAVEFORM_ID_PATH], waveformId)
          return `Saved waveform #${waveformId} from layer ${layerKey}${link ? ' (now linked to it)' : ''}`
        },
      })
    },
    [api, run],
  )
}
