/**
 * Lint across the whole duration (issue 18): problems with a path, a scene time range, a stable
 * code and a message saying what to change. Text is measured with bundled approximate metrics
 * unless a `measureText` is passed (a browser passes canvas metrics of the real font).
 */
export { lintScene } from './lint-scene.ts'
export { lintSceneWithMedia, checkMediaUrls } from './lint-with-media.ts'
export type { MediaLintOptions } from './lint-with-media.ts'
export { mediaUrlsOf, mediaUrlValuesOf, MEDIA_URL_FIELDS } from './media-urls.ts'
export type { MediaUrl } from './media-urls.ts'
export { SAVEABLE_ASPECT_RATIOS } from './check-aspect-ratio.ts'
export { LINT_CODES } from './types.ts'
export type { LintCode, LintOptions, LintProblem, MediaCheck, MediaChecker } from './types.ts'
