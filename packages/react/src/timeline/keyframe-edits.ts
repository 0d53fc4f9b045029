import { EditorCommandError, type Editor, type EvaluatedLayer, type Layer } from '@podscene/core'
import { actionSurfacesOf } from '../actions/action-surfaces.ts'
import type { UiStore } from '../editor-ui/ui-store.ts'

/** Retimes one keyframe to scene time `time` (its timestamp is relative to the clip's start). */
export function retimeKeyframeTo(
  editor: Editor,
  key: string,
  k: { index: number; time: number; start: number },
  time: number,
): void {
  if (time === k.time) return
  editor.beginGesture()
  try {
    editor.retimeKeyframe(key, k.index, time - k.start)
    editor.commitGesture()
  } catch (error) {
    editor.cancelGesture()
    throw error
  }
}

/** Runs one edit; a refused command leaves the document as it was and shows its message. */
export function editOrNotify(ui: UiStore, what: string, edit: () => void): boolean {
  try {
    edit()
    return true
  } catch (error) {
    if (!(error instanceof EditorCommandError)) throw error
    actionSurfacesOf(ui).notify(`${what}: ${error.message}`, 'error')
    return false
  }
}

const ANIMATABLE = ['x', 'y', 'w', 'h', 'r', 'alpha', 'scale'] as const

/**
 * What a keyframe added at the playhead records: the properties the layer's keyframes already
 * animate (all geometry, alpha and scale when none do), each at its evaluated value there.
 */
export function propertiesAtPlayhead(layer: Layer, evaluated: EvaluatedLayer | null) {
  const animated = new Set<string>()
  for (const kf of layer.timeline?.key_frames ?? []) {
    for (const name of Object.keys(kf?.properties ?? {})) animated.add(name)
  }
  const names = ANIMATABLE.filter((n) => animated.size === 0 || animated.has(n))
  const out: Record<string, number> = {}
  for (const name of names) {
    const value = evaluated?.[name] ?? (layer as Record<string, unknown>)[name]
    if (typeof value === 'number' && Number.isFinite(value)) out[name] = value
  }
  return out
}
