/**
 * Headless Editor (no React, no DOM). Public API — names are fixed; React helpers build on them.
 *
 *   const editor = new Editor(document, { historyLimit?: 200, autoFreeze?: boolean, createKey?: () => string })
 *   // document: `{ aspect_ratio?, scene: { tracks } }` or a bare scene `{ tracks }`, kept as given.
 *   State:    getState(): { document, session } (new identity only on change) · subscribe(listener) → unsubscribe
 *             document · session {selection: string[], playheadMs, zoom, hovered} · getTracks() · getLayer(ref)
 *   Events:   on('change' | 'selectionChange' | 'historyChange' | 'sessionChange', fn) → unsubscribe
 *             change {document, previous} · selectionChange {selection} · historyChange {canUndo, canRedo}
 *             · sessionChange {session}
 *   Refs:     LayerRef = layer key | {track: trackPosition, index: layerPosition}; TrackRef = position | track key
 *   Commands: run(name, args) · registerCommand({name, validate(args, doc), perform(draft, args, ctx), history})
 *     tracks  addTrack({track?, index?}) → position · removeTrack(t) · duplicateTrack(t) · reorderTrack(t, to)
 *     layers  addLayer(t, layer?, index?) → key · removeLayers(refs) · duplicateLayers(refs) → keys
 *             reorderLayer(ref, to) · moveLayerToTrack(ref, t, index?)
 *     fields  setField(path, value) · setLayerField(ref, relPath, value) · setGeometry(ref, {x?, y?, w?, h?, r?})
 *     keys    addKeyframe(ref, {timestamp, properties?, func?}) → index · updateKeyframe(ref, i, {properties?, func?})
 *             removeKeyframe(ref, i) · retimeKeyframe(ref, i, timestamp) · setKeyframeEasing(ref, i, func)
 *     time    setTimeline(ref, {start?, end?}) · trimLayer(ref, {start?, end?}) · splitLayer(ref, atMs) → new key
 *     effects setCross(ref, {in?, in_time?, out?, out_time?}) · setAnimationPreset(ref, 'enter'|'leave'|'cycle', p|null)
 *     words   updateWord(ref, i, {text?, start?, end?, hide?, break?}) · splitWord(ref, i, charIndex, atMs?)
 *             mergeWords(ref, i)
 *     arrange bringForward / sendBackward / bringToFront / sendToBack(refs?) · align(edge, refs?) · distribute(axis, refs?)
 *     clip    copy(refs?) → JSON string · paste(json, {track?}) → new keys (selected)      (refs? = selection)
 *   History:  undo() · redo() · canUndo() · canRedo() · batch(fn) · beginGesture() · commitGesture() · cancelGesture()
 *             isInGesture() · clearHistory()
 *   Session:  select(keys) · addToSelection(keys) · clearSelection() · setPlayhead(ms) · setZoom(z) · setHovered(key|null)
 *   Errors:   invalid args throw EditorCommandError {code, command, message}; document and history stay unchanged.
 */

export { Editor } from './editor.ts'
export { EditorCore, type EditorOptions } from './editor-core.ts'
export { EditorCommandError, type EditorErrorCode } from './errors.ts'
export { Emitter } from './emitter.ts'
export {
  builtinCommands,
  defineCommand,
  layersFromClipboard,
  layersToClipboard,
  CLIPBOARD_KIND,
} from './commands/index.ts'
export type {
  BuiltinCommandName,
  BuiltinCommands,
  CommandArgs,
  CommandResult,
  FieldPath,
  Geometry,
  AnimationSlot,
  WordChanges,
  ZOrderMove,
  AlignEdge,
  DistributeAxis,
} from './commands/index.ts'
export type {
  Command,
  CommandContext,
  EditorDocument,
  EditorEvents,
  EditorState,
  HistoryPolicy,
  LayerLocation,
  LayerRef,
  SessionState,
  TrackRef,
} from './types.ts'
