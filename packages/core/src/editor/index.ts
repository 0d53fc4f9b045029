/**
 * Headless Editor (no React, no DOM). Public API; names are fixed, React helpers build on them.
 *
 *   const editor = new Editor(document, { historyLimit?, autoFreeze?, createKey? })
 *     document: `{ aspect_ratio?, scene: { tracks } }` or a bare scene `{ tracks }`, kept as given;
 *     historyLimit default 200; autoFreeze default false (see CONTEXT.md); createKey(prefix).
 *   State    getState() → frozen {document, session}, new identity only on change
 *            subscribe(listener) → unsubscribe (for useSyncExternalStore) · document · session
 *            session = {selection: string[] (layer keys), playheadMs, zoom, hovered: key | null}
 *            getTracks() · getLayer(ref) → {track, index, layer} | undefined · historyDepth
 *            historyMark (equal after undo/redo back to a step: "unsaved changes" checks)
 *   Events   on(name, fn) → unsubscribe: change {document, previous} · selectionChange {selection}
 *            historyChange {canUndo, canRedo} · sessionChange {session}
 *   Refs     LayerRef = layer key | {track, index} (array positions; for missing/duplicate keys)
 *            TrackRef = position in the tracks array | track key
 *   Commands run(name, args) · registerCommand(defineCommand({name, validate(args, doc, ctx) →
 *            plan, perform(draft, args, plan, ctx) → result, history: 'record' | 'ignore'}))
 *   tracks   addTrack({track?, index?}) → position · removeTrack(t) · duplicateTrack(t) → position
 *            reorderTrack(t, index)
 *   layers   addLayer(t, layer?, index?) → key · removeLayers(refs?) · duplicateLayers(refs?) → keys
 *            reorderLayer(ref, index) · moveLayerToTrack(ref, t, index?)
 *   fields   setField(path, value) · setLayerField(ref, relativePath, value) (undefined deletes)
 *            setGeometry(ref, {x?, y?, w?, h?, r?}) · translateLayers(refs, dx, dy) (whole motion)
 *            transformLayers([{layer, x?, y?, w?, h?, r?, alpha?, scale?…}], atMs = playhead):
 *            what the layers show at atMs (keyframe-value rule, commands/transform-plan.ts)
 *   slots    setSlotKey(ref, key | null) (api_template_meta.replace_key; null unmarks)
 *   keyframe addKeyframe(ref, {timestamp, properties?, func?}) → index
 *            updateKeyframe(ref, i, {properties?, func?}) · removeKeyframe(ref, i)
 *            retimeKeyframe(ref, i, timestamp) · setKeyframeEasing(ref, i, func)
 *   time     setTimeline(ref, {start?, end?}) · trimLayer(ref, {start?, end?})
 *            splitLayer(ref, atMs) → key of the second part
 *   effects  setCross(ref, {in?, in_time?, out?, out_time?})
 *            setAnimationPreset(ref, 'enter' | 'leave' | 'cycle', {duration, effectType} | null)
 *   words    updateWord(ref, i, {text?, start?, end?, hide?, break?})
 *            splitWord(ref, i, charIndex, atMs?) · mergeWords(ref, i, separator = '')
 *   arrange  bringForward / sendBackward / bringToFront / sendToBack(refs?) · zOrder(move, refs?)
 *            align('left'|'center'|'right'|'top'|'middle'|'bottom', refs?)
 *            distribute('horizontal' | 'vertical', refs?)
 *   canvas   resizeCanvas(0..4): new aspect_ratio, layers laid out again (layout/resize-layout.ts)
 *   clipboard copy(refs?) → JSON string · paste(json, {track?, index?}) → new keys (selected)
 *            (refs? defaults to the selection)
 *   History  undo() · redo() · canUndo() · canRedo() · clearHistory() · batch(fn, label?) (one step)
 *            beginGesture(label?) · updateGesture(fn) (redo from the gesture start) · commitGesture()
 *            cancelGesture() · isInGesture()
 *   Session  select(keys) · addToSelection(keys) · clearSelection() · setPlayhead(ms) · setZoom(z)
 *            setHovered(key | null) — never in history
 *   Playback play() · pause() · seek(ms) · setPlaybackRate(r) · setLoop({startMs, endMs} | null)
 *            setBuffering(b) — session {playing, playbackRate, loop, buffering}; a driver
 *            (@podscene/react's playback clock) advances playheadMs; never in history
 *   Events   on('change') every document change (each gesture update too) · on('commit') once
 *            per undo step {document, previous, label, cause: edit|undo|redo} · selectionChange ·
 *            sessionChange · historyChange
 *   Errors   bad args throw EditorCommandError {code, command, detail, message: `command: detail`};
 *            the document and the history stay unchanged.
 */

export { Editor } from './editor.ts'
export type { EditorOptions } from './editor-core.ts'
export { EditorCommandError, type EditorErrorCode } from './errors.ts'
export {
  canvasSizeOf as canvasSizeOfDocument,
  sceneOf as sceneOfDocument,
  templateDocumentOf,
  tracksOf as tracksOfDocument,
} from './document.ts'
export {
  builtinCommands,
  defineCommand,
  layersFromClipboard,
  layersToClipboard,
  CLIPBOARD_KIND,
  planWordRetime,
  MIN_WORD_MS,
  animatedValuesAt,
  KEYFRAME_TOLERANCE_MS,
} from './commands/index.ts'
export type {
  BuiltinCommandName,
  BuiltinCommands,
  CommandArgs,
  CommandResult,
  FieldPath,
  Geometry,
  LayerTransform,
  AnimatedValues,
  AnimationSlot,
  WordChanges,
  WordNeighbours,
  WordTime,
  ZOrderMove,
  AlignEdge,
  DistributeAxis,
} from './commands/index.ts'
export type {
  Command,
  CommandContext,
  EditorDocument,
  CommitCause,
  EditorCommit,
  EditorEvents,
  EditorState,
  HistoryPolicy,
  LayerLocation,
  LayerRef,
  PlaybackLoop,
  SessionState,
  TrackRef,
} from './types.ts'
