import { createContext, useContext } from 'react'

/**
 * Whether the editor is read-only, for every part under `<SceneEditor readOnly>` (and under an
 * exported panel given its own `readOnly`): the parts read it here instead of a prop handed down
 * (packages/react/CONTEXT.md, "Folders by layer").
 */
export const ReadOnlyContext = createContext(false)

/** A component's own `readOnly` prop when it has one, else the enclosing editor's. */
export function useReadOnly(own?: boolean): boolean {
  const shared = useContext(ReadOnlyContext)
  return own ?? shared
}
