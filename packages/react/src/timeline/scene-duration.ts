import {
  EditorCommandError,
  layerExtent,
  sceneDuration,
  sceneOfDocument,
  tracksOfDocument,
  type Editor,
  type Layer,
} from '@podscene/core'
import { formatTime } from './time-format.ts'
import { clipName } from './timeline-layout.ts'

const COMMAND = 'setSceneDuration'

function refuse(detail: string): never {
  throw new EditorCommandError(COMMAND, 'invalid-argument', detail)
}

/**
 * Makes the scene last `ms` (one undo step), changing only `timeline.end` of the layers that
 * set the duration (DESIGN §2: duration = the latest positive end, word or sound extent):
 *
 * - longer: the layers that end at the current duration end at `ms` instead; when none does
 *   (a still, where every end is 0, or a scene as long as its sound), the open-ended layers
 *   (`end = 0`) get `end = ms`;
 * - shorter: every layer ending (or sounding) after `ms` is cut at `ms`.
 *
 * Open-ended layers otherwise stay open-ended (they follow the scene). Refused with an
 * `EditorCommandError` naming the layer when a layer would start at or after the new end, or
 * when words reach past it; nothing changes then.
 */
export function setSceneDuration(editor: Editor, ms: number): void {
  if (!Number.isFinite(ms) || ms <= 0)
    refuse('the scene duration must be a number of seconds above 0')
  const target = Math.round(ms)
  const current = sceneDuration(sceneOfDocument(editor.document))
  if (target === current) return
  const layers = tracksOfDocument(editor.document).flatMap((track) =>
    (track.layers ?? []).filter((layer): layer is Layer & { key: string } => !!layer?.key),
  )
  let targets: (Layer & { key: string })[]
  if (target > current) {
    targets = layers.filter((layer) => current > 0 && layerExtent(layer).end === current)
    if (targets.length === 0) targets = layers.filter((layer) => layerExtent(layer).end === null)
  } else {
    targets = layers.filter((layer) => layerExtent(layer).contentEnd > target)
  }
  if (targets.length === 0) refuse('the scene has no layer whose end could change')
  for (const layer of targets) {
    const { start } = layerExtent(layer)
    if (start >= target) {
      refuse(
        `"${clipName(layer)}" starts at ${formatTime(start)}, at or after the new end ` +
          `${formatTime(target)}; move or delete it first`,
      )
    }
  }
  editor.batch(() => {
    for (const layer of targets) editor.trimLayer(layer.key, { end: target })
    const reached = sceneDuration(sceneOfDocument(editor.document))
    if (reached !== target) {
      const longest = layers
        .map((layer) => editor.getLayer(layer.key)?.layer ?? layer)
        .find((layer) => layerExtent(layer).contentEnd === reached)
      refuse(
        `${longest ? `the words or sound of "${clipName(longest)}"` : 'the scene'} reach ` +
          `${formatTime(reached)}, past ${formatTime(target)}`,
      )
    }
  })
}
