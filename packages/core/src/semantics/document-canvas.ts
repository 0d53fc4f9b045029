import {
  ASSUMED_ASPECT_RATIO,
  canvasSizeForAspectRatio,
  isKnownAspectRatio,
  type CanvasSize,
  type KnownAspectRatio,
} from './canvas.ts'

/**
 * Why a document's canvas is assumed rather than stated: it has no `aspect_ratio` (a bare scene
 * `{tracks}`, or a template `{scene}` without one or with `null`), or one that has no canvas size
 * define (e.g. 7).
 */
export type AssumedCanvasReason = 'no-aspect-ratio' | 'unknown-aspect-ratio'

/** A document's canvas and whether it was stated (`assumed: null`) or assumed by the rule. */
export interface DocumentCanvas {
  size: CanvasSize
  /** The code the canvas is drawn at (the document's own, or `ASSUMED_ASPECT_RATIO`). */
  aspectRatio: KnownAspectRatio
  assumed: AssumedCanvasReason | null
}

/**
 * The canvas of the value of a template's `aspect_ratio` field (`undefined` when absent, as for
 * a bare scene): its canvas size, else 16:9 (`ASSUMED_ASPECT_RATIO`) and why.
 */
export function canvasOfAspectRatioValue(value: unknown): DocumentCanvas {
  if (isKnownAspectRatio(value)) {
    return { size: canvasSizeForAspectRatio(value, value), aspectRatio: value, assumed: null }
  }
  return {
    size: canvasSizeForAspectRatio(ASSUMED_ASPECT_RATIO, ASSUMED_ASPECT_RATIO),
    aspectRatio: ASSUMED_ASPECT_RATIO,
    assumed: value === undefined || value === null ? 'no-aspect-ratio' : 'unknown-aspect-ratio',
  }
}

/** The `aspect_ratio` a document states: a template's field; a bare scene `{tracks}` has none. */
export function aspectRatioValueOf(document: object): unknown {
  const scene = (document as { scene?: unknown }).scene
  if (scene === null || typeof scene !== 'object') return undefined
  return (document as { aspect_ratio?: unknown }).aspect_ratio
}

/**
 * THE canvas rule (one for the studio, the editor, the player, `render`, `inspect`, `lint`,
 * `slots` and video export). A template `{aspect_ratio, scene}` with a known code is drawn
 * at that code's size. Any other document — a bare scene `{tracks}`, a template without
 * `aspect_ratio` or with `null`, or with a code without a canvas size — is drawn at 16:9,
 * 1920×1080, and `assumed` says so (surfaces tell the user they guessed).
 *
 * Why 16:9: the spec gives no default. It says a zero `aspect_ratio` "is valid and is not
 * treated as missing" (Open Podcast API v1 §4.2), so a missing one is not code 0 (9:16) by the spec's own reading;
 * its create-image-template body is `{scene: {tracks}}` with no ratio at all (Open Podcast API v1 §4.6), so a
 * template without one and a bare scene hold the same information and get the same canvas; and
 * the service makes podcast videos (Open Podcast API v1 §1), whose projects, renders and demo templates here are
 * 16:9 (code 1, 1920×1080).
 */
export function canvasOfDocument(document: object): DocumentCanvas {
  return canvasOfAspectRatioValue(aspectRatioValueOf(document))
}

/** The canvas size of a document (template or bare scene): `canvasOfDocument(document).size`. */
export function canvasSizeOfDocument(document: object): CanvasSize {
  return canvasOfDocument(document).size
}
