/**
 * The data model’s rules (docs site: “The data model”) — the one module holding the semantics the spec leaves open (units, names,
 * defaults). Everything else reads from here.
 */
export {
  ASSUMED_ASPECT_RATIO,
  BARE_SCENE_ASPECT_RATIO,
  KNOWN_ASPECT_RATIOS,
  canvasSizeForAspectRatio,
  isKnownAspectRatio,
} from './canvas.ts'
export type { CanvasSize, KnownAspectRatio } from './canvas.ts'
export {
  aspectRatioValueOf,
  canvasOfAspectRatioValue,
  canvasOfDocument,
  canvasSizeOfDocument,
} from './document-canvas.ts'
export type { AssumedCanvasReason, DocumentCanvas } from './document-canvas.ts'
export { trackDrawIndex, tracksInDrawOrder } from './draw-order.ts'
export { flipScale, parseFlip } from './flip.ts'
export { colorProblem, formatColorLike, parseColor } from './color.ts'
export type { ParsedColor } from './color.ts'
export { parseRadius, radiusInPixels } from './radius.ts'
export type { CornerRadius } from './radius.ts'
export { FIT_MODES, isKnownFitMode, parseFitMode } from './fit-mode.ts'
export type { FitMode } from './fit-mode.ts'
export { normaliseCrop } from './crop.ts'
export { KNOWN_EASING_NAMES, NAMED_CUBIC_BEZIERS, parseCubicBezier, parseEasing } from './easing.ts'
export type { EasingFunction, EasingKind, ParsedEasing } from './easing.ts'
export { KNOWN_TRANSITIONS, isKnownTransition, isNoEffect } from './transitions.ts'
export type { TransitionName } from './transitions.ts'
export { CAMERA_TYPES, CAMERA_ZOOM, cameraTransform, isKnownCameraType } from './camera.ts'
export type { CameraType } from './camera.ts'
export { isAllowedMediaUrl } from './media-url.ts'
export {
  isSessionOnlyUrl,
  unpersistedUrlReason,
  MAX_INLINE_DATA_URL_BYTES,
} from './persisted-url.ts'
export { contentTypeOfFileName } from './file-content-type.ts'
export { MEDIA_PROXY_PATH, proxiedMediaUrl } from './render-request.ts'
export type { RenderRequest, RenderResponse } from './render-request.ts'
export { VIDEO_BINDINGS } from './video-render-request.ts'
export type {
  VideoEncoderSupport,
  VideoRawResponse,
  VideoRenderRequest,
  VideoRenderResponse,
  VideoSoundResponse,
} from './video-render-request.ts'
export { KNOWN_LAYER_KINDS, isKnownLayerKind } from './layer-kinds.ts'
export type { KnownLayerKind } from './layer-kinds.ts'
export {
  ANIMATABLE_PROPERTIES,
  LAYER_DEFAULTS,
  layerOwnEnd,
  layerStart,
  spanHolds,
} from './time.ts'
export type { AnimatableProperty } from './time.ts'
export { boxPointToCanvas, layerBox } from './geometry.ts'
export type { LayerBox } from './geometry.ts'
export { shapeFrameOf } from './shape-frame.ts'
export type { ShapeFrame } from './shape-frame.ts'
export {
  TEXT_ORIENTATIONS,
  WRITING_MODES,
  parseTextOrientation,
  parseWritingMode,
  textWritingOf,
} from './writing-mode.ts'
export type { TextOrientation, WritingMode } from './writing-mode.ts'
