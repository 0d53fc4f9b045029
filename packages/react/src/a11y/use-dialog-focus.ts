import { useEffect, useRef, type RefObject } from 'react'

/**
 * A modal picker's focus: on open, focus goes to `first` (else the dialog); Escape closes it
 * wherever focus is (a window listener, captured before the editor's own keys); on close, focus
 * returns to what had it when the dialog opened (its opener), if that is still in the page.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  first: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(first.current ?? dialog.current)?.focus({ preventScroll: true })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      event.stopPropagation()
      close.current()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => {
      window.removeEventListener('keydown', onKeyDown, true)
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [dialog, first])
}
