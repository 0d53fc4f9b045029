import type { Layer } from '../schema/layer.ts'
import { isKnownTransition } from '../semantics/transitions.ts'
import type { ActiveTransition } from './types.ts'

export interface TimedEffect {
  readonly source: ActiveTransition['source']
  readonly effects: readonly string[]
  readonly duration: number
}

/** A layer's transitions, known names only (unknown ones are ignored; diagnoseScene reports them). */
export interface CompiledEffects {
  readonly crossIn: TimedEffect | null
  readonly crossOut: TimedEffect | null
  readonly enter: TimedEffect | null
  readonly leave: TimedEffect | null
  readonly cycle: TimedEffect | null
}

const positive = (v: number | null | undefined) => (typeof v === 'number' && v > 0 ? v : 0)

function timed(
  source: ActiveTransition['source'],
  names: readonly (string | null | undefined)[] | null | undefined,
  duration: number | null | undefined,
): TimedEffect | null {
  const effects = (names ?? []).filter(isKnownTransition)
  const ms = positive(duration)
  return effects.length > 0 && ms > 0 ? { source, effects, duration: ms } : null
}

export function compileEffects(layer: Layer): CompiledEffects | null {
  const cross = layer.timeline?.cross
  const anim = layer.prop?.animationInfo
  const compiled: CompiledEffects = {
    crossIn: timed('cross-in', cross?.in, cross?.in_time),
    crossOut: timed('cross-out', cross?.out, cross?.out_time),
    enter: timed('enter', [anim?.enter?.effectType], anim?.enter?.duration),
    leave: timed('leave', [anim?.leave?.effectType], anim?.leave?.duration),
    cycle: timed('cycle', [anim?.cycle?.effectType], anim?.cycle?.duration),
  }
  const any =
    compiled.crossIn || compiled.crossOut || compiled.enter || compiled.leave || compiled.cycle
  return any ? compiled : null
}

function push(out: ActiveTransition[], effect: TimedEffect, progress: number) {
  for (const name of effect.effects) out.push({ source: effect.source, effect: name, progress })
}

/**
 * Transitions in effect at t for a layer visible on [start, end) (`end` null = no known end, so
 * no out/leave). cross in / enter run over their first `duration` ms, cross out / leave over
 * the last; cycle repeats from the end of enter to the start of leave. Progress is 0 → 1.
 */
export function activeTransitions(
  effects: CompiledEffects,
  start: number,
  end: number | null,
  t: number,
): ActiveTransition[] {
  const out: ActiveTransition[] = []
  const since = t - start
  const { crossIn, crossOut, enter, leave, cycle } = effects
  if (crossIn && since < crossIn.duration) push(out, crossIn, since / crossIn.duration)
  if (enter && since < enter.duration) push(out, enter, since / enter.duration)
  if (cycle) {
    const cycleStart = start + (enter?.duration ?? 0)
    const cycleEnd = end === null ? Infinity : end - (leave?.duration ?? 0)
    if (t >= cycleStart && t < cycleEnd) {
      push(out, cycle, ((t - cycleStart) % cycle.duration) / cycle.duration)
    }
  }
  // An open-ended layer stays visible past the scene's end; its out/leave are over by then.
  if (end !== null && t < end) {
    const left = end - t
    if (crossOut && left <= crossOut.duration) {
      push(out, crossOut, 1 - left / crossOut.duration)
    }
    if (leave && left <= leave.duration) push(out, leave, 1 - left / leave.duration)
  }
  return out
}
