import type { Patch } from 'immer'
import { pushAll } from '../collections/bounded.ts'

/** One undo step: the patches that redo it and the inverse patches that undo it. */
export interface HistoryEntry {
  patches: Patch[]
  inverse: Patch[]
  /** What the step did: the batch's or gesture's label, else the names of its commands. */
  label?: string
  /** The distinct names of what it ran, in order (a labelled inner gesture counts as its label). */
  names?: readonly string[]
}

/** Undo and redo stacks with a size limit; the oldest steps are dropped first. */
export class History {
  private undoStack: HistoryEntry[] = []
  private redoStack: HistoryEntry[] = []
  // Marks: each pushed step gets a new number; `base` is the mark with no step left to undo.
  private readonly ids = new WeakMap<HistoryEntry, number>()
  private nextId = 1
  private base = 0

  constructor(readonly limit: number) {}

  push(entry: HistoryEntry): void {
    if (entry.patches.length === 0) return
    this.ids.set(entry, this.nextId++)
    this.undoStack.push(entry)
    if (this.undoStack.length > this.limit) {
      const dropped = this.undoStack.splice(0, this.undoStack.length - this.limit)
      // Undoing everything kept no longer reaches the first document.
      this.base = this.ids.get(dropped.at(-1)!)!
    }
    this.redoStack = []
  }

  /**
   * Where the document stands in history: the same number after undo/redo back to this point,
   * a new one after any new step (or after clear()).
   */
  get mark(): number {
    const top = this.undoStack.at(-1)
    return top ? this.ids.get(top)! : this.base
  }

  canUndo(): boolean {
    return this.undoStack.length > 0
  }

  canRedo(): boolean {
    return this.redoStack.length > 0
  }

  get undoDepth(): number {
    return this.undoStack.length
  }

  get redoDepth(): number {
    return this.redoStack.length
  }

  /** The label of the step undo() would take back (undefined when none or unlabelled). */
  get undoLabel(): string | undefined {
    return this.undoStack.at(-1)?.label
  }

  /** The label of the step redo() would do again. */
  get redoLabel(): string | undefined {
    return this.redoStack.at(-1)?.label
  }

  /** Takes the step to undo and moves it to the redo stack. */
  takeUndo(): HistoryEntry | undefined {
    const entry = this.undoStack.pop()
    if (entry) this.redoStack.push(entry)
    return entry
  }

  /** Takes the step to redo and moves it back to the undo stack. */
  takeRedo(): HistoryEntry | undefined {
    const entry = this.redoStack.pop()
    if (entry) this.undoStack.push(entry)
    return entry
  }

  clear(): void {
    this.undoStack = []
    this.redoStack = []
    this.base = this.nextId++
  }
}

/** An open transaction (batch or gesture): the document it started from and its steps so far. */
export interface TransactionFrame<D> {
  kind: 'batch' | 'gesture'
  startDocument: D
  patches: Patch[][]
  inverse: Patch[][]
  /** Names of the steps recorded so far (command names, or a nested transaction's label). */
  names: string[]
  /** The label given to batch() / beginGesture(), if any. */
  label?: string
}

/** Nested transactions; closing the outermost one yields a single history entry. */
export class TransactionStack<D> {
  private frames: TransactionFrame<D>[] = []

  get depth(): number {
    return this.frames.length
  }

  get top(): TransactionFrame<D> | undefined {
    return this.frames[this.frames.length - 1]
  }

  hasGesture(): boolean {
    return this.frames.some((f) => f.kind === 'gesture')
  }

  open(kind: TransactionFrame<D>['kind'], startDocument: D, label?: string): void {
    this.frames.push({ kind, startDocument, patches: [], inverse: [], names: [], label })
  }

  /** Adds a step to the innermost transaction. */
  record(patches: Patch[], inverse: Patch[], name: string): void {
    const top = this.top
    if (!top) throw new Error('no open transaction')
    top.patches.push(patches)
    top.inverse.push(inverse)
    top.names.push(name)
  }

  /** Closes the innermost transaction; returns the entry to record when it was the outermost. */
  close(): HistoryEntry | undefined {
    const frame = this.frames.pop()
    if (!frame) throw new Error('no open transaction')
    const parent = this.top
    if (parent) {
      pushAll(parent.patches, frame.patches)
      pushAll(parent.inverse, frame.inverse)
      if (frame.label !== undefined && frame.patches.length > 0) parent.names.push(frame.label)
      else pushAll(parent.names, frame.names)
      return undefined
    }
    return {
      patches: frame.patches.flat(),
      inverse: frame.inverse.reverse().flat(),
      label: frame.label ?? stepLabel(frame.names),
      names: frame.label !== undefined ? [frame.label] : distinctNames(frame.names),
    }
  }

  /** Drops the innermost transaction; returns the document it started from. */
  rollback(): D {
    const frame = this.frames.pop()
    if (!frame) throw new Error('no open transaction')
    return frame.startDocument
  }
}

/** The label of a step made of these commands: their distinct names, in order. */
export function stepLabel(names: readonly string[]): string {
  return distinctNames(names).join(', ')
}

function distinctNames(names: readonly string[]): string[] {
  return Array.from(new Set(names))
}
