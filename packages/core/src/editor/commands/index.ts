import { align, distribute } from './align.ts'
import { resizeCanvas } from './resize.ts'
import { fillCanvas } from './fill-canvas.ts'
import { setSceneDuration } from './scene-duration.ts'
import { pasteLayers } from './clipboard.ts'
import { setAnimationPreset, setCross } from './effects.ts'
import { setField, setLayerField } from './fields.ts'
import { setGeometry } from './geometry.ts'
import { translateLayers } from './translate.ts'
import { transformLayers } from './transform.ts'
import { insertLayer } from './insert.ts'
import {
  addKeyframe,
  removeKeyframe,
  retimeKeyframe,
  setKeyframeEasing,
  updateKeyframe,
} from './keyframes.ts'
import { addKeyframeAtPlayhead } from './keyframe-at-playhead.ts'
import {
  addLayer,
  duplicateLayers,
  moveLayerToTrack,
  removeLayers,
  reorderLayer,
} from './layers.ts'
import { setSlotKey } from './slot-key.ts'
import { splitLayer } from './split.ts'
import { setTimeline, trimLayer } from './timeline.ts'
import { addTrack, duplicateTrack, removeTrack, reorderTrack } from './tracks.ts'
import { mergeWords, splitWord, updateWord } from './words.ts'
import { retimeWord } from './word-retime.ts'
import { zOrder } from './z-order.ts'
import { renameLayer, renameTrack } from './rename.ts'
import { setSubtitleText } from './subtitle-text.ts'

/** Every built-in command, by name. */
export const builtinCommands = {
  addTrack,
  removeTrack,
  duplicateTrack,
  reorderTrack,
  renameTrack,
  addLayer,
  insertLayer,
  removeLayers,
  duplicateLayers,
  reorderLayer,
  moveLayerToTrack,
  renameLayer,
  setField,
  setLayerField,
  setGeometry,
  translateLayers,
  transformLayers,
  addKeyframe,
  addKeyframeAtPlayhead,
  updateKeyframe,
  removeKeyframe,
  retimeKeyframe,
  setKeyframeEasing,
  setTimeline,
  trimLayer,
  splitLayer,
  setCross,
  setAnimationPreset,
  updateWord,
  splitWord,
  mergeWords,
  setSubtitleText,
  retimeWord,
  zOrder,
  align,
  distribute,
  resizeCanvas,
  fillCanvas,
  setSceneDuration,
  pasteLayers,
  setSlotKey,
} as const

export type BuiltinCommands = typeof builtinCommands
export type BuiltinCommandName = keyof BuiltinCommands
export type CommandArgs<N extends BuiltinCommandName> = Parameters<
  BuiltinCommands[N]['validate']
>[0]
export type CommandResult<N extends BuiltinCommandName> = ReturnType<BuiltinCommands[N]['perform']>

export { defineCommand } from './define.ts'
export { layersToClipboard, layersFromClipboard, CLIPBOARD_KIND } from './clipboard.ts'
export type { FieldPath } from './paths.ts'
export type { Geometry } from './geometry.ts'
export type { LayerTransform } from './transform.ts'
export type { AnimatedValues } from './transform-plan.ts'
export { animatedValuesAt, KEYFRAME_TOLERANCE_MS, VALUE_TOLERANCE } from './transform-plan.ts'
export type { AnimationSlot } from './effects.ts'
export type { WordChanges } from './words.ts'
export { planWordRetime, MIN_WORD_MS, type WordNeighbours, type WordTime } from './word-retime.ts'
export type { ZOrderMove } from './z-order.ts'
export type { AlignEdge, DistributeAxis } from './align.ts'
