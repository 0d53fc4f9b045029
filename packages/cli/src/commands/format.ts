import { serialize } from '@podscene/core'
import { parseCommandArgs } from '../lib/args.ts'
import { EXIT_INVALID, EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { loadDocument } from '../lib/load-document.ts'
import { printErr, printHelp } from '../lib/output.ts'
import { problemLines } from '../lib/problems-output.ts'
import { writeDocumentText } from '../lib/write-output.ts'

export const usage = `Usage: podscene format <file> [-o <out>]

Validates a template or scene and writes it as canonical JSON (2-space indent, keys in their
original order, every field kept) to stdout, or to <out>. Nothing is written when the file is
invalid; problems go to stderr as "<file>: <path>: <message>".
<out> is replaced atomically and keeps its permissions; it must be a regular file or not exist
(a symbolic link, FIFO or device is refused).
Exit status: 0 written, 1 invalid or unreadable input or unwritable output, 2 wrong usage.`

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    printHelp(usage)
    return EXIT_OK
  }
  if (positionals.length !== 1) {
    throw new UsageError(`format takes exactly one file, got ${positionals.length}`)
  }
  if (values.output === '') throw new UsageError('-o needs a file name')
  const file = positionals[0] as string

  const loaded = await loadDocument(file)
  if (!loaded.ok) {
    printErr(problemLines(loaded.problems))
    return EXIT_INVALID
  }
  return writeDocumentText(values.output, serialize(loaded.document.document))
}
