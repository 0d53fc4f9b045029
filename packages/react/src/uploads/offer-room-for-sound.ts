import {
  layerOwnEnd,
  layerStart,
  sceneDuration,
  sceneOfDocument,
  soundOverrun,
  type Editor,
} from '@podscene/core'
import type { UiStore } from '../state/ui-store.ts'
import { formatMessage } from '../i18n/translations.ts'
import { browserMediaChecker } from '../problems/browser-media-check.ts'
import { formatTime } from '../lib/time-format.ts'
import { clipName } from '../timeline/timeline-layout.ts'
import { actionSurfacesOf } from '../state/actions/action-surfaces.ts'

/** How long the sound at a URL lasts (ms), or null when the browser cannot tell. */
export type SoundLength = (url: string) => Promise<number | null>

const checker = browserMediaChecker()
const soundLengthOf: SoundLength = async (url) => (await checker(url)).durationMs ?? null

/**
 * The scene-duration rule's offer (core `soundOverrun`): once the length of a sound just inserted
 * (audio, video) is known, if it is longer than the scene — which would cut it, or in a still
 * not play it — a notice says so with the button "Extend scene", which gives the layer its own
 * end where its sound ends (one undo step): the scene grows to it and every open-ended layer
 * follows. Nothing is said when the sound fits, or when the layer changed meanwhile.
 */
export async function offerRoomForSound(
  editor: Editor,
  store: UiStore,
  layerKey: string,
  url: string,
  lengthOf: SoundLength = soundLengthOf,
): Promise<boolean> {
  const soundMs = await lengthOf(url).catch(() => null)
  const found = editor.getLayer(layerKey)
  if (soundMs === null || !found || found.layer.path !== url) return false
  const start = layerStart(found.layer)
  const sceneMs = sceneDuration(sceneOfDocument(editor.document))
  const overrun = soundOverrun(start, soundMs, sceneMs, layerOwnEnd(found.layer))
  if (!overrun) return false
  const surfaces = actionSurfacesOf(store)
  const words = surfaces.getState().words
  const values = {
    name: clipName(found.layer),
    sound: formatTime(soundMs),
    scene: formatTime(sceneMs),
  }
  surfaces.notify(
    formatMessage(sceneMs > 0 ? words.soundLonger : words.soundInStill, values),
    'info',
    {
      label: words.extendScene,
      perform: () => {
        if (editor.getLayer(layerKey)) editor.setTimeline(layerKey, { end: overrun.endMs })
      },
    },
  )
  return true
}
