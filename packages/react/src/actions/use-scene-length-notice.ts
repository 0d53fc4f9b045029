import { useEffect, useRef } from 'react'
import { sceneDuration, sceneOfDocument } from '@podscene/core'
import { useEditor, useUiStore } from '../state/editor-context.ts'
import { formatMessage } from '../i18n/translations.ts'
import { useTranslations } from '../i18n/use-translations.tsx'
import { formatTime } from '../lib/time-format.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'

/**
 * The scene-duration rule's announcement (core `semantics/scene-duration-rule.ts`): whenever a
 * committed change makes the scene last longer or shorter — a clip dragged or trimmed past the
 * end, a subtitle's words in a still, "Extend scene", Undo — a polite notice says the new
 * duration ("Scene now lasts 0:07.50 (was 0:06.00)"), so it never changes silently. Changes
 * during a drag are announced once, when the drag is committed.
 */
export function useSceneLengthNotice(): void {
  const editor = useEditor()
  const surfaces = actionSurfacesOf(useUiStore())
  const t = useTranslations().insertFlow
  const words = useRef(t)
  words.current = t
  useEffect(() => {
    let known = sceneDuration(sceneOfDocument(editor.document))
    const check = () => {
      if (editor.isInGesture()) return
      const now = sceneDuration(sceneOfDocument(editor.document))
      if (now === known) return
      const before = known
      known = now
      const w = words.current
      const message =
        now === 0
          ? w.toStill
          : before === 0
            ? formatMessage(w.fromStill, { time: formatTime(now) })
            : formatMessage(w.lengthened, { time: formatTime(now), before: formatTime(before) })
      surfaces.notify(message)
    }
    const stopChange = editor.on('change', check)
    // A committed drag emits no change of its own: read the duration when history moves.
    const stopHistory = editor.on('historyChange', check)
    return () => {
      stopChange()
      stopHistory()
    }
  }, [editor, surfaces])
}
