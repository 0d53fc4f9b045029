import { useCallback } from 'react'
import { useEditor } from '../state/editor-context.ts'
import type { EditorProblem } from './lint-runner.ts'
import { ProblemRow } from './ProblemRow.tsx'
import { revealProblem } from './reveal-problem.ts'
import { useLintState } from './use-lint-problems.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'

export interface ProblemsPanelProps {
  className?: string
  /** Rows drawn at most (the count badge still counts every problem). Default 200. */
  maxRows?: number
}

/**
 * Lint of the whole duration, live as you edit (core `lintScene` with the browser's font
 * metrics, debounced off the render path by LintRunner). A row press selects the layer and seeks
 * to the problem's start. Must be inside <EditorProvider> (or <SceneEditor>).
 */
export function ProblemsPanel({ className, maxRows = 200 }: ProblemsPanelProps) {
  const editor = useEditor()
  const { problems, document, pending, error } = useLintState()
  const t = useTranslations().problems
  const onReveal = useCallback((p: EditorProblem) => revealProblem(editor, p), [editor])
  const count = problems.length
  const checked = document !== null
  return (
    <section
      className={['ps-problems', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={t.label}
      aria-busy={pending}
    >
      {count > 0 && (
        <p className="ps-problems__summary">
          <span className="ps-problems__badge ps-problems__badge--some" data-count={count}>
            {count}
          </span>{' '}
          {count === 1 ? t.one : t.many}
          {pending && checked && <span className="ps-problems__pending">{t.pending}</span>}
        </p>
      )}
      {error !== null && (
        <p className="ps-slots__error" role="alert">
          {formatMessage(t.lintFailed, { error })}
        </p>
      )}
      {!checked ? (
        <p className="ps-problems__empty">{t.checking}</p>
      ) : count === 0 ? (
        <p className="ps-problems__empty">{t.none}</p>
      ) : (
        <ul className="ps-problems__list" aria-label={t.list}>
          {problems.slice(0, maxRows).map((p, i) => (
            <ProblemRow key={`${i}:${p.code}:${p.path}`} problem={p} onReveal={onReveal} />
          ))}
          {count > maxRows && (
            <li className="ps-problems__more">
              {formatMessage(t.more, { count: count - maxRows })}
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
