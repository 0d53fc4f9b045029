// zod v4 schemas of the Open Podcast API shapes (Open Podcast API v1 §2) and their inferred types. The field
// helpers of primitives.ts (num, str, bool, arrayOf) are internal; `openObject` is public for
// schemas that callers build on ours.
export { openObject } from './primitives.ts'
export { WordSeqSchema } from './word-seq.ts'
export type { WordSeq } from './word-seq.ts'
export {
  AnimationInfoSchema,
  AnimationPresetSchema,
  ClipSchema,
  EmotionSchema,
  LayerPropSchema,
  PropMetaSchema,
  ShapeInfoSchema,
  ShowTypePresetEntrySchema,
  ShowTypePresetSchema,
  ShowTypeShapeSchema,
  TextConfigSchema,
  TextInfoSchema,
} from './layer-prop.ts'
export type {
  AnimationInfo,
  AnimationPreset,
  LayerProp,
  ShapeInfo,
  TextConfig,
  TextInfo,
} from './layer-prop.ts'
export {
  CropSchema,
  CrossSchema,
  KeyframePropertiesSchema,
  KeyframeSchema,
  LayerSchema,
  ShapeSchema,
  SubtitleSchema,
  TimelineSchema,
} from './layer.ts'
export type {
  Crop,
  Cross,
  Keyframe,
  KeyframeProperties,
  Layer,
  Shape,
  Subtitle,
  Timeline,
} from './layer.ts'
export { SceneContainerSchema, TrackSchema } from './track.ts'
export type { SceneContainer, Track } from './track.ts'
export {
  API_PATH_PREFIX,
  BUSINESS_CODES,
  EnvelopeSchema,
  envelopeOf,
  failureEnvelope,
  successEnvelope,
} from './envelope.ts'
export type { BusinessCodeName, Envelope, SentEnvelope } from './envelope.ts'
export {
  AddBackgroundReqSchema,
  BackgroundSchema,
  CoverItemSchema,
  CoverListSchema,
  DesignVoiceReqSchema,
  ImageTemplateReqSchema,
  ImageTemplateResultSchema,
  UpdateWaveformReqSchema,
  UpdateWaveformResultSchema,
  VoiceDesignResultSchema,
  WaveformNodeSchema,
  WebhookEventsSchema,
} from './assets.ts'
export type {
  AddBackgroundReq,
  Background,
  CoverItem,
  CoverList,
  DesignVoiceReq,
  ImageTemplateReq,
  ImageTemplateResult,
  UpdateWaveformReq,
  UpdateWaveformResult,
  VoiceDesignResult,
  WaveformNode,
  WebhookEvents,
} from './assets.ts'
export {
  PersonSchema,
  ProjectSchema,
  SceneSchema,
  ScriptConfigSchema,
  TimbreSchema,
} from './project.ts'
export type { Person, Project, Scene, ScriptConfig, Timbre } from './project.ts'
export {
  OSS_USE_TO,
  OssSignReqSchema,
  OssSignResultSchema,
  type OssSignReq,
  type OssSignResult,
} from './oss-sign.ts'
