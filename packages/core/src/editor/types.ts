import type { Layer } from '../schema/layer.ts'
import type { SceneContainer, Track } from '../schema/track.ts'

/** A template/scene value as parsed: `{aspect_ratio?, scene: {tracks}}` or a bare scene `{tracks}`. */
export type EditorDocument =
  { aspect_ratio?: number | null; scene: SceneContainer; [key: string]: unknown } | SceneContainer

/** A layer by key, or by position when keys are missing or duplicated. */
export type LayerRef = string | { track: number; index: number }
/** A track by position in the tracks array, or by its key. */
export type TrackRef = number | string

export interface LayerLocation {
  track: number
  index: number
}

export interface SessionState {
  /** Selected layer keys, in selection order. */
  readonly selection: readonly string[]
  readonly playheadMs: number
  readonly zoom: number
  readonly hovered: string | null
  /** Playback runs: a driver (e.g. @podscene/react's clock) advances `playheadMs`. */
  readonly playing: boolean
  /** Playback speed, > 0 (1 = real time). */
  readonly playbackRate: number
  /** While playing, the playhead wraps from `endMs` back to `startMs`; null = play to the end. */
  readonly loop: PlaybackLoop | null
  /** Media the clock waits for is stalled: the playhead holds until it plays again. */
  readonly buffering: boolean
  /** Master volume of playback, 0–1 (never saved). */
  readonly masterVolume: number
  /** Mix ids (see `mixIdOf`) whose sound is muted during playback. */
  readonly mutedTracks: readonly string[]
  /** Mix ids soloed: while any is, only those sound. */
  readonly soloTracks: readonly string[]
}

/** A range of scene ms that playback repeats. */
export interface PlaybackLoop {
  readonly startMs: number
  readonly endMs: number
}

export interface EditorState<D extends EditorDocument = EditorDocument> {
  readonly document: D
  readonly session: SessionState
}

/** Why a committed change happened: an edit (command, batch, gesture), an undo or a redo. */
export type CommitCause = 'edit' | 'undo' | 'redo'

/**
 * One committed change: one undo step made (or undone / redone). `previous` is the document of
 * the last commit; `label` names the step (the batch's or gesture's label, else its commands,
 * joined by ", "); `names` lists them one by one (what a UI translates: the first it knows).
 * An undo or redo is a commit too (`cause`), labelled by the step it took back or did again.
 */
export interface EditorCommit<D extends EditorDocument = EditorDocument> {
  document: D
  previous: D
  label: string
  names: readonly string[]
  cause: CommitCause
}

export interface EditorEvents<D extends EditorDocument = EditorDocument> {
  /** Every change of the document, each update of a gesture included (live updates). */
  change: { document: D; previous: D }
  /** Once per committed change (one undo step, undo, redo): not during a gesture or batch. */
  commit: EditorCommit<D>
  selectionChange: { selection: readonly string[] }
  /** Whether undo and redo are possible (what was undone or redone: the `commit` event). */
  historyChange: { canUndo: boolean; canRedo: boolean }
  sessionChange: { session: SessionState }
}

export type HistoryPolicy = 'record' | 'ignore'

/** What commands may use besides their arguments. */
export interface CommandContext {
  /** Where a layer key is, in `doc` (fast, cached). */
  locate(doc: EditorDocument, key: string): LayerLocation | undefined
  /** A key not used by a layer of `doc` nor issued before; prefix `layer` (default), `track`, `word`. */
  newKey(doc: EditorDocument, prefix?: string): string
  /**
   * Copies (duplicate, split, paste) get keys read from their source (`title` → `title-1`),
   * unless the Editor was given its own `createKey`: then `newKey` gives them.
   */
  readableCopies?: boolean
}

/**
 * A command: `validate` checks the arguments against the current document and returns a plan
 * (resolved positions, new keys); `perform` applies it to an immer draft
 * of the document (typed as the document: drafts are written like plain objects).
 */
export interface Command<A = never, P = unknown, R = unknown> {
  name: string
  history: HistoryPolicy
  validate(args: A, doc: EditorDocument, ctx: CommandContext): P
  perform(draft: EditorDocument, args: A, plan: P, ctx: CommandContext): R
}

export type { Layer, Track }
