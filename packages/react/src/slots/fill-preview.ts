import {
  setAllIn,
  type FillPlan,
  type Editor,
  type EditorDocument,
  type FillProblem,
} from '@podscene/core'
import { lintWorker } from '../problems/worker-client.ts'
import { documentService, servicesOf } from '../state/editor-services.ts'
import type { UiStore } from '../state/ui-store.ts'
import { errorMessage } from '../lib/error-message.ts'

/** Sample values by slot key, as typed in the Slots panel. */
export type FillData = Readonly<Record<string, string>>

export interface FillPreviewState {
  /** The data being previewed, or null when the canvas shows the edited document. */
  data: FillData | null
  /** The filled document the canvas shows (never the Editor's), or null. */
  document: EditorDocument | null
  /** Problems of `data` from fillTemplate (`data.<slot key>: …`); empty when it fills. */
  problems: readonly FillProblem[]
  /** The fill of the current document and data is being computed (in the lint worker). */
  pending?: boolean
}

const NONE: FillPreviewState = { data: null, document: null, problems: [] }

/**
 * What filling `data` into `source` writes: planned in the page's lint worker (slot manifest,
 * text room and data checks run there), on the page without one (core's fill loads then: it is
 * not in the editor's initial code). Null: a newer plan superseded it.
 */
export async function planFillOffThread(
  source: EditorDocument,
  data: FillData,
): Promise<FillPlan | null> {
  const client = await lintWorker()
  if (client) return client.planFill(source, { ...data })
  const { planFillOnPage } = await import('./fill-on-page.ts')
  return planFillOnPage(source, data)
}

/**
 * "Preview fill" without writing: the Editor stays the only writer of the document, and this
 * store only holds sample data. The filled document is derived from the Editor's current document
 * (so it follows edits) and drawn by the canvas read-only; "Clear fill" drops the data. The fill
 * is planned off the main thread (`planFillOffThread`); until it arrives the state is `pending`
 * and keeps the last preview, and the page only applies the writes (`setAllIn`).
 */
export class FillPreview {
  private data: FillData | null = null
  private cache: { source: EditorDocument; data: FillData; state: FillPreviewState } | null = null
  private readonly listeners = new Set<() => void>()
  private stopListening: (() => void) | null = null

  constructor(private readonly editor: Editor) {}

  getState = (): FillPreviewState => {
    const data = this.data
    if (!data) return NONE
    const source = this.editor.document
    if (this.cache && this.cache.source === source && this.cache.data === data) {
      return this.cache.state
    }
    const last = this.cache?.data === data ? this.cache.state : null
    const state: FillPreviewState = {
      data,
      document: last?.document ?? null,
      problems: last?.problems ?? [],
      pending: true,
    }
    this.cache = { source, data, state }
    void this.plan(source, data)
    return state
  }

  private async plan(source: EditorDocument, data: FillData) {
    let plan: FillPlan | null
    try {
      plan = await planFillOffThread(source, data)
    } catch (error) {
      const message = errorMessage(error)
      plan = { ok: false, problems: [{ path: 'data', segments: ['data'], message }] }
    }
    if (plan === null || this.cache?.source !== source || this.cache.data !== data) return
    const state: FillPreviewState = plan.ok
      ? { data, document: setAllIn(source, plan.writes) as EditorDocument, problems: [] }
      : { data, document: null, problems: plan.problems }
    this.cache = { source, data, state }
    this.notify()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    // The derived document follows the Editor's: its changes notify our readers too.
    this.stopListening ??= this.editor.on('change', () => this.notify())
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) {
        this.stopListening?.()
        this.stopListening = null
      }
    }
  }

  /** Shows `data` filled into the document (slots left empty keep their value). */
  preview(data: FillData): void {
    this.data = { ...data }
    this.notify()
  }

  clear(): void {
    if (this.data === null) return
    this.data = null
    this.notify()
  }

  private notify() {
    for (const listener of [...this.listeners]) listener()
  }
}

/** The one FillPreview of an editor, shared by the Slots panel and the canvas. */
export const fillPreviewService = documentService(
  'fill-preview',
  (editor) => new FillPreview(editor),
)

/** The FillPreview of the editor shown with this store and Editor (the provider's). */
export function fillPreviewOf(store: UiStore, editor: Editor): FillPreview {
  return servicesOf(store, editor).get(fillPreviewService)
}
