import type { Editor } from '@podscene/core'

/**
 * Makes the scene last `ms` (one undo step): core's `setSceneDuration` command, the
 * scene-duration rule (core `semantics/scene-duration-rule.ts`) — only the layers that set the
 * duration change their end, and their subtitle words scale with them. Refused with an
 * `EditorCommandError` naming the layer when a layer would start at or after the new end.
 */
export function setSceneDuration(editor: Editor, ms: number): void {
  editor.setSceneDuration(ms)
}
