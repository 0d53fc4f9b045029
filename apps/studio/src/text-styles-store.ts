import { createStore, get, set, type UseStore } from 'idb-keyval'
import { isTextStyle, type TextStyleDefinition, type TextStyleStorage } from '@podscene/react'

// The designer's own text styles ("Save as style"), one list for every template in this browser.
let store: UseStore | null = null
const styleStore = () => (store ??= createStore('podscene-studio-text-styles', 'styles'))
const KEY = 'styles'

/** `<SceneEditor textStyles>`: the list kept in IndexedDB (entries that are not styles skipped). */
export const studioTextStyles: TextStyleStorage = {
  async load() {
    const value: unknown = await get(KEY, styleStore())
    return Array.isArray(value) ? value.filter(isTextStyle) : []
  },
  async save(styles: readonly TextStyleDefinition[]) {
    await set(KEY, [...styles], styleStore())
  },
}
