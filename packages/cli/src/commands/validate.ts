import { parseTemplateText } from '@podscene/core'
import { parseCommandArgs } from '../lib/args.ts'
import { EXIT_INVALID, EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { printOut } from '../lib/output.ts'
import { fileProblems, formatFileProblem, type FileProblem } from '../lib/problems-output.ts'
import { readInputFile } from '../lib/read-input.ts'
import { describeDocument } from '../lib/summary.ts'

export const usage = `Usage: podscene validate <file…> [--json]

Checks template files ({aspect_ratio, scene: {tracks}}) and bare scenes ({tracks}).
Prints "<file>: valid template (…)" for each good file and one line per problem otherwise:
  <file>: <path>: <message>
Options:
  --json   print an array of {file, path, message} (empty when every file is valid)
Exit status: 0 all valid, 1 a file is invalid or unreadable, 2 wrong usage.`

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    printOut(usage)
    return EXIT_OK
  }
  if (positionals.length === 0) throw new UsageError('validate needs at least one file')

  const all: FileProblem[] = []
  for (const file of positionals) {
    const problems = await validateFile(file, !values.json)
    all.push(...problems)
    if (!values.json) for (const p of problems) printOut(formatFileProblem(p))
  }
  if (values.json) printOut(JSON.stringify(all, null, 2))
  return all.length === 0 ? EXIT_OK : EXIT_INVALID
}

async function validateFile(file: string, sayValid: boolean): Promise<FileProblem[]> {
  const read = await readInputFile(file)
  if (!read.ok) return [{ file, path: '', message: read.message }]
  const parsed = parseTemplateText(read.text)
  if (!parsed.ok) return fileProblems(file, parsed.problems)
  if (sayValid) printOut(`${file}: valid ${describeDocument(parsed.value)}`)
  return []
}
