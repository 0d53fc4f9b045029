import { useMemo } from 'react'
import { tracksOfDocument, wordsOfLayer, type EditorDocument, type WordSeq } from '@podscene/core'
import { useEditorState } from '../state/use-editor-state.ts'

export interface SelectedWords {
  layerKey: string
  layerName: string
  words: readonly WordSeq[]
}

/** The words of the first selected layer that has any (`subtitle.word_seq` / `prop.word_seq`). */
export function selectedWordsOf(
  doc: EditorDocument,
  selection: readonly string[],
): SelectedWords | null {
  if (selection.length === 0) return null
  const wanted = new Set(selection)
  for (const track of tracksOfDocument(doc)) {
    for (const layer of track?.layers ?? []) {
      if (!layer?.key || !wanted.has(layer.key)) continue
      const words = wordsOfLayer(layer)
      if (words.length === 0) continue
      const name = typeof layer.name === 'string' && layer.name !== '' ? layer.name : layer.key
      return { layerKey: layer.key, layerName: name, words }
    }
  }
  return null
}

export function useSelectedWords(): SelectedWords | null {
  const doc = useEditorState((s) => s.document)
  const selection = useEditorState((s) => s.session.selection)
  return useMemo(() => selectedWordsOf(doc, selection), [doc, selection])
}
