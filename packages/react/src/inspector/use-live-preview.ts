import { useEffect, useRef } from 'react'
import { useEditor } from '../state/editor-context.ts'

/**
 * A field whose value changes continuously (a colour picker being dragged): each change replaces
 * the previous one inside one Editor gesture, so the canvas previews it live and the whole pick
 * is one undo step. `end()` commits; unmounting mid-pick commits too (no lost work). While
 * another gesture is open nothing is previewed (`update` returns false).
 */
export function useLivePreview() {
  const editor = useEditor()
  const own = useRef(false)
  useEffect(
    () => () => {
      if (own.current && editor.isInGesture()) editor.commitGesture()
      own.current = false
    },
    [editor],
  )
  return {
    update(apply: () => void): boolean {
      if (!own.current) {
        if (editor.isInGesture()) return false
        editor.beginGesture()
        own.current = true
      }
      editor.updateGesture(apply)
      return true
    },
    end(): boolean {
      if (!own.current) return false
      own.current = false
      editor.commitGesture()
      return true
    },
  }
}
