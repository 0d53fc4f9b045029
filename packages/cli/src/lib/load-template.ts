import { parseTemplateText, type TemplateDocument } from '@podscene/core'
import { fileProblems, type FileProblem } from './problems-output.ts'
import { readInputFile } from './read-input.ts'

export type LoadResult =
  { ok: true; doc: TemplateDocument } | { ok: false; problems: FileProblem[] }

/** Reads and parses a template or scene file; failures come back as validate-style problems. */
export async function loadTemplate(file: string): Promise<LoadResult> {
  const read = await readInputFile(file)
  if (!read.ok) return { ok: false, problems: [{ file, path: '', message: read.message }] }
  const parsed = parseTemplateText(read.text)
  if (!parsed.ok) return { ok: false, problems: fileProblems(file, parsed.problems) }
  return { ok: true, doc: parsed.value }
}
