import { useEditorService } from '../state/editor-context.ts'
import { fillPreviewService } from './fill-preview.ts'
import { useFillPreview } from './use-fill-preview.ts'
import { useTranslations } from '../i18n/use-translations.tsx'

/** Shown over the canvas while it draws a fill preview instead of the document. */
export function FillPreviewBadge() {
  const preview = useEditorService(fillPreviewService)
  const { document } = useFillPreview()
  const t = useTranslations().slots
  if (!document) return null
  return (
    <div className="ps-fill-preview-badge">
      <span>{t.fillPreview}</span>
      <button type="button" onClick={() => preview.clear()}>
        {t.clearFill}
      </button>
    </div>
  )
}
