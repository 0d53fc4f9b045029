import { fillTemplate, moreProblemsMessage, parseJsonText, serialize } from '@podscene/core'
import { parseCommandArgs } from '../lib/args.ts'
import { EXIT_INVALID, EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { loadDocument } from '../lib/load-document.ts'
import { printErr, printOut } from '../lib/output.ts'
import { fileProblems, formatFileProblem, problemLines } from '../lib/problems-output.ts'
import { readInputFile } from '../lib/read-input.ts'
import { writeDocumentText } from '../lib/write-output.ts'

export const usage = `Usage: podscene fill <template> <data.json> [-o <out>]

Fills a template's slots (see "podscene slots") with data: a JSON object of slot key → value
(text for text slots, an https:/http:/blob:/data:image URL for image, video, audio and person
slots, a colour for color slots). Writes the filled template to stdout or to <out>; only the
slot fields change, every other byte stays. Problems go to stderr as
  <data.json>: data.<slot key>: <message>
(at most 100, then "<data.json>: and N more problems") and nothing is written.
Exit status: 0 written, 1 invalid or unreadable input or invalid data, 2 wrong usage.`

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    printOut(usage)
    return EXIT_OK
  }
  if (positionals.length !== 2) {
    throw new UsageError(`fill takes a template and a data file, got ${positionals.length} files`)
  }
  if (values.output === '') throw new UsageError('-o needs a file name')
  const [templateFile, dataFile] = positionals as [string, string]

  const loaded = await loadDocument(templateFile)
  if (!loaded.ok) {
    printErr(problemLines(loaded.problems))
    return EXIT_INVALID
  }
  const read = await readInputFile(dataFile)
  if (!read.ok) {
    printErr(formatFileProblem({ file: dataFile, path: '', message: read.message }))
    return EXIT_INVALID
  }
  const data = parseJsonText(read.text)
  if (!data.ok) {
    printErr(problemLines(fileProblems(dataFile, data.problems)))
    return EXIT_INVALID
  }
  const filled = fillTemplate(loaded.document, data.value)
  if (!filled.ok) {
    const lines = filled.problems.map((p) => ({ file: dataFile, path: p.path, message: p.message }))
    if (filled.more)
      lines.push({ file: dataFile, path: '', message: moreProblemsMessage(filled.more) })
    printErr(problemLines(lines))
    return EXIT_INVALID
  }
  return writeDocumentText(values.output, serialize(filled.value.document))
}
