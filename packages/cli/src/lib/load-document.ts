import { moreProblemsMessage, parseTemplateText, type TemplateDocument } from '@podscene/core'
import { fileProblems, type FileProblem } from './problems-output.ts'
import { readInputFile } from './read-input.ts'

export type LoadResult =
  | { ok: true; document: TemplateDocument }
  /** `total`: how many problems there are, listed or not. */
  | { ok: false; problems: FileProblem[]; total: number }

/**
 * Read → parse → problems, shared by every command that takes a template file. An unreadable
 * file is one whole-file problem (`path: ''`); invalid input is core's problems, by path. Core
 * lists a bounded number of problems and counts the rest in `more`: that count becomes a last
 * whole-file line, `and N more problems` (core's moreProblemsMessage).
 */
export async function loadDocument(file: string): Promise<LoadResult> {
  const read = await readInputFile(file)
  if (!read.ok) {
    return { ok: false, problems: [{ file, path: '', message: read.message }], total: 1 }
  }
  const parsed = parseTemplateText(read.text)
  if (parsed.ok) return { ok: true, document: parsed.value }
  const problems = fileProblems(file, parsed.problems)
  const more = parsed.more ?? 0
  const total = problems.length + more
  if (more > 0) problems.push({ file, path: '', message: moreProblemsMessage(more) })
  return { ok: false, problems, total }
}
