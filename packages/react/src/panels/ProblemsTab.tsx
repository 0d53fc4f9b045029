import { useLintState } from '../problems/use-lint-problems.ts'

/** The Problems tab's label with its count badge ("Problems 3"). */
export function ProblemsTab() {
  const count = useLintState().problems.length
  return (
    <>
      Problems{' '}
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
