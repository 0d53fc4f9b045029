import { parseCommandArgs } from '../lib/args.ts'
import { EXIT_INVALID, EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { loadDocument } from '../lib/load-document.ts'
import { printErr, printHelp, printJson, printOut } from '../lib/output.ts'
import { problemLines } from '../lib/problems-output.ts'
import { inspectDocument } from '../inspect/report.ts'
import { formatAtTime, formatSummary } from '../inspect/text.ts'

export const usage = `Usage: podscene inspect <file> [--at <ms>] [--json]

Shows what a template ({aspect_ratio, scene: {tracks}}) or scene ({tracks}) contains.
Without --at: duration, tracks, layer counts by type and diagnostics.
With --at <ms>: the evaluated state of every layer at that scene time, in draw order
(visible, x, y, w, h, r, alpha, scale, blur, volume, flip, crop, transitions, camera,
and for subtitles the active word and the visible line).
Options:
  --at <ms>  scene time in milliseconds (e.g. 1500 or 1500.5)
  --json     print {"timeMs", "durationMs", "layers": [...], "diagnostics": [...], …}
Exit status: 0 inspected (diagnostics are warnings), 1 invalid or unreadable file, 2 wrong usage.`

const TIME = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

function parseTime(text: string | undefined): number | null {
  if (text === undefined) return null
  if (!TIME.test(text.trim())) {
    throw new UsageError(
      `--at expects a time in milliseconds such as 1500, got ${JSON.stringify(text)}`,
    )
  }
  return Number(text)
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    at: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    printHelp(usage)
    return EXIT_OK
  }
  if (positionals.length !== 1) {
    throw new UsageError(`inspect takes exactly one file, got ${positionals.length}`)
  }
  const file = positionals[0] as string
  const timeMs = parseTime(values.at)

  const loaded = await loadDocument(file)
  if (!loaded.ok) {
    printErr(problemLines(loaded.problems))
    return EXIT_INVALID
  }
  const report = inspectDocument(loaded.document, timeMs)
  if (values.json) printJson(report)
  else printOut(timeMs === null ? formatSummary(file, report) : formatAtTime(file, report))
  return EXIT_OK
}
