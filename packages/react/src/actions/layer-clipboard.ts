import { CLIPBOARD_KIND, type Editor } from '@podscene/core'

/**
 * The editor's own clipboard of layers (clipboard JSON from core's `editor.copy`), for menu Cut /
 * Copy / Paste, which cannot read the system clipboard without a permission prompt. Keyboard
 * Ctrl+C / X / V go through the browser's clipboard events and also fill it.
 */
const byEditor = new WeakMap<Editor, string>()

export function layerClipboardOf(editor: Editor): string | undefined {
  return byEditor.get(editor)
}

export function setLayerClipboard(editor: Editor, json: string): void {
  byEditor.set(editor, json)
}

/** Whether text is core's layer clipboard JSON (`{"kind": "podscene/layers", …}`). */
export function isLayerClipboard(text: string): boolean {
  if (!text.trimStart().startsWith('{')) return false
  try {
    const value: unknown = JSON.parse(text)
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as { kind?: unknown }).kind === CLIPBOARD_KIND
    )
  } catch {
    return false
  }
}
