import type { ActionRegistry } from './registry.ts'
import type { Action } from './types.ts'

/**
 * A view of `base` whose actions carry the labels of `labels` (by action id) where given; the
 * rest keep their own. Changes go to `base`; the list is the same array until `base` changes.
 */
export function translatedRegistry(
  base: ActionRegistry,
  labels: Partial<Record<string, string>>,
): ActionRegistry {
  if (Object.keys(labels).length === 0) return base
  const translate = (action: Action): Action => {
    const label = labels[action.id]
    return label === undefined || label === action.label ? action : { ...action, label }
  }
  let source: readonly Action[] | null = null
  let translated: readonly Action[] = []
  const list = () => {
    const current = base.list()
    if (current !== source) {
      source = current
      translated = current.map(translate)
    }
    return translated
  }
  return {
    list,
    get: (id) => list().find((a) => a.id === id),
    register: (action) => base.register(action),
    update: (id, changes) => base.update(id, changes),
    remove: (id) => base.remove(id),
    subscribe: (listener) => base.subscribe(listener),
  }
}
