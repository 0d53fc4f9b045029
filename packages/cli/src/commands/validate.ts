import { parseCommandArgs } from '../lib/args.ts'
import { EXIT_INVALID, EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { loadDocument } from '../lib/load-document.ts'
import { printHelp, printJson, printOut } from '../lib/output.ts'
import { problemLines, type FileProblem } from '../lib/problems-output.ts'
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
    printHelp(usage)
    return EXIT_OK
  }
  if (positionals.length === 0) throw new UsageError('validate needs at least one file')

  const all: FileProblem[] = []
  for (const file of positionals) {
    const loaded = await loadDocument(file)
    if (!loaded.ok) {
      all.push(...loaded.problems)
      if (!values.json) printOut(problemLines(loaded.problems))
    } else if (!values.json) {
      printOut(`${file}: valid ${describeDocument(loaded.document)}`)
    }
  }
  if (values.json) printJson(all)
  return all.length === 0 ? EXIT_OK : EXIT_INVALID
}
