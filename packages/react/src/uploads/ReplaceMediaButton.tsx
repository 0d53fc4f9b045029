import { useRef } from 'react'
import type { Layer } from '@podscene/core'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { replaceLayerMedia, replaceableMediaOf } from './replace-media.ts'

/**
 * The inspector's "Replace media…" button (image, video, audio and person layers): a file
 * chooser of the layer's kind, then `replaceLayerMedia` (upload through `onAssetUpload`, one
 * undo step).
 */
export function ReplaceMediaButton({
  layer,
  layerKey,
  disabled,
}: {
  layer: Layer
  layerKey: string
  disabled?: boolean
}) {
  const editor = useEditor()
  const store = useUiStore()
  const input = useRef<HTMLInputElement>(null)
  const t = useTranslations().uploads
  const target = replaceableMediaOf(layer)
  if (!target) return null
  return (
    <div className="ps-inspector__replace-media">
      <button type="button" disabled={disabled} onClick={() => input.current?.click()}>
        {t.replaceMedia}
      </button>
      <input
        ref={input}
        type="file"
        accept={`${target.kind}/*`}
        hidden
        aria-label={t.replaceMedia}
        data-replace-media-input=""
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          e.currentTarget.value = ''
          if (file) void replaceLayerMedia(editor, store, layerKey, file)
        }}
      />
    </div>
  )
}
