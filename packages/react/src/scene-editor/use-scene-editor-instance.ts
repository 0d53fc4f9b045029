import { useEffect, useRef, useState } from 'react'
import { Editor, type CommitCause, type EditorDocument } from '@podscene/core'

/** What a committed change of `<SceneEditor>` was: one undo step, an undo, a redo, a restore. */
export interface SceneEditorChange {
  /** The step's label (`move`, `resize`, `rotate`, a command name such as `setLayerField`…). */
  label: string
  /** `restore`: the document came from `persistence` (a new history starts). */
  cause: CommitCause | 'restore'
  /** The document before the change (the last one reported). */
  previous: EditorDocument
}

export interface EditorInstanceOptions {
  value?: EditorDocument
  defaultValue?: EditorDocument
  onChange?: (document: EditorDocument, change: SceneEditorChange) => void
  onInput?: (document: EditorDocument) => void
  /** An Editor created by the host; value/defaultValue are then ignored. */
  editor?: Editor
}

export interface EditorInstance {
  editor: Editor
  /**
   * Replaces the document by a foreign one with a fresh history (own Editor only; false with a
   * host's Editor), reported through `onChange` with cause `restore`.
   */
  replaceDocument(document: EditorDocument): boolean
}

const EMPTY: EditorDocument = { scene: { tracks: [] } }

/** Every document an Editor produced (its first one and each change), to tell echoes apart. */
const producedBy = new WeakMap<Editor, WeakSet<object>>()
function producedSet(editor: Editor): WeakSet<object> {
  let set = producedBy.get(editor)
  if (!set) producedBy.set(editor, (set = new WeakSet([editor.document])))
  return set
}

/**
 * The Editor behind <SceneEditor>: controlled (`value` + `onChange`) or uncontrolled
 * (`defaultValue`). A `value` the Editor produced itself (any document it reported through
 * `onChange` or `onInput`: an echo, even a late one) keeps the Editor, its document and its
 * history. Any other `value` (the host loaded another document) starts a fresh Editor, and with
 * it a fresh history. `onChange` hears each committed change once (core's `commit` event);
 * `onInput` every change, each update of a drag included.
 */
export function useSceneEditorInstance({
  value,
  defaultValue,
  onChange,
  onInput,
  editor: external,
}: EditorInstanceOptions): EditorInstance {
  const [own, setOwn] = useState(() => new Editor(value ?? defaultValue ?? EMPTY))
  const [seenValue, setSeenValue] = useState(value)
  const editor = external ?? own

  // A new `value` from the host that is not a document the Editor produced: load it.
  if (value !== seenValue) {
    setSeenValue(value)
    if (!external && value !== undefined && !producedSet(own).has(value)) {
      setOwn(new Editor(value))
    }
  }

  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const onInputRef = useRef(onInput)
  onInputRef.current = onInput
  useEffect(() => {
    const produced = producedSet(editor)
    const offChange = editor.on('change', ({ document }) => {
      produced.add(document)
      onInputRef.current?.(document)
    })
    const offCommit = editor.on('commit', ({ document, label, cause, previous }) =>
      onChangeRef.current?.(document, { label, cause, previous }),
    )
    return () => {
      offChange()
      offCommit()
    }
  }, [editor])

  const replaceDocument = (document: EditorDocument): boolean => {
    if (external) return false
    const previous = own.document
    const next = new Editor(document)
    setOwn(next)
    onChangeRef.current?.(next.document, { label: 'restore', cause: 'restore', previous })
    return true
  }
  return { editor, replaceDocument }
}
