import { useEffect, type RefObject } from 'react'
import { useEditor } from '../state/editor-context.ts'

/** Whether focus fell out of the page's controls (onto <body>, or with its element removed). */
function focusLost(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || !active.isConnected
}

/**
 * After an undo or redo (or any history step) removed the focused element (e.g. the second half
 * of a split clip), focus goes to the editor's canvas instead of staying on <body>, so the next
 * keys (Ctrl+Z again, `?`, arrows) reach the editor.
 */
export function useFocusAfterHistory(root: RefObject<HTMLElement | null>): void {
  const editor = useEditor()
  useEffect(() => {
    let frame = 0
    const off = editor.on('historyChange', () => {
      cancelAnimationFrame(frame)
      // After React has drawn the new document (and removed what it no longer has).
      frame = requestAnimationFrame(() => {
        const element = root.current
        if (!element || !focusLost()) return
        const target =
          element.querySelector<HTMLElement>('[role="application"]') ??
          element.querySelector<HTMLElement>('[tabindex="0"]')
        target?.focus({ preventScroll: true })
      })
    })
    return () => {
      off()
      cancelAnimationFrame(frame)
    }
  }, [editor, root])
}
