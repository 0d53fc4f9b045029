import bezier from 'bezier-easing'

/** Maps progress 0–1 between two keyframes to eased progress (may overshoot for bezier curves). */
export type EasingFunction = (progress: number) => number

export type EasingKind = 'linear' | 'bezier' | 'step'

export interface ParsedEasing {
  /** The easing applied; unknown or invalid names fall back to linear. */
  fn: EasingFunction
  kind: EasingKind
  /** False when the name is unknown or the cubic-bezier is invalid (a diagnostic applies). */
  known: boolean
  /** Why the name was not understood (only when `known` is false). */
  problem?: string
}

export const linearEasing: EasingFunction = (p) => p
/** `step`/`hold`: the earlier keyframe's value until the next keyframe. */
export const stepEasing: EasingFunction = () => 0

/** CSS cubic-bezier control points of the named curves. */
export const NAMED_CUBIC_BEZIERS = {
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
} as const satisfies Record<string, readonly [number, number, number, number]>

export const KNOWN_EASING_NAMES = [
  'linear',
  ...Object.keys(NAMED_CUBIC_BEZIERS),
  'step',
  'hold',
  'cubic-bezier(a,b,c,d)',
] as const

const LINEAR: ParsedEasing = Object.freeze({ fn: linearEasing, kind: 'linear', known: true })
const STEP: ParsedEasing = Object.freeze({ fn: stepEasing, kind: 'step', known: true })
const NAMED: Record<string, ParsedEasing> = Object.fromEntries(
  Object.entries(NAMED_CUBIC_BEZIERS).map(([name, [a, b, c, d]]) => [
    name,
    Object.freeze({ fn: bezier(a, b, c, d), kind: 'bezier', known: true }),
  ]),
)
const cache = new Map<string, ParsedEasing>()

const CUBIC_BEZIER = /^cubic-bezier\s*\(([^)]*)\)$/
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i

/** Parses `cubic-bezier(a,b,c,d)`; returns the four numbers or a reason it is invalid. */
export function parseCubicBezier(
  text: string,
): { points: [number, number, number, number] } | { problem: string } {
  const match = CUBIC_BEZIER.exec(text.trim().toLowerCase())
  if (!match) return { problem: `"${text}" is not of the form cubic-bezier(a,b,c,d)` }
  const parts = (match[1] ?? '').split(',').map((s) => s.trim())
  if (parts.length !== 4) {
    return { problem: `cubic-bezier needs 4 numbers, got ${parts.length} in "${text}"` }
  }
  const bad = parts.find((p) => !NUMBER.test(p))
  if (bad !== undefined) return { problem: `"${bad}" is not a number in "${text}"` }
  const [a, b, c, d] = parts.map(Number) as [number, number, number, number]
  if (a < 0 || a > 1 || c < 0 || c > 1) {
    return { problem: `x control points must be within [0, 1] in "${text}"` }
  }
  return { points: [a, b, c, d] }
}

function parseUncached(name: string): ParsedEasing {
  const normalised = name.trim().toLowerCase()
  if (normalised === '' || normalised === 'linear') return LINEAR
  if (normalised === 'step' || normalised === 'hold') return STEP
  const named = NAMED[normalised]
  if (named) return named
  if (normalised.startsWith('cubic-bezier')) {
    const parsed = parseCubicBezier(normalised)
    if ('problem' in parsed)
      return { fn: linearEasing, kind: 'linear', known: false, problem: parsed.problem }
    const [a, b, c, d] = parsed.points
    return { fn: bezier(a, b, c, d), kind: 'bezier', known: true }
  }
  return {
    fn: linearEasing,
    kind: 'linear',
    known: false,
    problem: `unknown easing "${name}" (known: linear, ease, ease-in, ease-out, ease-in-out, step, hold, cubic-bezier(a,b,c,d)); evaluated as linear`,
  }
}

/**
 * Resolves a keyframe `func` to an easing function. Absent or empty → linear (no diagnostic);
 * unknown names and invalid cubic-beziers → linear with `known: false` and a `problem`.
 */
export function parseEasing(name: string | null | undefined): ParsedEasing {
  if (name === null || name === undefined) return LINEAR
  let parsed = cache.get(name)
  if (!parsed) {
    parsed = parseUncached(name)
    if (cache.size < 1000) cache.set(name, parsed)
  }
  return parsed
}
