export { createClient } from './client.ts'
export type { AudioTask, GenerationResult, OpenData, PodsceneClient } from './client.ts'
export type {
  AddBackgroundRequest,
  Background,
  Capabilities,
  CoverItem,
  CoverList,
  CreateImageTemplateRequest,
  DesignVoiceRequest,
  ImageTemplateResult,
  RenameProjectRequest,
  UpdateWaveformRequest,
  UpdateWaveformResult,
  VoiceDesignResult,
  WaveformNode,
  WebhookEvents,
} from './api-types.ts'
export type {
  Project,
  SceneContainer,
  Track,
  Layer,
  OssSignReq,
  OssSignResult,
} from '@podscene/core'
export type { ListCoversOptions } from './paging.ts'
export type { WaitForProjectOptions } from './polling.ts'
export type { ApiLogger, CallOptions, ClientOptions, FetchLike, WriteOptions } from './options.ts'
export type { RetryOptions } from './retry-policy.ts'
export { defaultRetry, backoffDelayMs, parseRetryAfterMs } from './retry-policy.ts'
export { maxIdempotencyKeyLength, newIdempotencyKey } from './idempotency.ts'
export { businessCodes, errorKindOf } from './error-mapping.ts'
export { projectStateOf, projectProcessingStatus, type ProjectState } from './project-state.ts'
export {
  AbortedError,
  AuthenticationError,
  ConnectionError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  InvalidRequestError,
  NotFoundError,
  PodsceneApiError,
  RateLimitError,
  ResponseShapeError,
  ServerError,
  TaskFailedError,
  TimeoutError,
  type ApiErrorKind,
} from './errors.ts'
export {
  UploadError,
  contentTypeOfFile,
  defaultSignPath,
  signRequestOf,
  type UploadFileOptions,
  type UploadProgress,
  type UploadedFile,
} from './upload.ts'
