import type { Action } from './types.ts'

/**
 * The actions of one editor, in order (menus list them in this order). Embedders add, override
 * (same id, in place), change and remove actions, and read them for their own menus; surfaces
 * subscribe and follow changes.
 */
export interface ActionRegistry {
  /** Every action in order; the same array until the registry changes. */
  list(): readonly Action[]
  get(id: string): Action | undefined
  /** Adds an action at the end, or replaces the action with the same id where it is. */
  register(action: Action): void
  /** Changes fields of a registered action (e.g. its shortcut or label). */
  update(id: string, changes: Partial<Omit<Action, 'id'>>): void
  remove(id: string): void
  subscribe(listener: () => void): () => void
}

export function createActionRegistry(initial: Iterable<Action> = []): ActionRegistry {
  let actions: readonly Action[] = []
  const listeners = new Set<() => void>()
  const set = (next: readonly Action[]) => {
    actions = next
    for (const listener of [...listeners]) listener()
  }
  const indexOf = (id: string) => actions.findIndex((a) => a.id === id)
  const registry: ActionRegistry = {
    list: () => actions,
    get: (id) => actions.find((a) => a.id === id),
    register(action) {
      const i = indexOf(action.id)
      set(i < 0 ? [...actions, action] : actions.map((a, j) => (j === i ? action : a)))
    },
    update(id, changes) {
      const i = indexOf(id)
      if (i < 0) throw new Error(`action "${id}" is not registered`)
      set(actions.map((a, j) => (j === i ? { ...a, ...changes, id } : a)))
    },
    remove(id) {
      if (indexOf(id) >= 0) set(actions.filter((a) => a.id !== id))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  for (const action of initial) registry.register(action)
  return registry
}
