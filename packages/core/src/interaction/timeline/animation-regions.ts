import type { Editor } from '../../editor/editor.ts'
import { compileEffects } from '../../evaluate/effects.ts'
import type { Layer } from '../../schema/layer.ts'
import type { RegionKind } from './types.ts'

/** The clip end a transition band hangs from (its other edge resizes it); cycle has none. */
export function regionAnchor(kind: RegionKind): 'start' | 'end' | null {
  if (kind === 'cross-in' || kind === 'enter') return 'start'
  if (kind === 'cross-out' || kind === 'leave') return 'end'
  return null
}

/** A band's stored duration as core evaluates it (`compileEffects`), or null when it has none. */
export function regionDuration(layer: Layer, kind: RegionKind): number | null {
  const effects = compileEffects(layer)
  if (!effects) return null
  const effect = {
    'cross-in': effects.crossIn,
    'cross-out': effects.crossOut,
    enter: effects.enter,
    leave: effects.leave,
    cycle: effects.cycle,
  }[kind]
  return effect ? effect.duration : null
}

/** A duration dragged to `ms`, kept within the clip (at least 1 ms: 0 would remove the effect). */
export function clampRegionDuration(ms: number, clipLength: number): number {
  return Math.min(Math.max(1, Math.round(ms)), Math.max(1, Math.round(clipLength)))
}

/**
 * Writes a band's new duration as one command (one undo step): cross in/out through `setCross`,
 * presets through their slot with the other fields and their order kept.
 */
export function writeRegionDuration(
  editor: Editor,
  key: string,
  kind: RegionKind,
  duration: number,
): void {
  if (kind === 'cross-in') editor.setCross(key, { in_time: duration })
  else if (kind === 'cross-out') editor.setCross(key, { out_time: duration })
  else {
    const preset = editor.getLayer(key)?.layer.prop?.animationInfo?.[kind]
    if (!preset) return
    editor.setAnimationPreset(key, kind, { ...preset, duration })
  }
}
