import { useEffect, useRef, useState } from 'react'
import { Editor, type EditorDocument } from '@podscene/core'

export interface EditorInstanceOptions {
  value?: EditorDocument
  defaultValue?: EditorDocument
  onChange?: (document: EditorDocument) => void
  /** An Editor created by the host; value/defaultValue are then ignored. */
  editor?: Editor
}

const EMPTY: EditorDocument = { scene: { tracks: [] } }

/**
 * The Editor behind <SceneEditor>: controlled (`value` + `onChange`) or uncontrolled
 * (`defaultValue`). A changed `value` that is not the Editor's own latest document (the host
 * loaded another one) starts a fresh Editor, and with it a fresh history.
 */
export function useSceneEditorInstance({
  value,
  defaultValue,
  onChange,
  editor: external,
}: EditorInstanceOptions): Editor {
  const [own, setOwn] = useState(() => new Editor(value ?? defaultValue ?? EMPTY))
  const [seenValue, setSeenValue] = useState(value)
  const editor = external ?? own

  // A new `value` from the host that is not what the Editor produced: load it.
  if (value !== seenValue) {
    setSeenValue(value)
    if (!external && value !== undefined && value !== own.document) setOwn(new Editor(value))
  }

  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  useEffect(() => editor.on('change', ({ document }) => onChangeRef.current?.(document)), [editor])
  return editor
}
