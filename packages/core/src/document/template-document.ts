import { ImageTemplateReqSchema, type ImageTemplateReq } from '../schema/assets.ts'
import { SceneContainerSchema, type SceneContainer } from '../schema/track.ts'
import { describeValue } from './describe-value.ts'
import { findStructureProblems } from './harden.ts'
import { parseJsonText } from './json-text.ts'
import type { ParseLimits } from './limits.ts'
import { neverThrow, validateWith } from './parse-with.ts'
import { problem, type ParseResult } from './problem.ts'

/** The two document shapes a template file may have. */
export type TemplateDocument =
  | { kind: 'template'; document: ImageTemplateReq; scene: SceneContainer }
  | { kind: 'scene'; document: SceneContainer; scene: SceneContainer }

export type TemplateDocumentKind = TemplateDocument['kind']

const EXPECTED_SHAPES = 'expected a template {aspect_ratio, scene: {tracks}} or a scene {tracks}'

/**
 * Detects and validates a template document: `{scene: {tracks}}` with optional `aspect_ratio`
 * (an AddRippleImagePodcastTemplateReq) is a `template`; a bare `{tracks}` is a `scene`.
 * The returned `document` is the input object itself (see parseWith). Never throws.
 */
export function parseTemplateDocument(
  value: unknown,
  limits: ParseLimits = {},
): ParseResult<TemplateDocument> {
  return neverThrow(() => {
    const structural = findStructureProblems(value, [], limits)
    if (structural) return structural
    return detectAndValidate(value, limits.maxProblems)
  })
}

/** JSON text → template document, with the size, syntax, depth and schema checks. */
export function parseTemplateText(
  text: string,
  limits: ParseLimits = {},
): ParseResult<TemplateDocument> {
  return neverThrow(() => {
    const json = parseJsonText(text, limits)
    if (!json.ok) return json
    return detectAndValidate(json.value, limits.maxProblems)
  })
}

function detectAndValidate(
  value: unknown,
  maxProblems: number | undefined,
): ParseResult<TemplateDocument> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const got = describeValue(value)
    return { ok: false, problems: [problem([], `${EXPECTED_SHAPES}, got ${got}`, 'unknown-kind')] }
  }
  if (Object.hasOwn(value, 'scene')) {
    const result = validateWith(ImageTemplateReqSchema, value, [], maxProblems)
    if (!result.ok) return result
    return {
      ok: true,
      value: { kind: 'template', document: result.value, scene: result.value.scene },
    }
  }
  if (Object.hasOwn(value, 'tracks')) {
    const result = validateWith(SceneContainerSchema, value, [], maxProblems)
    if (!result.ok) return result
    return { ok: true, value: { kind: 'scene', document: result.value, scene: result.value } }
  }
  const keys = Object.keys(value)
  const found = keys.length === 0 ? 'an empty object' : `an object with keys ${listKeys(keys)}`
  return {
    ok: false,
    problems: [problem([], `${EXPECTED_SHAPES}, got ${found}`, 'unknown-kind')],
  }
}

function listKeys(keys: string[]): string {
  const shown = keys.slice(0, 5).map((k) => JSON.stringify(k))
  return shown.join(', ') + (keys.length > 5 ? `, … (${keys.length} keys)` : '')
}
