import { isTextStyle, type TextStyleDefinition, type TextStyleStorage } from '@podscene/react'
import { keyValueStore } from './storage/indexed-db.ts'

// The designer's own text styles ("Save as style"), one list for every template in this browser.
const store = keyValueStore('podscene-studio-text-styles', 'styles')
const KEY = 'styles'

/** `<SceneEditor textStyles>`: the list kept in IndexedDB (entries that are not styles skipped). */
export const studioTextStyles: TextStyleStorage = {
  async load() {
    const value: unknown = await store.get(KEY)
    return Array.isArray(value) ? value.filter(isTextStyle) : []
  },
  async save(styles: readonly TextStyleDefinition[]) {
    await store.set(KEY, [...styles])
  },
}
