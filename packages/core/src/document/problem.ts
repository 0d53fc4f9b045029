/** One thing wrong with an input, with the full path to where it is. */
export interface Problem {
  /** Formatted path such as `scene.tracks[1].layers[0].x`; `''` means the whole input. */
  path: string
  /** Path segments, for editors that want to point at the field. */
  segments: readonly PathSegment[]
  message: string
  code: ProblemCode
}

export type PathSegment = string | number

export type ProblemCode =
  'invalid-json' | 'too-large' | 'too-deep' | 'forbidden-key' | 'unknown-kind' | 'schema'

/**
 * `problems` lists at most `ParseLimits.maxProblems` (default 100) problems in document order;
 * `more` (present only when above 0) counts the further invalid places that were not listed.
 */
export type ParseResult<T> =
  { ok: true; value: T } | { ok: false; problems: Problem[]; more?: number }

export function problem(
  segments: readonly PathSegment[],
  message: string,
  code: ProblemCode,
): Problem {
  return { path: formatPath(segments), segments, message, code }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** `['scene', 'tracks', 1, 'x']` → `scene.tracks[1].x`; odd keys are quoted: `a["b c"]`. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = ''
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`
    else out += `[${JSON.stringify(segment)}]`
  }
  return out
}

/** `<path>: <message>`, or only the message when the problem is about the whole input. */
export function formatProblem(p: Problem): string {
  return p.path === '' ? p.message : `${p.path}: ${p.message}`
}
