import { formatProblem, parseTemplateText } from '@podscene/core'
import type { SavedTemplateEntry } from './saved-templates.ts'
import type { TemplateChoice } from './templates.ts'

export type OpenedSaved = { ok: true; choice: TemplateChoice } | { ok: false; message: string }

/**
 * A saved entry as a document to open: its text through core's parser, so the document is the
 * saved one (serialize gives `entry.text` back byte for byte). A damaged entry is refused with its
 * first problem, never repaired.
 */
export function openSavedTemplate(entry: SavedTemplateEntry, id: string): OpenedSaved {
  const parsed = parseTemplateText(entry.text)
  if (!parsed.ok) {
    const first = parsed.problems[0]
    return {
      ok: false,
      message: `Could not open saved template #${entry.id}: ${first ? formatProblem(first) : 'unreadable'}`,
    }
  }
  return {
    ok: true,
    choice: {
      id,
      label: `#${entry.id} ${entry.name} (saved)`,
      name: entry.name,
      document: parsed.value.document,
    },
  }
}
