type Listener<T> = (payload: T) => void

/** A small typed event emitter; `on()` returns its own unsubscribe function. */
export class Emitter<Events extends { [K in keyof Events]: unknown }> {
  private listeners: { [K in keyof Events]?: Set<Listener<Events[K]>> } = {}

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const set = (this.listeners[event] ??= new Set())
    set.add(listener)
    return () => {
      set.delete(listener)
    }
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.listeners[event]
    if (!set) return
    for (const listener of [...set]) listener(payload)
  }
}
