import { useMemo } from 'react'
import type { Layer } from '@podscene/core'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'
import { useUiStore } from '../state/editor-context.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatMessage } from '../i18n/translations.ts'
import { layerLabel } from '../state/labels.ts'

/**
 * The inspector's "Choose image…" (image and person layers): the asset picker ("Choose image")
 * aimed at this layer — an image from the embedder's library (`assets`) or "Upload…" (through
 * `onAssetUpload`) goes into the layer's picture (`path`, a person's `person_cover`), one undo
 * step. No URL to paste.
 */
export function ChooseImageButton({
  layer,
  layerKey,
  disabled,
}: {
  layer: Layer
  layerKey: string
  disabled?: boolean
}) {
  const store = useUiStore()
  const t = useTranslations().insertFlow
  const ui = useMemo(() => ({ store, readOnly: !!disabled }), [store, disabled])
  if (layer.type !== 'image' && layer.type !== 'person') return null
  return (
    <button
      type="button"
      className="ps-inspector__choose-image"
      disabled={disabled}
      title={formatMessage(t.chooseFor, { layer: layerLabel(layer) })}
      onClick={() => actionSurfacesOf(store).openDialog('asset-picker', ui, 'image', { layerKey })}
    >
      {t.chooseImage}
    </button>
  )
}
