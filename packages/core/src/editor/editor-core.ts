import { Immer, enablePatches, type Patch } from 'immer'
import { ArgsProblem, EditorCommandError } from './errors.ts'
import { directProducerOf } from './direct-produce.ts'
import { describe } from './commands/args.ts'
import { isPlainObject } from './document.ts'
import { Emitter } from './emitter.ts'
import { History, TransactionStack, type HistoryEntry } from './history.ts'
import { keepKeyOrder } from './key-order.ts'
import { LayerLocator } from './locator.ts'
import { createKey } from '../builders/ids.ts'
import { initialSession, updateSession } from './session.ts'
import type {
  Command,
  CommandContext,
  EditorDocument,
  EditorEvents,
  EditorState,
  CommitCause,
  SessionState,
} from './types.ts'

export interface EditorOptions {
  /** Undo steps kept (default 200). */
  historyLimit?: number
  /** Freeze documents produced by edits (immer autoFreeze). Default false: see CONTEXT.md. */
  autoFreeze?: boolean
  /**
   * Key generator for new layers (`layer`), tracks (`track`) and words (`word`). Without it,
   * copies of a layer get readable keys from their source's (`title` → `title-1`).
   */
  createKey?: (prefix: string) => string
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCommand = Command<any, any, any>

/**
 * The Editor's machinery: document and session state, command dispatch, history by immer
 * patches, transactions, gestures and events. `Editor` adds typed methods for each command.
 */
export class EditorCore<D extends EditorDocument = EditorDocument> {
  private doc: D
  private sessionState: SessionState = initialSession
  private snapshot: EditorState<D> | null = null
  private readonly immer: Immer
  private readonly autoFreeze: boolean
  private readonly history: History
  private readonly transactions = new TransactionStack<D>()
  private readonly events = new Emitter<EditorEvents<D>>()
  private readonly listeners = new Set<() => void>()
  private readonly commands = new Map<string, AnyCommand>()
  private readonly locator = new LayerLocator()
  private readonly createKey: (prefix: string) => string
  private batchDepth = 0
  /** The document last reported by `commit`: what no open batch or gesture is changing. */
  private committed: D
  /** What the next `commit` event says about the change (set where the change is made). */
  private commitNote: CommitNote | null = null
  private pending: {
    previous: D | null
    selection: boolean
    session: boolean
    history: boolean
  } = { previous: null, selection: false, session: false, history: false }

  protected readonly context: CommandContext

  constructor(document: D, options: EditorOptions = {}) {
    enablePatches()
    if (!isPlainObject(document)) {
      throw new EditorCommandError(
        'Editor',
        'invalid-argument',
        `document must be a template {aspect_ratio, scene: {tracks}} or a scene {tracks}, got ${describe(document)}`,
      )
    }
    this.doc = document
    this.committed = document
    this.autoFreeze = options.autoFreeze ?? false
    this.immer = new Immer({ autoFreeze: this.autoFreeze, useStrictIteration: false })
    this.history = new History(Math.max(0, options.historyLimit ?? 200))
    this.createKey = options.createKey ?? createKey
    const issued = new Set<string>()
    this.context = {
      readableCopies: options.createKey === undefined,
      locate: (doc, key) => this.locator.locate(doc, key),
      newKey: (doc, prefix = 'layer') => {
        for (;;) {
          const key = this.createKey(prefix)
          if (!issued.has(key) && !this.locator.locate(doc, key)) {
            issued.add(key)
            return key
          }
        }
      },
    }
  }

  // ---- state ----

  get document(): D {
    return this.doc
  }

  get session(): SessionState {
    return this.sessionState
  }

  /** An immutable snapshot whose identity changes only when the document or session changed. */
  getState = (): EditorState<D> => {
    const last = this.snapshot
    if (last && last.document === this.doc && last.session === this.sessionState) return last
    return (this.snapshot = Object.freeze({ document: this.doc, session: this.sessionState }))
  }

  /** Calls `listener` after any change of document or session; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  on<K extends keyof EditorEvents<D>>(
    event: K,
    listener: (payload: EditorEvents<D>[K]) => void,
  ): () => void {
    return this.events.on(event, listener)
  }

  // ---- commands ----

  registerCommand(command: AnyCommand): void {
    this.commands.set(command.name, command)
  }

  hasCommand(name: string): boolean {
    return this.commands.has(name)
  }

  /** Validates and performs a command; throws EditorCommandError on invalid arguments. */
  run(name: string, args: unknown): unknown {
    const command = this.commands.get(name)
    if (!command) throw new EditorCommandError(name, 'unknown-command', `unknown command "${name}"`)
    const base = this.doc
    let result: unknown
    const [next, patches, inverse] = this.guard(name, () => {
      const plan = command.validate(args, base, this.context)
      // A frozen document needs immer's freezing; otherwise some commands copy by hand.
      const direct = this.autoFreeze ? undefined : directProducerOf(command)
      const produced = direct?.(base, args, plan)
      if (produced) return [produced.document, produced.patches, produced.inverse] as const
      return this.immer.produceWithPatches(base, (draft) => {
        result = command.perform(draft as EditorDocument, args, plan, this.context)
      })
    })
    if (next === base) return result
    // One flush for the document and its history step (listeners see both at once).
    this.batchDepth++
    try {
      if (this.transactions.depth === 0)
        this.commitNote = { label: name, names: [name], cause: 'edit' }
      this.setDocument(next as D)
      if (command.history === 'record') {
        this.record(keepKeyOrder(patches, base, next), keepKeyOrder(inverse, next, base), name)
      }
    } finally {
      this.endBatch()
    }
    return result
  }

  private guard<T>(name: string, fn: () => T): T {
    try {
      return fn()
    } catch (error) {
      if (error instanceof ArgsProblem)
        throw new EditorCommandError(name, error.code, error.message)
      throw error
    }
  }

  // ---- history ----

  canUndo(): boolean {
    return this.history.canUndo()
  }

  canRedo(): boolean {
    return this.history.canRedo()
  }

  undo(): void {
    this.assertNoTransaction('undo')
    const entry = this.history.takeUndo()
    if (!entry) return
    const next = this.applyStep('undo', entry.inverse, () => this.history.takeRedo())
    this.commitNote = noteOf(entry, 'undo')
    this.setDocument(next)
    this.historyChanged()
  }

  redo(): void {
    this.assertNoTransaction('redo')
    const entry = this.history.takeRedo()
    if (!entry) return
    const next = this.applyStep('redo', entry.patches, () => this.history.takeUndo())
    this.commitNote = noteOf(entry, 'redo')
    this.setDocument(next)
    this.historyChanged()
  }

  /** The label of the step undo() would take back: a gesture's label, else its first command's name. */
  get undoLabel(): string | undefined {
    return this.history.undoLabel
  }

  /** The label of the step redo() would do again. */
  get redoLabel(): string | undefined {
    return this.history.redoLabel
  }

  /** Steps available to undo and to redo. */
  get historyDepth(): { undo: number; redo: number } {
    return { undo: this.history.undoDepth, redo: this.history.redoDepth }
  }

  /**
   * The document's place in history: equal after undo/redo back to the same step, different
   * after any new step or clearHistory(). "Unsaved changes" = a mark other than the saved one.
   */
  get historyMark(): number {
    return this.history.mark
  }

  /** Applies a history step; if it no longer fits the document, puts the step back and says so. */
  private applyStep(name: string, patches: Patch[], putBack: () => unknown): D {
    try {
      return this.immer.applyPatches(this.doc, patches)
    } catch (error) {
      putBack()
      throw new EditorCommandError(
        name,
        'invalid-state',
        `the history step does not apply to the current document (${(error as Error).message})`,
      )
    }
  }

  clearHistory(): void {
    this.history.clear()
    this.historyChanged()
  }

  /**
   * Runs `fn` as one undo step; if it throws, the document returns to where it was. `label`
   * names the step (the `commit` event's label; default: the names of the commands it ran).
   */
  batch<T>(fn: () => T, label?: string): T {
    this.transactions.open('batch', this.doc, label)
    this.batchDepth++
    let result: T
    try {
      result = fn()
    } catch (error) {
      this.setDocument(this.transactions.rollback())
      this.endBatch()
      throw error
    }
    this.closeTransaction()
    this.endBatch()
    return result
  }

  /**
   * Starts a gesture (a drag): every change until commitGesture() is one undo step, reported by
   * one `commit` event (each update is a `change` event). `label` names the step.
   */
  beginGesture(label?: string): void {
    if (this.transactions.hasGesture()) {
      throw new EditorCommandError(
        'beginGesture',
        'invalid-state',
        'a gesture is already in progress',
      )
    }
    this.transactions.open('gesture', this.doc, label)
  }

  commitGesture(): void {
    this.assertGestureOnTop('commitGesture')
    this.closeTransaction()
  }

  /** Ends the gesture and restores the exact document it started from. */
  cancelGesture(): void {
    this.assertGestureOnTop('cancelGesture')
    this.setDocument(this.transactions.rollback())
  }

  isInGesture(): boolean {
    return this.transactions.hasGesture()
  }

  /**
   * Replaces the gesture's changes so far by what `fn` does to the document the gesture began
   * with: a drag computes each update from its start (no rounding accumulates over moves), and
   * listeners hear one change. If `fn` throws, the gesture's previous changes are kept.
   */
  updateGesture<T>(fn: () => T): T {
    this.assertGestureOnTop('updateGesture')
    const frame = this.transactions.top!
    const kept = {
      document: this.doc,
      patches: frame.patches,
      inverse: frame.inverse,
      names: frame.names,
    }
    this.batchDepth++
    try {
      frame.patches = []
      frame.inverse = []
      frame.names = []
      this.setDocument(frame.startDocument)
      return fn()
    } catch (error) {
      frame.patches = kept.patches
      frame.inverse = kept.inverse
      frame.names = kept.names
      this.setDocument(kept.document)
      throw error
    } finally {
      this.endBatch()
    }
  }

  // ---- session (never in history) ----

  protected setSession(patch: Partial<SessionState>): void {
    const next = updateSession(this.sessionState, patch)
    if (next === this.sessionState) return
    const selectionChanged = next.selection !== this.sessionState.selection
    this.sessionState = next
    this.pending.session = true
    if (selectionChanged) this.pending.selection = true
    this.flush()
  }

  // ---- internals ----

  private record(patches: Patch[], inverse: Patch[], name: string): void {
    if (this.transactions.depth > 0) {
      this.transactions.record(patches, inverse, name)
      return
    }
    this.history.push({ patches, inverse, label: name, names: [name] })
    this.historyChanged()
  }

  private closeTransaction(): void {
    const entry = this.transactions.close()
    if (this.transactions.depth === 0) {
      this.commitNote = entry ? noteOf(entry, 'edit') : CHANGE_NOTE
    }
    if (entry && entry.patches.length > 0) {
      this.history.push(entry)
      this.historyChanged()
    }
  }

  private historyChanged(): void {
    this.pending.history = true
    this.flush()
  }

  private setDocument(next: D): void {
    if (next === this.doc) return
    if (this.pending.previous === null) this.pending.previous = this.doc
    this.doc = next
    this.pruneSelection()
    this.flush()
  }

  /** Drops selected keys whose layers no longer exist (a session change, not history). */
  private pruneSelection(): void {
    const { selection } = this.sessionState
    if (selection.length === 0) return
    const kept = selection.filter((key) => this.locator.locate(this.doc, key))
    if (kept.length !== selection.length) {
      this.sessionState = updateSession(this.sessionState, { selection: kept })
      this.pending.selection = true
      this.pending.session = true
    }
  }

  private endBatch(): void {
    this.batchDepth--
    this.flush()
  }

  /** Emits what changed, once per outermost batch. */
  private flush(): void {
    if (this.batchDepth > 0) return
    const pending = this.pending
    this.pending = { previous: null, selection: false, session: false, history: false }
    const documentChanged = pending.previous !== null && pending.previous !== this.doc
    if (documentChanged) {
      this.events.emit('change', { document: this.doc, previous: pending.previous as D })
    }
    if (this.transactions.depth === 0 && this.doc !== this.committed) {
      const previous = this.committed
      const note = this.commitNote ?? CHANGE_NOTE
      this.committed = this.doc
      this.commitNote = null
      this.events.emit('commit', {
        document: this.doc,
        previous,
        label: note.label,
        names: note.names,
        cause: note.cause,
      })
    }
    if (pending.selection)
      this.events.emit('selectionChange', { selection: this.sessionState.selection })
    if (pending.session) this.events.emit('sessionChange', { session: this.sessionState })
    if (pending.history) {
      this.events.emit('historyChange', { canUndo: this.canUndo(), canRedo: this.canRedo() })
    }
    if (documentChanged || pending.selection || pending.session) {
      for (const listener of [...this.listeners]) listener()
    }
  }

  private assertNoTransaction(name: string): void {
    if (this.transactions.depth > 0) {
      throw new EditorCommandError(name, 'invalid-state', 'not allowed during a batch or gesture')
    }
  }

  private assertGestureOnTop(name: string): void {
    if (this.transactions.top?.kind !== 'gesture') {
      throw new EditorCommandError(name, 'invalid-state', 'no gesture in progress')
    }
  }
}

/** What the next `commit` event says: the step's label, its command names and why it happened. */
interface CommitNote {
  label: string
  names: readonly string[]
  cause: CommitCause
}

/** A change made outside any command (setDocument by hand, a foreign value). */
const CHANGE_NOTE: CommitNote = { label: 'change', names: [], cause: 'edit' }

function noteOf(entry: HistoryEntry, cause: CommitCause): CommitNote {
  const label = entry.label || 'change'
  return { label, names: entry.names ?? (entry.label ? [entry.label] : []), cause }
}
