import { compileEffects, type Layer } from '@podscene/core'
import { en, type Translations } from '../i18n/en.ts'
import { formatMessage } from '../i18n/translations.ts'

/** Where a layer's transitions run: cross in/out (`timeline.cross`), enter/leave/cycle presets. */
export type RegionKind = 'cross-in' | 'enter' | 'cycle' | 'leave' | 'cross-out'

export interface AnimationRegion {
  kind: RegionKind
  /** "Enter: fade" — what the band shows and announces. */
  label: string
  /** "fade": what a band too narrow for its label shows (the band's place says its kind). */
  effects: string
  /** Scene ms the band covers, within the clip. */
  from: number
  to: number
  /** Its stored duration (cycle: one repetition). */
  duration: number
  /** The clip end it hangs from (its other edge resizes it); null: not resizable (cycle). */
  anchor: 'start' | 'end' | null
}

/**
 * The bands a clip draws for its layer's transitions, as core evaluates them (`compileEffects`:
 * known effect names and positive durations only): cross in / enter from the clip's start, cross
 * out / leave up to its end (none for a clip lasting the scene), cycle between enter and leave.
 * Bands are clamped to the clip `[start, end]`.
 */
export function animationRegions(
  layer: Layer,
  start: number,
  end: number,
  openEnded: boolean,
  words: Translations['animationRegions'] = en.animationRegions,
) {
  const effects = compileEffects(layer)
  if (!effects) return []
  const clamp = (t: number) => Math.min(end, Math.max(start, t))
  const out: AnimationRegion[] = []
  const add = (
    kind: RegionKind,
    effect: { effects: readonly string[]; duration: number } | null,
    from: number,
    to: number,
    anchor: AnimationRegion['anchor'],
  ) => {
    if (!effect) return
    const names = effect.effects.join(', ')
    const label = formatMessage(words.label, { region: words[kind], effects: names })
    out.push({
      kind,
      label,
      effects: names,
      from: clamp(from),
      to: clamp(to),
      duration: effect.duration,
      anchor,
    })
  }
  const { crossIn, crossOut, enter, leave, cycle } = effects
  add('cross-in', crossIn, start, start + (crossIn?.duration ?? 0), 'start')
  add('enter', enter, start, start + (enter?.duration ?? 0), 'start')
  if (!openEnded) {
    add('cross-out', crossOut, end - (crossOut?.duration ?? 0), end, 'end')
    add('leave', leave, end - (leave?.duration ?? 0), end, 'end')
  }
  const cycleEnd = openEnded ? end : end - (leave?.duration ?? 0)
  add('cycle', cycle, start + (enter?.duration ?? 0), cycleEnd, null)
  return out
}
