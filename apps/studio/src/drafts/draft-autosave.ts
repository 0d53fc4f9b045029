import { serialize, type Editor, type EditorDocument } from '@podscene/core'

/** What an autosave writes: the open document as core serializes it, and when. */
export interface DraftRecord {
  /** `serialize(editor.document)`: parsed back on restore, byte for byte the same document. */
  text: string
  /** File name for Export (without `.json`) and the picker label of the document. */
  name: string
  label: string
  /** When it was written (ms since the epoch). */
  savedAt: number
}

export interface DraftSink {
  write(record: DraftRecord): Promise<void>
  clear(): Promise<void>
}

export interface DraftAutosaveOptions {
  /** The open document's name and label, written with it. */
  name: string
  label: string
  sink: DraftSink
  /** At most one write per this many ms (default 1000). */
  intervalMs?: number
  /**
   * The history mark of the saved (or opened) document; null: none in this history (a restored
   * draft, or a new or imported document that was never saved).
   */
  cleanMark: number | null
  /** Write a draft at once, before any change (a new or imported document never saved). */
  writeAtStart?: boolean
  /** Called when "unsaved changes" turns on or off. */
  onDirtyChange?(dirty: boolean): void
  /** A write or clear failed (the draft may be stale): the message to show. */
  onError?(message: string): void
  /** A write or clear worked after one failed: the failure's message can go. */
  onRecovered?(): void
  now?: () => number
}

/**
 * Autosaves one Editor's document while it has unsaved changes: after each change, at most one
 * write per `intervalMs` (the document is serialized when written, not per change); none while a
 * gesture is open (its commit writes). When the document is back to the saved one (undo, save),
 * the draft is cleared. "Unsaved" compares history marks, never documents.
 */
export class DraftAutosave<D extends EditorDocument = EditorDocument> {
  private cleanMark: number | null
  private dirty: boolean
  private timer: ReturnType<typeof setTimeout> | null = null
  private lastWrite = -Infinity
  private stopped = false
  private readonly unsubscribe: () => void
  private readonly intervalMs: number
  private readonly now: () => number

  constructor(
    readonly editor: Editor<D>,
    private readonly options: DraftAutosaveOptions,
  ) {
    this.cleanMark = options.cleanMark
    this.intervalMs = options.intervalMs ?? 1000
    this.now = options.now ?? Date.now
    this.dirty = this.computeDirty()
    // A saved or just opened document needs no draft (an older one belongs to another document).
    if (!this.dirty) this.report(options.sink.clear())
    else if (options.writeAtStart) this.schedule()
    const offChange = editor.on('change', () => this.changed())
    const offHistory = editor.on('historyChange', () => this.changed())
    this.unsubscribe = () => {
      offChange()
      offHistory()
    }
  }

  /** The document differs from the saved (or opened) one. */
  isDirty(): boolean {
    return this.dirty
  }

  /** The document as it was at `mark` is saved: clean again when history is at that mark. */
  markSaved(mark: number): void {
    this.cleanMark = mark
    this.changed()
  }

  /** Writes a pending change now (page hidden or closing, lock lost). */
  flush(): void {
    if (this.timer === null) return
    clearTimeout(this.timer)
    this.timer = null
    this.write()
  }

  /** Stops watching; with `flush`, a pending change is written first. */
  dispose({ flush = true } = {}): void {
    if (flush) this.flush()
    else if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
    this.stopped = true
    this.unsubscribe()
  }

  private computeDirty(): boolean {
    return this.cleanMark === null || this.editor.historyMark !== this.cleanMark
  }

  private changed(): void {
    if (this.stopped) return
    const dirty = this.computeDirty()
    const turnedClean = this.dirty && !dirty
    if (dirty !== this.dirty) {
      this.dirty = dirty
      this.options.onDirtyChange?.(dirty)
    }
    if (!dirty) {
      if (this.timer !== null) clearTimeout(this.timer)
      this.timer = null
      if (turnedClean) this.report(this.options.sink.clear())
      return
    }
    if (this.editor.isInGesture()) return
    this.schedule()
  }

  private schedule(): void {
    if (this.timer !== null) return
    const wait = Math.max(0, this.lastWrite + this.intervalMs - this.now())
    this.timer = setTimeout(() => {
      this.timer = null
      this.write()
    }, wait)
  }

  private write(): void {
    if (!this.dirty) return
    this.lastWrite = this.now()
    const { name, label, sink } = this.options
    const record = { text: serialize(this.editor.document), name, label, savedAt: this.lastWrite }
    this.report(sink.write(record))
  }

  private failing = false

  private report(done: Promise<void>): void {
    done.then(
      () => {
        if (!this.failing) return
        this.failing = false
        this.options.onRecovered?.()
      },
      (error: unknown) => {
        this.failing = true
        this.options.onError?.(`Could not keep a draft in this browser: ${failureReason(error)}`)
      },
    )
  }
}

/**
 * Why a storage call failed, never empty: the error's message, else its name (IndexedDB's
 * DOMExceptions often come with an empty message: `QuotaExceededError`, `UnknownError`), else
 * what was thrown.
 */
export function failureReason(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) {
    const message = error.message.trim()
    const name = error.name.trim()
    if (message && name && name !== 'Error' && !message.includes(name)) return `${name}: ${message}`
    if (message) return message
    if (name && name !== 'Error') return name
    return 'an error without a message'
  }
  const text = typeof error === 'string' ? error.trim() : ''
  return text || `an error without a message (${error === null ? 'null' : typeof error})`
}
