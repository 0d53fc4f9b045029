import { useLintState } from '../problems/use-lint-problems.ts'
import { useTranslations } from '../i18n/use-translations.tsx'

/** The Problems tab's label with its count badge ("Problems 3"). */
export function ProblemsTab() {
  const count = useLintState().problems.length
  const label = useTranslations().problems.label
  return (
    <>
      {label}{' '}
      <span
        className={['ps-problems__badge', count > 0 && 'ps-problems__badge--some']
          .filter(Boolean)
          .join(' ')}
      >
        {count}
      </span>
    </>
  )
}
