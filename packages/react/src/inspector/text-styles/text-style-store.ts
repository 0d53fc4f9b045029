import type { UiStore } from '../../state/ui-store.ts'
import type { TextStyleDefinition } from './text-style.ts'
import { editorService, servicesOf } from '../../state/editor-services.ts'
import { errorMessage } from '../../lib/error-message.ts'

/**
 * Where the designer's own text styles are kept ("Save as style"): `<SceneEditor textStyles>`
 * (the studio: IndexedDB). Without one they last the session.
 */
export interface TextStyleStorage {
  load(): Promise<readonly TextStyleDefinition[]>
  save(styles: readonly TextStyleDefinition[]): Promise<void>
}

export interface TextStylesState {
  own: readonly TextStyleDefinition[]
  /** Why the stored styles could not be loaded or the last save failed, else null. */
  problem: string | null
}

export interface TextStylesStore {
  getState(): TextStylesState
  subscribe(listener: () => void): () => void
  /** Uses this storage from now on and loads what it holds (replacing the session's list). */
  setStorage(storage: TextStyleStorage | undefined): void
  /** Adds (or replaces, by name) a style and saves the list; resolves once saved. */
  add(style: TextStyleDefinition): Promise<void>
}

/** One editor's text styles (a per-editor service, `state/editor-services.ts`). */
export const textStylesService = editorService('text-styles', () => createTextStylesStore())

/** The designer's text styles of one editor (session state beside the UiStore). */
export function textStylesOf(ui: UiStore): TextStylesStore {
  return servicesOf(ui).get(textStylesService)
}

function createTextStylesStore(): TextStylesStore {
  let state: TextStylesState = { own: [], problem: null }
  let storage: TextStyleStorage | undefined
  let generation = 0
  const listeners = new Set<() => void>()
  const set = (next: TextStylesState) => {
    state = next
    for (const l of [...listeners]) l()
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setStorage(next) {
      storage = next
      const mine = ++generation
      if (!next) return
      next.load().then(
        (styles) => {
          if (mine !== generation) return
          const valid = styles.filter(isTextStyle)
          set({ own: valid, problem: null })
        },
        (error: unknown) => {
          if (mine === generation) set({ ...state, problem: errorMessage(error) })
        },
      )
    },
    async add(style) {
      const own = [...state.own.filter((s) => s.name !== style.name), style]
      set({ own, problem: null })
      if (!storage) return
      try {
        await storage.save(own)
      } catch (error) {
        set({ ...state, problem: errorMessage(error) })
        throw error
      }
    },
  }
}

/** A stored entry that is a style (others, e.g. written by an older version, are skipped). */
export function isTextStyle(value: unknown): value is TextStyleDefinition {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.fields === 'object' &&
    v.fields !== null
  )
}
