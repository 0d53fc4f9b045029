'use client'
import type { EditorDocument } from '@podscene/core'
import { SceneEditor } from '@podscene/react'

export default function Editor(props: {
  value: EditorDocument
  onChange: (doc: EditorDocument) => void
}) {
  return <SceneEditor value={props.value} onChange={props.onChange} />
}
