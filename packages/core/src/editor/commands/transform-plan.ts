import { compileLayer } from '../../evaluate/compile-layer.ts'
import {
  compileKeyframes,
  PROPERTY_COUNT,
  PROPERTY_ID,
  sampleKeyframes,
  sampleKeyframesAt,
} from '../../evaluate/keyframes.ts'
import type { Keyframe, Layer } from '../../schema/layer.ts'
import { parseEasing } from '../../semantics/easing.ts'
import { ANIMATABLE_PROPERTIES, layerStart, type AnimatableProperty } from '../../semantics/time.ts'
import { invalid } from '../errors.ts'
import { KEYFRAME_TOLERANCE_MS, keyframeTime } from '../../semantics/keyframe-rules.ts'

/**
 * The keyframe-value rule (issue 14): what to write so that a layer, evaluated at scene time
 * `atMs`, shows given values of its animated properties.
 *
 * - A property no keyframe animates → the layer's own field (`scale`, which exists only in
 *   keyframes, is refused).
 * - The playhead on a keyframe (within KEYFRAME_TOLERANCE_MS, half a timeline frame, of its time, in the layer's local
 *   time) → that keyframe's value (a keyframe that does not give the property yet starts to).
 * - Otherwise (between keyframes, before the first, after the last) → a new keyframe at the
 *   playhead (auto-key), holding every property that needs one. Its `func` is the easing of the
 *   segment it splits (the latest keyframe of the first such property at or before the
 *   playhead; before the first one, the first one's), so the motion keeps its curve; an easing
 *   evaluation does not know becomes `linear`.
 *
 * The values are those evaluation shows, and the stored value is solved with core's one
 * interpolation rule (`compileKeyframes` / `sampleKeyframes`): a value at t is affine in any one
 * keyframe's value, so two samples give it exactly (on the keyframe's own time it is the value
 * itself). A value already shown (within VALUE_TOLERANCE) is left alone: no keyframe for float
 * noise.
 */
export { KEYFRAME_TOLERANCE_MS }

/** Values closer than this (relative to max(1, |value|)) to what is shown count as unchanged. */
export const VALUE_TOLERANCE = 1e-9

/** A keyframe must move the value at t by at least this much per unit to be solved for. */
const MIN_INFLUENCE = 0.5

export type AnimatedValues = Partial<Record<AnimatableProperty, number>>

export interface TransformPlan {
  /** The layer's own fields to set. */
  own: AnimatedValues
  /** Existing keyframes (index in the stored `key_frames`) to give a property value. */
  keyed: { index: number; property: AnimatableProperty; value: number }[]
  /** A keyframe to insert at `index` (after the sets), or null. */
  added: { index: number; keyframe: Keyframe } | null
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const timeOf = keyframeTime
const valueOf = (kf: Keyframe | null | undefined, p: AnimatableProperty): unknown =>
  (kf?.properties as Record<string, unknown> | null | undefined)?.[p]

const scratch = new Float64Array(PROPERTY_COUNT)

/**
 * A layer's animated values at scene time `atMs`, as evaluation computes them before clamping
 * (alpha and volume are clamped to 0–1 when drawn): x, y, w, h, r, alpha, scale, gauss, volume.
 */
export function animatedValuesAt(layer: Layer, atMs: number): Record<AnimatableProperty, number> {
  const compiled = compileLayer(layer)
  scratch.set(compiled.state.subarray(0, PROPERTY_COUNT))
  if (compiled.animated)
    sampleKeyframesAt(compiled.state, PROPERTY_COUNT, atMs - compiled.start, scratch)
  const out = {} as Record<AnimatableProperty, number>
  for (const name of ANIMATABLE_PROPERTIES) out[name] = scratch[PROPERTY_ID[name]]!
  return out
}

/** Where the keyframe solved for is: an existing one, or a new one inserted at `insert`. */
type Unknown = { set: number } | { insert: number; func: string; timestamp: number }

/** Keyframes of one property (stored order), as evaluation reads them, with the one solved for. */
function channel(
  keyframes: readonly Keyframe[],
  p: AnimatableProperty,
  target: Unknown,
): { list: Keyframe[]; unknown: Keyframe } {
  const list: Keyframe[] = []
  const unknown: Keyframe =
    'set' in target
      ? { func: keyframes[target.set]?.func, timestamp: keyframes[target.set]?.timestamp }
      : { func: target.func, timestamp: target.timestamp }
  keyframes.forEach((kf, i) => {
    if ('insert' in target && target.insert === i) list.push(unknown)
    if ('set' in target && target.set === i) list.push(unknown)
    else if (finite(valueOf(kf, p))) {
      list.push({ func: kf.func, timestamp: kf.timestamp, properties: { [p]: valueOf(kf, p) } })
    }
  })
  if ('insert' in target && target.insert >= keyframes.length) list.push(unknown)
  return { list, unknown }
}

/**
 * The value the unknown keyframe of a channel needs so that `p` at local time t is `value`: `at(u)`
 * is what evaluation shows with the unknown at u (compiled and sampled by evaluation's own
 * functions), affine in u. A drag solves the same channel on every pointer move with another
 * value, so the channel is compiled once: at(u) patches u into the compiled keyframes where the
 * unknown's value sits (the one number that differs between u = 0 and u = 1) — the same numbers
 * compiling with u gives, so the same result.
 */
class Solver {
  /** The channel compiled with the unknown at 0 (never sampled: sampling moves its cursor). */
  private readonly zero: Float64Array | null = null
  private readonly slot: number = -1
  private readonly f0: number
  private readonly slope: number

  constructor(
    private readonly ch: { list: Keyframe[]; unknown: Keyframe },
    private readonly p: AnimatableProperty,
    private readonly t: number,
  ) {
    const zero = this.compile(0)
    const one = this.compile(1)
    this.f0 = this.sample(zero.slice())
    this.slope = this.sample(one.slice()) - this.f0
    let slot = -1
    if (zero.length === one.length) {
      for (let i = 0; i < zero.length; i++) {
        if (Object.is(zero[i], one[i])) continue
        slot = slot === -1 && zero[i] === 0 && one[i] === 1 ? i : -2
      }
    }
    if (slot >= 0) {
      this.zero = zero
      this.slot = slot
    }
  }

  private compile(u: number): Float64Array {
    this.ch.unknown.properties = { [this.p]: u }
    return compileKeyframes(this.ch.list).packed!
  }

  private sample(packed: Float64Array): number {
    sampleKeyframes(packed, this.t, scratch)
    return scratch[PROPERTY_ID[this.p]]!
  }

  private at(u: number): number {
    if (!this.zero) return this.sample(this.compile(u))
    const packed = this.zero.slice()
    packed[this.slot] = u
    return this.sample(packed)
  }

  solve(value: number): number | null {
    if (this.at(value) === value) return value
    if (!(Math.abs(this.slope) >= MIN_INFLUENCE)) return null
    return (value - this.f0) / this.slope
  }
}

/** What planTransform computes once per layer and time (a drag plans the same layer each move). */
interface Prepared {
  atMs: number
  shown: Record<AnimatableProperty, number>
  solvers: Map<string, Solver>
}

/** The last preparation of each layer object (documents are immutable: a change is a new layer). */
const preparedByLayer = new WeakMap<Layer, Prepared>()

function prepared(layer: Layer, atMs: number): Prepared {
  let prep = preparedByLayer.get(layer)
  if (!prep || !Object.is(prep.atMs, atMs)) {
    prep = { atMs, shown: animatedValuesAt(layer, atMs), solvers: new Map() }
    preparedByLayer.set(layer, prep)
  }
  return prep
}

/** The solver of property p's channel with the unknown keyframe `target`, made once per layer and time. */
function solverFor(
  prep: Prepared,
  keyframes: readonly Keyframe[],
  p: AnimatableProperty,
  target: Unknown,
  t: number,
): Solver {
  const id =
    'set' in target
      ? `${p} ${target.set}`
      : `${p} +${target.insert} ${target.func} ${target.timestamp}`
  let solver = prep.solvers.get(id)
  if (!solver) {
    solver = new Solver(channel(keyframes, p, target), p, t)
    prep.solvers.set(id, solver)
  }
  return solver
}

function unchanged(value: number, shown: number): boolean {
  return Math.abs(value - shown) <= VALUE_TOLERANCE * Math.max(1, Math.abs(value))
}

/** The easing a keyframe added at local time t for property p gets (see the rule above). */
function addedFunc(keyframes: readonly Keyframe[], p: AnimatableProperty, t: number): string {
  let before: Keyframe | null = null
  let first: Keyframe | null = null
  for (const kf of keyframes) {
    if (!finite(valueOf(kf, p))) continue
    if (!first || timeOf(kf) < timeOf(first)) first = kf
    if (timeOf(kf) <= t && (!before || timeOf(kf) >= timeOf(before))) before = kf
  }
  const func = (before ?? first)?.func
  return typeof func === 'string' && parseEasing(func).known ? func : 'linear'
}

/** Plans setting p on the first of `candidates` that can show `value` at local time t. */
function setKeyframe(
  prep: Prepared,
  plan: TransformPlan,
  keyframes: readonly Keyframe[],
  p: AnimatableProperty,
  t: number,
  value: number,
  candidates: readonly { index: number }[],
): boolean {
  return candidates.some(({ index }) => {
    const solved = solverFor(prep, keyframes, p, { set: index }, t).solve(value)
    if (solved === null) return false
    plan.keyed.push({ index, property: p, value: solved })
    return true
  })
}

/**
 * Plans writing `values` (what evaluation should show at scene time `atMs`) into `layer`.
 * Throws ArgsProblem for scale on a layer without scale keyframes.
 */
export function planTransform(
  layer: Layer,
  atMs: number,
  values: AnimatedValues,
  at = 'layer',
): TransformPlan {
  const keyframes: readonly Keyframe[] = Array.isArray(layer.timeline?.key_frames)
    ? layer.timeline.key_frames
    : []
  const local = atMs - layerStart(layer)
  // Keyframe times are ≥ 0: before the layer's start, the first keyframe holds — key time 0.
  const keyAt = Math.max(0, local)
  const prep = prepared(layer, atMs)
  const shown = prep.shown
  const plan: TransformPlan = { own: {}, keyed: [], added: null }
  const pending: [AnimatableProperty, number][] = []
  for (const p of ANIMATABLE_PROPERTIES) {
    const value = values[p]
    if (value === undefined || unchanged(value, shown[p])) continue
    if (!keyframes.some((kf) => finite(valueOf(kf, p)))) {
      if (p === 'scale') {
        invalid(`${at}.scale: the layer has no scale keyframes (scale exists only in keyframes)`)
      }
      plan.own[p] = value
      continue
    }
    // On a keyframe: the nearest one within the tolerance that can show the value.
    const near = keyframes
      .map((kf, index) => ({
        index,
        keyed: finite(valueOf(kf, p)),
        gap: Math.min(Math.abs(timeOf(kf) - local), Math.abs(timeOf(kf) - keyAt)),
      }))
      .filter((c) => c.gap <= KEYFRAME_TOLERANCE_MS)
      .sort((a, b) => Number(b.keyed) - Number(a.keyed) || a.gap - b.gap || b.index - a.index)
    if (!setKeyframe(prep, plan, keyframes, p, local, value, near)) pending.push([p, value])
  }
  if (pending.length > 0) {
    let index = 0
    keyframes.forEach((kf, i) => {
      if (timeOf(kf) <= keyAt) index = i + 1
    })
    const func = addedFunc(keyframes, pending[0]![0], keyAt)
    const properties: Record<string, number> = {}
    for (const [p, value] of pending) {
      const target = { insert: index, func, timestamp: keyAt }
      const solved = solverFor(prep, keyframes, p, target, local).solve(value)
      if (solved !== null) properties[p] = solved
      // A stored keyframe before 0 holds there: the keyframe that shows the value gets it.
      else if (
        !setKeyframe(
          prep,
          plan,
          keyframes,
          p,
          local,
          value,
          keyframes.map((_, i) => ({ index: i })),
        )
      ) {
        invalid(`${at}.${p}: no keyframe can show ${value} at ${atMs} ms`)
      }
    }
    if (Object.keys(properties).length > 0) {
      plan.added = { index, keyframe: { func, timestamp: keyAt, properties } }
    }
  }
  return plan
}

/** Writes a plan into a layer (a draft). */
export function applyTransformPlan(layer: Layer, plan: TransformPlan): void {
  const own = layer as Record<string, unknown>
  for (const [p, value] of Object.entries(plan.own)) own[p] = value
  const keyframes = layer.timeline?.key_frames
  for (const { index, property, value } of plan.keyed) {
    const kf = keyframes![index]!
    ;((kf.properties ??= {}) as Record<string, unknown>)[property] = value
  }
  if (plan.added) {
    const { properties, ...rest } = plan.added.keyframe
    keyframes!.splice(plan.added.index, 0, { ...rest, properties: { ...properties } })
  }
}
