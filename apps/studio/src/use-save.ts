import { useCallback, useRef } from 'react'
import { newIdempotencyKey } from '@podscene/api'
import type { Editor, EditorDocument } from '@podscene/core'
import type { Api } from './api.ts'
import { imageTemplateOf } from './templates.ts'
import { StepFailure, type ApiTask } from './use-api-task.ts'
import { linkedWaveforms, waveformBodyOf } from './waveform-link.ts'

/** What a successful "Save template" stored: the template's id and the linked waveforms'. */
export interface SavedTemplate {
  id: number
  /** The open document's name (Export's file name). */
  name: string
  aspectRatio: number | null | undefined
  document: EditorDocument
  waveformIds: number[]
  /** The Editor and history mark the document was saved from (drafts mark it clean there). */
  ticket: SaveTicket | null
}

/** Where a saved document came from: its Editor and that Editor's history mark at the click. */
export interface SaveTicket {
  editor: Editor
  mark: number
}

/**
 * "Save template": the document, unchanged, as a new image template (POST /image_templates),
 * then every linked waveform layer (`prop.waveform_id`) through PUT /waveforms. One
 * Idempotency-Key per user intent: saving the same document again (the Editor's documents are
 * immutable, so "the same" is identity) — a retry after a timeout or an error — sends the same
 * keys, so the API never stores it twice; an edit or another document is a new intent.
 * `onSaved` runs once the template is stored (before its waveforms), with the `ticket` given
 * at the click: the one place where a save completes (drafts mark that Editor clean there).
 */
export function useSaveTemplate(
  api: Api,
  run: (task: ApiTask) => Promise<void>,
  onSaved: (saved: SavedTemplate) => void,
) {
  const intent = useRef<{ document: EditorDocument; key: string } | null>(null)
  const savedRef = useRef(onSaved)
  savedRef.current = onSaved
  return useCallback(
    (document: EditorDocument, name: string, ticket: SaveTicket | null = null) => {
      if (intent.current?.document !== document)
        intent.current = { document, key: newIdempotencyKey() }
      const { key } = intent.current
      return run({
        pending: 'Saving…',
        failedPrefix: 'Save failed',
        async work() {
          const waveforms = linkedWaveforms(document).map((w) => {
            const body = waveformBodyOf(w.layer, w.id, w.path)
            if (!body.ok) throw new Error(body.message)
            return body.body
          })
          const result = await api.client.createImageTemplate(imageTemplateOf(document), {
            idempotencyKey: key,
          })
          const id = result.id ?? NaN
          const waveformIds = waveforms.map((w) => w.id)
          savedRef.current({
            id,
            name,
            aspectRatio: result.aspect_ratio,
            document,
            waveformIds,
            ticket,
          })
          for (const body of waveforms) {
            try {
              await api.client.updateWaveform(body, { idempotencyKey: `${key}-w${body.id}` })
            } catch (error) {
              throw new StepFailure(
                `Saved image template #${id}, but saving waveform #${body.id} failed`,
                error,
              )
            }
          }
          return `Saved image template #${id}${waveformsText(waveformIds)}`
        },
      })
    },
    [api, run],
  )
}

/** ` and waveform #3`, ` and waveforms #3, #4`, or nothing. */
export function waveformsText(ids: readonly number[]): string {
  if (ids.length === 0) return ''
  return ` and waveform${ids.length > 1 ? 's' : ''} ${ids.map((id) => `#${id}`).join(', ')}`
}
