import { rename, rm, writeFile } from 'node:fs/promises'
import { parseTemplateText, serialize } from '@podscene/core'
import { parseCommandArgs } from '../lib/args.ts'
import { EXIT_INVALID, EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { printErr, printOut } from '../lib/output.ts'
import { fileProblems, formatFileProblem } from '../lib/problems-output.ts'
import { fileErrorMessage, readInputFile } from '../lib/read-input.ts'

export const usage = `Usage: podscene format <file> [-o <out>]

Validates a template or scene and writes it as canonical JSON (2-space indent, keys in their
original order, every field kept) to stdout, or to <out>. Nothing is written when the file is
invalid; problems go to stderr as "<file>: <path>: <message>".
Exit status: 0 written, 1 invalid or unreadable input or unwritable output, 2 wrong usage.`

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    printOut(usage)
    return EXIT_OK
  }
  if (positionals.length !== 1) {
    throw new UsageError(`format takes exactly one file, got ${positionals.length}`)
  }
  if (values.output === '') throw new UsageError('-o needs a file name')
  const file = positionals[0] as string

  const read = await readInputFile(file)
  if (!read.ok) {
    printErr(formatFileProblem({ file, path: '', message: read.message }))
    return EXIT_INVALID
  }
  const parsed = parseTemplateText(read.text)
  if (!parsed.ok) {
    for (const p of fileProblems(file, parsed.problems)) printErr(formatFileProblem(p))
    return EXIT_INVALID
  }
  const text = serialize(parsed.value.document)
  if (values.output === undefined) {
    process.stdout.write(text)
    return EXIT_OK
  }
  return writeOutput(values.output, text)
}

/** Writes through a temporary file and a rename, so `-o` may name the input file itself. */
async function writeOutput(out: string, text: string): Promise<number> {
  const temporary = `${out}.${process.pid}.tmp`
  try {
    await writeFile(temporary, text, 'utf8')
    await rename(temporary, out)
    return EXIT_OK
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined)
    printErr(`${out}: ${fileErrorMessage(error, 'write')}`)
    return EXIT_INVALID
  }
}
