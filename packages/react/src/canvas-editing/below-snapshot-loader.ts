import type Konva from 'konva'
import type { BelowSnapshot } from './below-snapshot.ts'

let take: typeof BelowSnapshot.take | null = null
let loading: Promise<void> | null = null

/**
 * Loads `BelowSnapshot` (a drag speed-up, kept out of the editor's initial code); fetched when
 * the canvas is idle after it mounts and again on a press. Resolves once it can be used.
 */
export function loadBelowSnapshot(): Promise<void> {
  loading ??= import('./below-snapshot.ts').then(
    ({ BelowSnapshot }) => {
      take = (layer, nodes) => BelowSnapshot.take(layer, nodes)
    },
    () => {
      // Not loaded (offline…): moves draw every layer as before; a later press tries again.
      loading = null
    },
  )
  return loading
}

/** `BelowSnapshot.take` once loaded; before that null (the move draws every layer). */
export function takeBelowSnapshot(
  layer: Konva.Layer,
  nodes: readonly Konva.Node[],
): BelowSnapshot | null {
  return take ? take(layer, nodes) : null
}
