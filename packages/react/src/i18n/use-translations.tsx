import { useContext, useMemo, type ReactNode } from 'react'
import { en, type Translations } from './en.ts'
import { mergeTranslations, type PartialTranslations } from './translations.ts'
import { TranslationsContext } from './translations-context.ts'

/** The editor UI's strings: English unless a `<TranslationsProvider>` (or SceneEditor) says more. */
export function useTranslations(): Translations {
  return useContext(TranslationsContext) ?? en
}

export interface TranslationsProviderProps {
  /** Strings over English (any part; the rest stays English). */
  translations?: PartialTranslations
  children?: ReactNode
}

/**
 * Provides the UI strings (merged over the enclosing provider's, else English) to the components inside (`<SceneEditor translations>` and
 * `<EditorProvider translations>` use it; `<ScenePlayer>` reads it too).
 */
export function TranslationsProvider({ translations, children }: TranslationsProviderProps) {
  const outer = useContext(TranslationsContext) ?? en
  const value = useMemo(() => mergeTranslations(translations, outer), [translations, outer])
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>
}
