import { useState } from 'react'
import { fileNameOf, type TemplateChoice } from './templates.ts'

/**
 * "Template name": what the user typed for each open document (by choice id), and the name it
 * gives saves and exports — the typed text as a file name, else the document's own name.
 */
export function useTemplateNames() {
  const [typed, setTyped] = useState<Record<string, string>>({})
  return {
    textOf: (choice: TemplateChoice) => typed[choice.id] ?? choice.name,
    nameOf: (choice: TemplateChoice) => {
      const text = typed[choice.id]
      return text !== undefined && text.trim() !== '' ? fileNameOf(text.trim()) : choice.name
    },
    setText: (choice: TemplateChoice, text: string) =>
      setTyped((previous) => ({ ...previous, [choice.id]: text })),
  }
}
