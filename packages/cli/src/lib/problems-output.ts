import type { Problem } from '@podscene/core'

/** One reported line of `validate` and `format`; `path` is `''` for the whole file. */
export interface FileProblem {
  file: string
  path: string
  message: string
}

export function fileProblems(file: string, problems: readonly Problem[]): FileProblem[] {
  return problems.map((p) => ({ file, path: p.path, message: p.message }))
}

/** `<file>: <path>: <message>`, or `<file>: <message>` when the problem is about the whole file. */
export function formatFileProblem(p: FileProblem): string {
  return p.path === '' ? `${p.file}: ${p.message}` : `${p.file}: ${p.path}: ${p.message}`
}

/** One line per problem, for printOut / printErr. */
export function problemLines(problems: readonly FileProblem[]): string[] {
  return problems.map(formatFileProblem)
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}
