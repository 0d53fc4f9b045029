import { lazy, Suspense } from 'react'
import { useEditorState } from '../state/use-editor-state.ts'
import { useIdlePreload } from '../state/use-idle-preload.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import type { InspectorProps } from '../inspector/Inspector.tsx'

const loadInspector = () => import('../inspector/Inspector.tsx')
const Inspector = lazy(() => loadInspector().then((m) => ({ default: m.Inspector })))
const preloadInspector = () => void loadInspector().catch(() => undefined)

/**
 * <SceneEditor>'s Inspector, loaded with the first selection (fetched when the page is idle, so
 * a selection shows its sections at once): with nothing selected it draws the Inspector's empty
 * state itself, the same markup. packages/react/CONTEXT.md, "Loaded on first use".
 */
export function LazyInspector(props: InspectorProps) {
  const t = useTranslations().inspector
  const nothingSelected = useEditorState((s) => s.session.selection.length === 0)
  useIdlePreload(preloadInspector)
  const classes = ['ps-inspector', props.className].filter(Boolean).join(' ')
  if (nothingSelected) {
    return (
      <section className={classes} aria-label={t.label}>
        <p className="ps-inspector__empty">{t.empty}</p>
      </section>
    )
  }
  return (
    <Suspense fallback={<section className={classes} aria-label={t.label} />}>
      <Inspector {...props} />
    </Suspense>
  )
}
