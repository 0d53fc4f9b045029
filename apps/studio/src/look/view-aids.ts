import type { ViewAids } from '@podscene/react'

const PREFIX = 'podscene-studio:view-aids:'

/**
 * The rulers, guides and grid the user set on a template (localStorage, one entry per template
 * id): UI state, never in the document. `<SceneEditor defaultViewAids>` checks the fields.
 */
export function loadViewAids(
  templateId: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): Partial<ViewAids> | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(PREFIX + templateId) ?? 'null')
    return typeof value === 'object' && value !== null ? (value as Partial<ViewAids>) : undefined
  } catch {
    // Not JSON (written by something else): the defaults, and the next change replaces it.
    return undefined
  }
}

export function storeViewAids(
  templateId: string,
  aids: ViewAids,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(PREFIX + templateId, JSON.stringify(aids))
  } catch {
    // Storage full or disabled: the aids stay for this session only.
  }
}
