import { useId, type ReactNode } from 'react'

export interface DialogProps {
  title: string
  className?: string
  /** Enter or the submit button; the form's default submit is prevented. */
  onSubmit(): void
  /** Escape. */
  onCancel(): void
  children: ReactNode
}

/** A modal form dialog over a backdrop, named by its title; Escape cancels. */
export function Dialog({ title, className, onSubmit, onCancel, children }: DialogProps) {
  const titleId = useId()
  return (
    <div className="studio__backdrop">
      {/* The dialog role sits on a div: ARIA allows no dialog role on <form> (axe aria-allowed-role). */}
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <form
          className={className ? `studio__dialog ${className}` : 'studio__dialog'}
          onSubmit={(e) => {
            e.preventDefault()
            onSubmit()
          }}
          onKeyDown={(e) => e.key === 'Escape' && onCancel()}
        >
          <h2 id={titleId}>{title}</h2>
          {children}
        </form>
      </div>
    </div>
  )
}
