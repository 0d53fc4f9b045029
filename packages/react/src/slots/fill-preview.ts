import {
  fillTemplate,
  templateDocumentOf,
  type Editor,
  type EditorDocument,
  type FillProblem,
} from '@podscene/core'
import { browserMeasureText } from '../problems/browser-measure-text.ts'

/** Sample values by slot key, as typed in the Slots panel. */
export type FillData = Readonly<Record<string, string>>

export interface FillPreviewState {
  /** The data being previewed, or null when the canvas shows the edited document. */
  data: FillData | null
  /** The filled document the canvas shows (never the Editor's), or null. */
  document: EditorDocument | null
  /** Problems of `data` from fillTemplate (`data.<slot key>: …`); empty when it fills. */
  problems: readonly FillProblem[]
}

const NONE: FillPreviewState = { data: null, document: null, problems: [] }

/**
 * "Preview fill" without writing: the Editor stays the only writer of the document, and this
 * store only holds sample data. The filled document is derived from the Editor's current document
 * (so it follows edits) and drawn by the canvas read-only; "Clear fill" drops the data.
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
    const result = fillTemplate(templateDocumentOf(source), data, {
      measureText: browserMeasureText,
    })
    const state: FillPreviewState = result.ok
      ? { data, document: result.value.document as EditorDocument, problems: [] }
      : { data, document: null, problems: result.problems }
    this.cache = { source, data, state }
    return state
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

const previews = new WeakMap<Editor, FillPreview>()

/** The one FillPreview of an Editor, shared by the Slots panel and the canvas. */
export function fillPreviewOf(editor: Editor): FillPreview {
  let preview = previews.get(editor)
  if (!preview) {
    preview = new FillPreview(editor)
    previews.set(editor, preview)
  }
  return preview
}
