import { useEffect, useMemo, type ReactNode } from 'react'
import { actionSurfacesService } from '../state/actions/action-surfaces.ts'
import { servicesOf } from '../state/editor-services.ts'
import type { Editor } from '@podscene/core'
import { createUiStore, type UiStore } from '../state/ui-store.ts'
import { createActionRegistry, type ActionRegistry } from '../state/actions/registry.ts'
import { defaultActions } from '../actions/default-actions.ts'
import { translatedRegistry } from '../state/actions/translated-registry.ts'
import type { PartialTranslations } from '../i18n/translations.ts'
import { TranslationsProvider, useTranslations } from '../i18n/use-translations.tsx'
import { EditorContext } from '../state/editor-context.ts'

export interface EditorProviderProps {
  editor: Editor
  /** The UI session store; one is created per provider when omitted. */
  ui?: UiStore
  /** The user actions (default: a registry of `defaultActions`, one per provider). */
  actions?: ActionRegistry
  /**
   * UI strings over English (any part, e.g. a whole `Translations` object for another language);
   * `translations.actions` relabels actions by id on every surface.
   */
  translations?: PartialTranslations
  children?: ReactNode
}

/** Makes an Editor (and the UI session store) available to the editor components and hooks. */
export function EditorProvider({ translations, ...props }: EditorProviderProps) {
  return (
    <TranslationsProvider translations={translations}>
      <EditorContextProvider {...props} />
    </TranslationsProvider>
  )
}

function EditorContextProvider({ editor, ui, actions, children }: EditorProviderProps) {
  const ownUi = useMemo(() => createUiStore(), [])
  const ownActions = useMemo(
    () => (actions ? null : createActionRegistry(defaultActions)),
    [actions],
  )
  const translations = useTranslations()
  const labels = translations.actions
  const store = ui ?? ownUi
  // The per-editor services (action surfaces, uploads, text styles…) live with the store; the
  // live lint and the fill preview with the store and this Editor.
  const services = useMemo(() => servicesOf(store, editor), [store, editor])
  // Notices that actions leave (uploads, refused pastes) in the editor's language.
  useEffect(
    () => services.get(actionSurfacesService).setWords(translations.notices),
    [services, translations],
  )
  const registry = actions ?? ownActions!
  const shown = useMemo(() => translatedRegistry(registry, labels), [registry, labels])
  const value = useMemo(
    () => ({ editor, ui: store, actions: shown, services }),
    [editor, store, shown, services],
  )
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>
}
