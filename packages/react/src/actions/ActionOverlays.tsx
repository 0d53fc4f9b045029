import { Suspense, useSyncExternalStore } from 'react'
import { useEditorService } from '../state/editor-context.ts'
import { actionSurfacesService } from '../state/actions/action-surfaces.ts'
import { CommandPalette } from './CommandPalette.tsx'
import { ContextMenu } from './ContextMenu.tsx'
import {
  LazyAssetPicker as AssetPicker,
  LazyResizeDialog as ResizeDialog,
  LazyShortcutHelp as ShortcutHelp,
  preloadActionDialogs,
} from './lazy-action-overlays.tsx'
import { useIdlePreload } from '../state/use-idle-preload.ts'
import { MediaFileInput } from '../uploads/MediaFileInput.tsx'
import { UploadProgressList } from '../uploads/UploadProgressList.tsx'
import { EditorAnnouncer } from '../a11y/EditorAnnouncer.tsx'
import { useTranslations } from '../i18n/use-translations.tsx'
import type { NoticeAction } from '../state/actions/action-surfaces.ts'
import { useSceneLengthNotice } from './use-scene-length-notice.ts'

/**
 * What actions open over the editor: the context menu, the command palette, the shortcut help,
 * and the last notice an action left (a polite live region; an error is `role="alert"`).
 * `<SceneEditor>` renders it; an `<EditorProvider>` layout renders it once inside the provider.
 */
// Structural (out of the editor's grid) even without the stylesheet.
const FIXED = { position: 'fixed' } as const

export function ActionOverlays() {
  const surfaces = useEditorService(actionSurfacesService)
  const state = useSyncExternalStore(surfaces.subscribe, surfaces.getState, surfaces.getState)
  const { dialog, notice } = state
  const closeDialog = () => surfaces.close('dialog')
  useSceneLengthNotice()
  useIdlePreload(preloadActionDialogs)
  return (
    <>
      <ContextMenu />
      <EditorAnnouncer />
      <MediaFileInput />
      <UploadProgressList />
      {dialog && (
        <div
          className="ps-dialog-backdrop"
          style={{ position: 'fixed', inset: 0 }}
          onPointerDown={(e) => e.target === e.currentTarget && surfaces.close('dialog')}
        >
          <Suspense fallback={null}>
            {dialog.kind === 'command-palette' ? (
              <CommandPalette ui={dialog.ui} onClose={closeDialog} />
            ) : dialog.kind === 'resize' ? (
              <ResizeDialog onClose={closeDialog} />
            ) : dialog.kind === 'asset-picker' ? (
              <AssetPicker
                kind={dialog.assetKind ?? 'image'}
                ui={dialog.ui}
                target={dialog.assetTarget}
                onClose={closeDialog}
              />
            ) : (
              <ShortcutHelp onClose={closeDialog} />
            )}
          </Suspense>
        </div>
      )}
      <div className="ps-action-notice" aria-live="polite" style={FIXED}>
        {notice?.tone === 'info' && (
          <NoticeText
            text={notice.message}
            action={notice.action}
            onDismiss={surfaces.dismissNotice}
          />
        )}
      </div>
      {notice?.tone === 'error' && (
        <div className="ps-action-notice is-error" role="alert" style={FIXED}>
          <NoticeText text={notice.message} onDismiss={surfaces.dismissNotice} />
        </div>
      )}
    </>
  )
}

function NoticeText({
  text,
  action,
  onDismiss,
}: {
  text: string
  action?: NoticeAction
  onDismiss: () => void
}) {
  const t = useTranslations().notices
  return (
    <>
      <span>{text}</span>
      {action && (
        <button
          type="button"
          className="ps-action-notice__action"
          onClick={() => {
            onDismiss()
            action.perform()
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" aria-label={t.dismiss} onClick={onDismiss}>
        ×
      </button>
    </>
  )
}
