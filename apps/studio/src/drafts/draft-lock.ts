/** Who edits the draft: the tab holding the lock; other tabs show it read-only. */
export type DraftRole = 'pending' | 'owner' | 'viewer'

const LOCK_NAME = 'podscene-studio-draft'

/**
 * The draft's owner lock (Web Locks API, shared by the tabs of one origin), one per page.
 * `start()` takes it if no other tab holds it; otherwise this tab is a viewer until
 * `takeOver()`, which steals it: the tab that held it learns it lost it (its held request is
 * aborted) and becomes a viewer. Held until the page goes away. Without `navigator.locks`
 * (or if it fails) this tab is an owner: it cannot coordinate, and refusing edits would be worse.
 */
class DraftLock {
  private role: DraftRole = 'pending'
  private started = false
  private readonly listeners = new Set<(role: DraftRole) => void>()

  get current(): DraftRole {
    return this.role
  }

  subscribe(listener: (role: DraftRole) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  start(): void {
    if (this.started) return
    this.started = true
    if (!('locks' in navigator)) return this.set('owner')
    void this.request({ ifAvailable: true })
  }

  takeOver(): void {
    if (this.role === 'owner') return
    void this.request({ steal: true })
  }

  private set(role: DraftRole): void {
    if (role === this.role) return
    this.role = role
    for (const listener of [...this.listeners]) listener(role)
  }

  private async request(options: LockOptions): Promise<void> {
    try {
      await navigator.locks.request(LOCK_NAME, options, (lock) => {
        if (!lock) return this.set('viewer')
        this.set('owner')
        // Held for the page's life, or until another tab steals it (the request then rejects).
        return new Promise<void>(() => {})
      })
    } catch (error) {
      this.set((error as DOMException).name === 'AbortError' ? 'viewer' : 'owner')
    }
  }
}

export const draftLock = new DraftLock()
