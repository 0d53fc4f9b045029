import { useCallback, useEffect, useState } from 'react'
import { serialize } from '@podscene/core'
import {
  deleteSavedTemplate,
  listSavedTemplates,
  putSavedTemplate,
  savedTemplateKey,
  type SavedTemplateEntry,
} from './saved-templates.ts'
import type { SavedTemplate } from './use-save.ts'

export interface SavedTemplates {
  entries: SavedTemplateEntry[]
  /** Why the local list could not be read or written (IndexedDB unavailable…), if it failed. */
  problem: string | null
  record(saved: SavedTemplate, baseUrl: string): void
  remove(key: string): void
}

/** The local list of saved templates (newest first), kept in IndexedDB. */
export function useSavedTemplates(): SavedTemplates {
  const [entries, setEntries] = useState<SavedTemplateEntry[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const refresh = useCallback(async (change?: () => Promise<void>) => {
    try {
      await change?.()
      setEntries(await listSavedTemplates())
      setProblem(null)
    } catch (error) {
      setProblem(`Saved templates (this browser's IndexedDB): ${describe(error)}`)
    }
  }, [])
  useEffect(() => {
    void refresh()
  }, [refresh])
  const record = useCallback(
    (saved: SavedTemplate, baseUrl: string) =>
      void refresh(() =>
        putSavedTemplate({
          key: savedTemplateKey(baseUrl, saved.id),
          id: saved.id,
          name: saved.name,
          savedAt: Date.now(),
          baseUrl,
          aspectRatio: saved.aspectRatio ?? null,
          waveformIds: saved.waveformIds,
          text: serialize(saved.document),
        }),
      ),
    [refresh],
  )
  const remove = useCallback(
    (key: string) => void refresh(() => deleteSavedTemplate(key)),
    [refresh],
  )
  return { entries, problem, record, remove }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
