import { useContext } from 'react'
import { enPlayer } from './en-player.ts'
import { TranslationsContext } from './translations-context.ts'

/** `<ScenePlayer>`'s strings: the provider's `player` part, else English (without all of `en`). */
export function usePlayerTranslations(): typeof enPlayer {
  return useContext(TranslationsContext)?.player ?? enPlayer
}
