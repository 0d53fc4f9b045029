import type { UiState } from './ui-store.ts'
import { useUiStore } from './editor-context.ts'
import { useStoreSelector } from './use-selector-snapshot.ts'

/** Read part of the editor UI's session state (locks, hidden layers, pan). */
export function useUiState<T>(selector: (state: UiState) => T): T {
  return useStoreSelector(useUiStore(), selector)
}
