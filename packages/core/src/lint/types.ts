import type { CanvasSize } from '../semantics/canvas.ts'
import type { MeasureText } from '../text/text-font.ts'

/**
 * Default work budget of one layer's checks: about 2 s of wrapping in Node (issue 26: a 100 KB
 * text with 300 keyframes took minutes before wrapping was cached).
 */
export const DEFAULT_LAYER_WORK_BUDGET = 200_000_000

/** Stable problem codes of `lintScene`. */
export const LINT_CODES = [
  'text-overflow',
  'off-canvas',
  'subtitle-gap',
  'word-overlap',
  'keyframe-outside-span',
  'zero-size',
  'missing-media',
  'unsaveable-aspect-ratio',
  'audio-shorter-than-scene',
  'slot-unfillable',
  'too-complex',
  'missing-font',
  'unpersisted-media',
] as const

export type LintCode = (typeof LINT_CODES)[number]

/** One problem over a stretch of scene time. */
export interface LintProblem {
  /** Where, from the document root: `scene.tracks[0].layers[3].prop.textInfo.content`. */
  path: string
  code: LintCode
  /** What is wrong and what to change. */
  message: string
  /** Scene time range in ms, [startMs, endMs); equal for an instant or a timeless problem. */
  startMs: number
  endMs: number
}

/** What is known about one media URL (from a checker such as the CLI's `--check-urls`). */
export interface MediaCheck {
  /** The URL loads. */
  ok: boolean
  /** Why not, in words (`HTTP 404`, `timed out after 5000 ms`). */
  reason?: string
  /** Length of the media in ms, when the checker could tell. */
  durationMs?: number
}

export interface LintOptions {
  /** Codes to leave out. */
  ignore?: readonly LintCode[]
  /** Text width in px; default: bundled approximate metrics (Helvetica/Arial widths). */
  measureText?: MeasureText
  /** Pixels text may exceed its box before it counts (approximate metrics). Default 2. */
  overflowTolerancePx?: number
  /** Longest stretch without an active word while audio plays, in ms. Default 2000. */
  subtitleGapMs?: number
  /** Shortest gap between audio end and scene end worth reporting, in ms. Default 100. */
  audioToleranceMs?: number
  /** Fewest characters a text slot must hold to be fillable. Default 1. */
  minSlotCharacters?: number
  /** Canvas size; default: `canvasSizeOfDocument` (the template's ratio, else 16:9). */
  canvas?: Pick<CanvasSize, 'width' | 'height'>
  /**
   * Work one layer's checks may do (units: a text token wrapped, a character of a broken word, a
   * state evaluated). Past it the layer's remaining checks are skipped and a `too-complex`
   * problem says so. Default DEFAULT_LAYER_WORK_BUDGET.
   */
  layerWorkBudget?: number
  /** Results of checking media URLs (see lintSceneWithMedia); enables missing-media. */
  media?: ReadonlyMap<string, MediaCheck>
  /** Problems of layers linted before (`createLintCache`): unchanged layers are not checked again. */
  cache?: LintCache
}

/** Problems per layer object from earlier runs (see `LintOptions.cache`). */
export interface LintCache {
  layers: WeakMap<object, { key: string; problems: readonly LintProblem[] }>
  /** The options the entries were made with; other options empty the cache. */
  options: LintOptions | null
}

/** Checks whether a media URL loads (and may tell its duration). Must not throw. */
export type MediaChecker = (url: string) => Promise<MediaCheck>
