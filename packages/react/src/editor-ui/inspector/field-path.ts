import type { Editor } from '@podscene/core'

/** Set a field of a layer by a dotted path relative to the layer (`prop.textInfo.content`). */
export function setLayerPath(editor: Editor, key: string, path: string, value: unknown): void {
  editor.setLayerField(key, path.split('.'), value)
}
