import { parseTemplateText, type TemplateDocument } from '@podscene/core'
import { fileProblems, type FileProblem } from './problems-output.ts'
import { readInputFile } from './read-input.ts'

export type LoadResult =
  { ok: true; document: TemplateDocument } | { ok: false; problems: FileProblem[] }

/**
 * Read → parse → problems, shared by every command that takes a template file. An unreadable
 * file is one whole-file problem (`path: ''`); invalid input is core's problems, by path.
 */
export async function loadDocument(file: string): Promise<LoadResult> {
  const read = await readInputFile(file)
  if (!read.ok) return { ok: false, problems: [{ file, path: '', message: read.message }] }
  const parsed = parseTemplateText(read.text)
  if (!parsed.ok) return { ok: false, problems: fileProblems(file, parsed.problems) }
  return { ok: true, document: parsed.value }
}
