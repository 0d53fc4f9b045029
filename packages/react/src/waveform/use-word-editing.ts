import { useMemo, useRef, useState } from 'react'
import type { Editor, WordNeighbours } from '@podscene/core'
import type { SelectedWords } from './use-selected-words.ts'
import { errorMessage } from '../lib/error-message.ts'

export interface WordEditing {
  /** The word the tools act on (clicked last), or null. */
  focused: number | null
  /** The word whose text is being edited, or null. */
  textIndex: number | null
  /** The last rejected edit's message, shown beside the tools. */
  error: string | null
  focus(index: number | null): void
  retime(index: number, start: number, end: number, neighbours: WordNeighbours): void
  startTextEdit(index: number): void
  commitText(text: string): void
  cancelText(): void
  split(): void
  mergeWithNext(): void
}

/**
 * The word edits of the waveform view, each one Editor command (one undo step): retime
 * (core retimeWord), text (updateWord), split at the playhead or mid-word (splitWord), merge
 * with the next word (mergeWords). A rejected edit leaves the document as it was and its
 * message in `error`.
 */
export function useWordEditing(
  editor: Editor,
  words: SelectedWords | null,
  readOnly: boolean,
): WordEditing {
  const [focused, setFocused] = useState<number | null>(null)
  const [textIndex, setTextIndex] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const current = useRef({ words, focused, textIndex, readOnly })
  current.current = { words, focused, textIndex, readOnly }
  const layerKey = words?.layerKey ?? null

  const actions = useMemo(() => {
    const attempt = (edit: (key: string) => void) => {
      const { words: w, readOnly: ro } = current.current
      if (!w || ro) return
      try {
        edit(w.layerKey)
        setError(null)
      } catch (e) {
        setError(errorMessage(e))
      }
    }
    return {
      focus: (index: number | null) => setFocused(index),
      retime: (index: number, start: number, end: number, neighbours: WordNeighbours) =>
        attempt((key) => editor.retimeWord(key, index, { start, end }, neighbours)),
      startTextEdit: (index: number) => {
        if (current.current.readOnly) return
        setFocused(index)
        setTextIndex(index)
      },
      commitText: (text: string) => {
        const index = current.current.textIndex
        setTextIndex(null)
        if (index === null) return
        const word = current.current.words?.words[index]
        if (!word || (word.text ?? '') === text) return
        attempt((key) => editor.updateWord(key, index, { text }))
      },
      cancelText: () => setTextIndex(null),
      split: () => {
        const index = current.current.focused
        const word = index === null ? undefined : current.current.words?.words[index]
        if (index === null || !word) return
        const text = word.text ?? ''
        const t = editor.getState().session.playheadMs
        const inside =
          typeof word.start === 'number' &&
          typeof word.end === 'number' &&
          t > word.start &&
          t < word.end
        const space = text.indexOf(' ', Math.floor(text.length / 2) - 1)
        const charIndex = space > 0 ? space : Math.max(1, Math.floor(text.length / 2))
        attempt((key) => editor.splitWord(key, index, charIndex, inside ? t : undefined))
      },
      mergeWithNext: () => {
        const index = current.current.focused
        if (index === null) return
        attempt((key) => editor.mergeWords(key, index))
      },
    }
  }, [editor])

  // A different subtitle: nothing focused, nothing being edited, no stale message.
  const [seenLayer, setSeenLayer] = useState(layerKey)
  if (seenLayer !== layerKey) {
    setSeenLayer(layerKey)
    setFocused(null)
    setTextIndex(null)
    setError(null)
  }

  return useMemo(
    () => ({ ...actions, focused, textIndex, error }),
    [actions, focused, textIndex, error],
  )
}
