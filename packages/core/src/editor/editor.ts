import type { AnimationPreset } from '../schema/layer-prop.ts'
import type { KnownAspectRatio } from '../semantics/canvas.ts'
import type { KeyframeProperties } from '../schema/layer.ts'
import { sceneOf, tracksOf } from './document.ts'
import { sceneDuration } from '../evaluate/timing.ts'
import { EditorCommandError, ArgsProblem } from './errors.ts'
import { EditorCore, type EditorOptions } from './editor-core.ts'
import {
  builtinCommands,
  layersFromClipboard,
  layersToClipboard,
  type AlignEdge,
  type AnimationSlot,
  type BuiltinCommandName,
  type CommandArgs,
  type CommandResult,
  type DistributeAxis,
  type FieldPath,
  type Geometry,
  type LayerTransform,
  type WordChanges,
  type WordNeighbours,
  type ZOrderMove,
} from './commands/index.ts'
import { describe, resolveLayers } from './commands/args.ts'
import type {
  EditorDocument,
  Layer,
  LayerLocation,
  LayerRef,
  PlaybackLoop,
  Track,
  TrackRef,
} from './types.ts'

/**
 * The headless editor: one entry point for every change of a document. See `index.ts` for the
 * API summary; machinery (state, history, gestures, events) lives in `EditorCore`.
 */
export class Editor<D extends EditorDocument = EditorDocument> extends EditorCore<D> {
  constructor(document: D, options: EditorOptions = {}) {
    super(document, options)
    for (const command of Object.values(builtinCommands)) this.registerCommand(command)
  }

  override run<N extends BuiltinCommandName>(name: N, args: CommandArgs<N>): CommandResult<N>
  override run(name: string, args: unknown): unknown
  override run(name: string, args: unknown): unknown {
    return super.run(name, args)
  }

  // ---- reading ----

  getTracks(): readonly Track[] {
    return tracksOf(this.document)
  }

  /** The layer a reference points to, with its position, or undefined. */
  getLayer(ref: LayerRef): (LayerLocation & { layer: Layer }) | undefined {
    const loc =
      typeof ref === 'string'
        ? this.context.locate(this.document, ref)
        : { track: ref.track, index: ref.index }
    const layer = loc && tracksOf(this.document)[loc.track]?.layers?.[loc.index]
    return loc && layer ? { ...loc, layer } : undefined
  }

  // ---- tracks ----

  addTrack(args: { track?: Track; index?: number } = {}): number {
    return this.run('addTrack', args)
  }
  removeTrack(track: TrackRef): void {
    this.run('removeTrack', { track })
  }
  duplicateTrack(track: TrackRef): number {
    return this.run('duplicateTrack', { track })
  }
  reorderTrack(track: TrackRef, index: number): void {
    this.run('reorderTrack', { track, index })
  }
  /** Names a track (trimmed; an empty name is refused). One undo step. */
  renameTrack(track: TrackRef, name: string): void {
    this.run('renameTrack', { track, name })
  }

  // ---- layers ----

  addLayer(track: TrackRef, layer?: Layer, index?: number): string {
    return this.run('addLayer', { track, layer, index })
  }
  /**
   * Inserts a layer as "Insert" does (top of the topmost track of its kind, created when missing;
   * a readable key `text-1`…) and selects it. One undo step; the selection is session state.
   */
  insertLayer(layer: Layer): { key: string; track: number } {
    const inserted = this.run('insertLayer', { layer })
    this.select([inserted.key])
    return inserted
  }
  removeLayers(layers: LayerRef[] = this.selectedRefs()): void {
    this.run('removeLayers', { layers })
  }
  duplicateLayers(layers: LayerRef[] = this.selectedRefs()): string[] {
    return this.run('duplicateLayers', { layers })
  }
  reorderLayer(layer: LayerRef, index: number): void {
    this.run('reorderLayer', { layer, index })
  }
  moveLayerToTrack(layer: LayerRef, track: TrackRef, index?: number): void {
    this.run('moveLayerToTrack', { layer, track, index })
  }
  /** Names a layer (`name`; trimmed, an empty name is refused). One undo step. */
  renameLayer(layer: LayerRef, name: string): void {
    this.run('renameLayer', { layer, name })
  }

  // ---- fields ----

  setField(path: FieldPath, value: unknown): void {
    this.run('setField', { path, value })
  }
  setLayerField(layer: LayerRef, path: FieldPath, value: unknown): void {
    this.run('setLayerField', { layer, path, value })
  }
  setGeometry(layer: LayerRef, geometry: Geometry): void {
    this.run('setGeometry', { ...geometry, layer })
  }
  /** Marks a layer as the template slot `key` (`api_template_meta.replace_key`); null unmarks it. */
  setSlotKey(layer: LayerRef, key: string | null): void {
    this.run('setSlotKey', { layer, key })
  }
  /** Moves layers by (dx, dy) canvas pixels; their keyframed x/y move with them. */
  translateLayers(layers: LayerRef[], dx: number, dy: number): void {
    this.run('translateLayers', { layers, dx, dy })
  }
  /**
   * Makes layers show the given x, y, w, h, r, alpha, scale… at `atMs` (default: the playhead):
   * on a keyframe sets its value, between keyframes adds one, else sets the layer's own field
   * (the keyframe-value rule, `commands/transform-plan.ts`). One undo step.
   */
  transformLayers(changes: LayerTransform[], atMs: number = this.session.playheadMs): void {
    this.run('transformLayers', { changes, atMs })
  }

  // ---- keyframes ----

  addKeyframe(
    layer: LayerRef,
    keyframe: { timestamp: number; properties?: KeyframeProperties; func?: string },
  ): number {
    return this.run('addKeyframe', { ...keyframe, layer })
  }
  /**
   * "Add keyframe at current time": a keyframe at `atMs` (default: the playhead) recording the
   * properties the layer animates (x, y, w, h, r, alpha, scale when none), as shown there.
   * Refused within half a frame of a keyframe (`commands/keyframe-at-playhead.ts`). Its index.
   */
  addKeyframeAtPlayhead(layer: LayerRef, atMs: number = this.session.playheadMs): number {
    return this.run('addKeyframeAtPlayhead', { layer, atMs })
  }
  updateKeyframe(
    layer: LayerRef,
    index: number,
    changes: { properties?: KeyframeProperties; func?: string },
  ): void {
    this.run('updateKeyframe', { ...changes, layer, index })
  }
  removeKeyframe(layer: LayerRef, index: number): void {
    this.run('removeKeyframe', { layer, index })
  }
  retimeKeyframe(layer: LayerRef, index: number, timestamp: number): void {
    this.run('retimeKeyframe', { layer, index, timestamp })
  }
  setKeyframeEasing(layer: LayerRef, index: number, func: string): void {
    this.run('setKeyframeEasing', { layer, index, func })
  }

  // ---- time ----

  setTimeline(layer: LayerRef, span: { start?: number; end?: number }): void {
    this.run('setTimeline', { ...span, layer })
  }
  trimLayer(layer: LayerRef, span: { start?: number; end?: number }): void {
    this.run('trimLayer', { ...span, layer })
  }
  splitLayer(layer: LayerRef, at: number): string {
    return this.run('splitLayer', { layer, at })
  }

  // ---- effects ----

  setCross(
    layer: LayerRef,
    cross: { in?: string[]; in_time?: number; out?: string[]; out_time?: number },
  ): void {
    this.run('setCross', { ...cross, layer })
  }
  setAnimationPreset(layer: LayerRef, slot: AnimationSlot, preset: AnimationPreset | null): void {
    this.run('setAnimationPreset', { layer, slot, preset })
  }

  // ---- subtitle words ----

  updateWord(layer: LayerRef, index: number, changes: WordChanges): void {
    this.run('updateWord', { ...changes, layer, index })
  }
  splitWord(layer: LayerRef, index: number, charIndex: number, atMs?: number): void {
    this.run('splitWord', { layer, index, charIndex, atMs })
  }
  mergeWords(layer: LayerRef, index: number, separator?: string): void {
    this.run('mergeWords', { layer, index, separator })
  }
  /**
   * Replaces a subtitle's shown words by the words of `text` (one undo step): unchanged words
   * keep their times and fields, new ones share the time of the words they replace.
   */
  setSubtitleText(layer: LayerRef, text: string): void {
    this.run('setSubtitleText', { layer, text })
  }
  /** Retimes a word without overlapping its neighbours (blocked, or pushed along). */
  retimeWord(
    layer: LayerRef,
    index: number,
    span: { start: number; end: number },
    neighbours: WordNeighbours = 'block',
  ): void {
    this.run('retimeWord', { layer, index, ...span, neighbours })
  }

  // ---- arrange (default: the selection) ----

  bringForward(layers?: LayerRef[]): void {
    this.zOrder('forward', layers)
  }
  sendBackward(layers?: LayerRef[]): void {
    this.zOrder('backward', layers)
  }
  bringToFront(layers?: LayerRef[]): void {
    this.zOrder('front', layers)
  }
  sendToBack(layers?: LayerRef[]): void {
    this.zOrder('back', layers)
  }
  zOrder(move: ZOrderMove, layers: LayerRef[] = this.selectedRefs()): void {
    this.run('zOrder', { layers, move })
  }
  /** Aligns what the layers show at the playhead (keyframe-value rule, like transformLayers). */
  align(edge: AlignEdge, layers: LayerRef[] = this.selectedRefs()): void {
    this.run('align', { layers, edge, atMs: this.session.playheadMs })
  }
  distribute(axis: DistributeAxis, layers: LayerRef[] = this.selectedRefs()): void {
    this.run('distribute', { layers, axis, atMs: this.session.playheadMs })
  }
  /**
   * "Fill canvas": the layers' boxes cover the canvas as shown at the playhead (keyframe-value
   * rule), a `contain` fit becomes `cover`; one undo step.
   */
  fillCanvas(layers: LayerRef[] = this.selectedRefs()): void {
    this.run('fillCanvas', { layers, atMs: this.session.playheadMs })
  }
  /**
   * Makes the scene last `ms` (the duration rule, `commands/scene-duration.ts`): only the ends of
   * the layers that set the duration move, and their subtitle words scale with them; one undo step.
   */
  setSceneDuration(ms: number): void {
    this.run('setSceneDuration', { ms })
  }
  /** Changes `aspect_ratio` and lays the layers out again (resize rule); one undo step. */
  resizeCanvas(aspectRatio: KnownAspectRatio): void {
    this.run('resizeCanvas', { aspectRatio })
  }

  // ---- clipboard ----

  /** The layers as clipboard JSON (every field kept). */
  copy(layers: LayerRef[] = this.selectedRefs()): string {
    const locs = this.guardArgs('copy', () => resolveLayers(layers, this.document, this.context))
    return layersToClipboard(this.document, locs)
  }

  /** Pastes clipboard JSON as new layers (new keys); without a track: above the originals, moved off them (pasteLayers); selects them. */
  paste(json: string, options: { track?: TrackRef; index?: number } = {}): string[] {
    const layers = this.guardArgs('paste', () => {
      if (typeof json !== 'string')
        throw new ArgsProblem('invalid-json', 'clipboard must be a string')
      return layersFromClipboard(json)
    })
    const keys = this.run('pasteLayers', { ...options, layers })
    this.select(keys)
    return keys
  }

  // ---- session ----

  select(keys: readonly string[]): void {
    this.checkKeys('select', keys)
    this.setSession({ selection: keys })
  }
  addToSelection(keys: readonly string[]): void {
    this.checkKeys('addToSelection', keys)
    this.setSession({ selection: [...this.session.selection, ...keys] })
  }
  clearSelection(): void {
    this.setSession({ selection: [] })
  }
  setPlayhead(ms: number): void {
    this.checkSessionNumber('setPlayhead', ms, 'ms')
    this.setSession({ playheadMs: ms })
  }

  // ---- playback (session state: a driver advances the playhead while `playing`) ----

  /** Starts playback; from the scene start (or the loop start) when the playhead is at the end. */
  play(): void {
    const { playheadMs, loop } = this.session
    const end = loop ? loop.endMs : sceneDuration(sceneOf(this.document))
    const restart = end > 0 && playheadMs >= end
    this.setSession({
      playing: true,
      ...(restart ? { playheadMs: loop ? loop.startMs : 0 } : {}),
    })
  }
  /** Stops playback where it is. */
  pause(): void {
    this.setSession({ playing: false, buffering: false })
  }
  /** Moves the playhead (playing or not); a playback driver resyncs its media to it. */
  seek(ms: number): void {
    this.checkSessionNumber('seek', ms, 'ms')
    this.setSession({ playheadMs: ms })
  }
  setPlaybackRate(rate: number): void {
    this.checkSessionNumber('setPlaybackRate', rate, 'rate')
    if (rate === 0 || rate > 16) {
      throw new EditorCommandError(
        'setPlaybackRate',
        'invalid-argument',
        `rate must be > 0 and ≤ 16, got ${rate}`,
      )
    }
    this.setSession({ playbackRate: rate })
  }
  /** Repeats `[startMs, endMs)` while playing; null plays to the end. */
  setLoop(loop: { startMs: number; endMs: number } | null): void {
    if (loop !== null) {
      this.checkSessionNumber('setLoop', loop?.startMs, 'startMs')
      this.checkSessionNumber('setLoop', loop.endMs, 'endMs')
      if (loop.endMs <= loop.startMs) {
        throw new EditorCommandError(
          'setLoop',
          'invalid-argument',
          `endMs must be > startMs, got ${loop.startMs}–${loop.endMs}`,
        )
      }
    }
    this.setSession({ loop: loop as PlaybackLoop | null })
  }
  /** Master volume of playback, 0–1 (session state: never saved, never undone). */
  setMasterVolume(volume: number): void {
    this.checkSessionNumber('setMasterVolume', volume, 'volume')
    if (volume > 1) {
      throw new EditorCommandError(
        'setMasterVolume',
        'invalid-argument',
        `volume must be between 0 and 1, got ${volume}`,
      )
    }
    this.setSession({ masterVolume: volume })
  }
  /** Mutes or unmutes a track's sound (by mix id, see mixIdOf) during playback. */
  setTrackMuted(mixId: string, muted: boolean): void {
    this.setSession({ mutedTracks: toggledId(this.session.mutedTracks, mixId, muted) })
  }
  /** Solos a track's sound: while any track is soloed, only soloed tracks sound. */
  setTrackSolo(mixId: string, solo: boolean): void {
    this.setSession({ soloTracks: toggledId(this.session.soloTracks, mixId, solo) })
  }
  /** Set by the playback driver while media it follows is stalled (the clock holds). */
  setBuffering(buffering: boolean): void {
    this.setSession({ buffering: buffering === true })
  }
  setZoom(zoom: number): void {
    this.checkSessionNumber('setZoom', zoom, 'zoom')
    if (zoom === 0)
      throw new EditorCommandError('setZoom', 'invalid-argument', 'zoom must be > 0, got 0')
    this.setSession({ zoom })
  }
  setHovered(key: string | null): void {
    if (key !== null && typeof key !== 'string') {
      throw new EditorCommandError(
        'setHovered',
        'invalid-argument',
        `key must be a string or null, got ${describe(key)}`,
      )
    }
    this.setSession({ hovered: key })
  }

  private checkKeys(command: string, keys: unknown): void {
    if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string')) {
      throw new EditorCommandError(
        command,
        'invalid-argument',
        `keys must be an array of layer keys, got ${describe(keys)}`,
      )
    }
  }

  private selectedRefs(): LayerRef[] {
    return [...this.session.selection]
  }

  private checkSessionNumber(command: string, value: unknown, name: string): void {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new EditorCommandError(
        command,
        'invalid-argument',
        `${name} must be a finite number ≥ 0, got ${String(value)}`,
      )
    }
  }

  private guardArgs<T>(command: string, fn: () => T): T {
    try {
      return fn()
    } catch (error) {
      if (error instanceof ArgsProblem)
        throw new EditorCommandError(command, error.code, error.message)
      throw error
    }
  }
}

function toggledId(ids: readonly string[], id: string, on: boolean): readonly string[] {
  if (typeof id !== 'string' || id === '') {
    throw new EditorCommandError('mix', 'invalid-argument', `a mix id must be a non-empty string`)
  }
  if (ids.includes(id) === on) return ids
  return on ? [...ids, id] : ids.filter((x) => x !== id)
}
