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

/** Intervals of a sampled curve, and the largest error a sampled curve may have. */
const TABLE_INTERVALS = 1024
const TABLE_TOLERANCE = 1e-7
const MAX_TABLES = 64
const EXACT_END_INTERVALS = 8
let tablesBuilt = 0

/**
 * A cubic-bezier easing from `bezier-easing`, sampled at compile time into a 1025-point table
 * read with Catmull-Rom interpolation (a few ns instead of a cubic solve per call; the 8 intervals
 * at each end use the exact function). The table is
 * used only when its error, checked at the midpoint and quarter points of every interval, is
 * within 1e-7; steep curves (e.g. an infinite slope at an end) keep the exact function.
 */
export function sampledBezier(a: number, b: number, c: number, d: number): EasingFunction {
  const exact = bezier(a, b, c, d)
  if (tablesBuilt >= MAX_TABLES) return exact
  const n = TABLE_INTERVALS
  const table = new Float64Array(n + 1)
  for (let i = 0; i <= n; i++) table[i] = exact(i / n)
  const sampled: EasingFunction = (p) => {
    const at = p * n
    // Curves bend hardest at their ends: the end intervals use the exact function.
    if (!(at >= EXACT_END_INTERVALS && at < n - EXACT_END_INTERVALS)) return exact(p)
    const i = at | 0
    const f = at - i
    const y0 = table[i]!
    const y1 = table[i + 1]!
    const before = table[i - 1]!
    const after = table[i + 2]!
    return (
      y0 +
      0.5 *
        f *
        (y1 -
          before +
          f * (2 * before - 5 * y0 + 4 * y1 - after + f * (3 * (y0 - y1) + after - before)))
    )
  }
  for (let i = 0; i < n; i++) {
    for (const f of [0.25, 0.5, 0.75]) {
      const p = (i + f) / n
      if (Math.abs(sampled(p) - exact(p)) > TABLE_TOLERANCE) return exact
    }
  }
  tablesBuilt++
  return sampled
}

const LINEAR: ParsedEasing = Object.freeze({ fn: linearEasing, kind: 'linear', known: true })
const STEP: ParsedEasing = Object.freeze({ fn: stepEasing, kind: 'step', known: true })
const NAMED_BEZIERS: Readonly<Record<string, readonly [number, number, number, number]>> =
  NAMED_CUBIC_BEZIERS
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
  const named = NAMED_BEZIERS[normalised]
  if (named) return { fn: sampledBezier(...named), kind: 'bezier', known: true }
  if (normalised.startsWith('cubic-bezier')) {
    const parsed = parseCubicBezier(normalised)
    if ('problem' in parsed)
      return { fn: linearEasing, kind: 'linear', known: false, problem: parsed.problem }
    const [a, b, c, d] = parsed.points
    return { fn: sampledBezier(a, b, c, d), kind: 'bezier', known: true }
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
