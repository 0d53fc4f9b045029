import {
  LINT_CODES,
  lintScene,
  lintSceneWithMedia,
  type LintCode,
  type LintProblem,
} from '@podscene/core'
import { parseCommandArgs } from '../lib/args.ts'
import { EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { loadDocument } from '../lib/load-document.ts'
import { printErr, printJson, printOut } from '../lib/output.ts'
import { problemLines } from '../lib/problems-output.ts'
import {
  createUrlChecker,
  DEFAULT_CHECK_URLS_TIMEOUT_MS,
  DEFAULT_URL_TIMEOUT_MS,
} from '../lib/url-check.ts'
import { assumedCanvasNote } from '../lib/canvas-note.ts'

/** lint's own exit codes (docs/architecture.md §4): 0 clean, 1 problems, 2 unreadable input. */
const EXIT_CLEAN = 0
const EXIT_PROBLEMS = 1
const EXIT_UNREADABLE = 2

export const usage = `Usage: podscene lint <file…> [--json] [--check-urls] [--ignore <codes>]

Checks templates across their whole duration. One line per problem on stdout:
  <file>: <path> @ <startMs>-<endMs> ms: <code>: <message>
Codes: ${LINT_CODES.slice(0, 5).join(', ')},
  ${LINT_CODES.slice(5).join(', ')}.
Options:
  --json                print an array of {file, path, code, message, startMs, endMs}
  --check-urls          load every media URL (HTTP HEAD, GET when HEAD is refused) and report
                        those that fail as missing-media
  --url-timeout <ms>    time limit of one URL check (default ${DEFAULT_URL_TIMEOUT_MS})
  --check-urls-timeout <ms>
                        time limit of all URL checks together (default ${DEFAULT_CHECK_URLS_TIMEOUT_MS});
                        URLs not checked by then are reported as missing-media, "not checked"
  --ignore <codes>      comma-separated codes to leave out
  --subtitle-gap <ms>   longest stretch without a word while audio plays (default 2000)
Unreadable or invalid files are reported on stderr as "<file>: <path>: <message>".
Exit status: 0 no problems, 1 problems found, 2 unreadable input or wrong usage.`

export interface FileLintProblem extends LintProblem {
  file: string
}

function positiveNumber(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0)
    throw new UsageError(`${option} needs a number of ms above 0, got '${value}'`)
  return n
}

function ignoredCodes(value: string | undefined): LintCode[] {
  if (value === undefined) return []
  const codes = value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
  for (const code of codes) {
    if (!(LINT_CODES as readonly string[]).includes(code)) {
      throw new UsageError(
        `unknown lint code '${code}' in --ignore (codes: ${LINT_CODES.join(', ')})`,
      )
    }
  }
  return codes as LintCode[]
}

export function formatLintLine(p: FileLintProblem): string {
  return `${p.file}: ${p.path} @ ${p.startMs}-${p.endMs} ms: ${p.code}: ${p.message}`
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    json: { type: 'boolean' },
    'check-urls': { type: 'boolean' },
    'url-timeout': { type: 'string' },
    'check-urls-timeout': { type: 'string' },
    ignore: { type: 'string' },
    'subtitle-gap': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    printOut(usage)
    return EXIT_OK
  }
  if (positionals.length === 0) throw new UsageError('lint needs at least one file')
  const timeout = positiveNumber(values['url-timeout'], '--url-timeout') ?? DEFAULT_URL_TIMEOUT_MS
  const totalTimeout =
    positiveNumber(values['check-urls-timeout'], '--check-urls-timeout') ??
    DEFAULT_CHECK_URLS_TIMEOUT_MS
  const options = {
    ignore: ignoredCodes(values.ignore),
    subtitleGapMs: positiveNumber(values['subtitle-gap'], '--subtitle-gap'),
  }

  const urls = values['check-urls'] ? createUrlChecker(timeout, totalTimeout) : null
  const all: FileLintProblem[] = []
  let unreadable = false
  for (const file of positionals) {
    const loaded = await loadDocument(file)
    if (!loaded.ok) {
      unreadable = true
      printErr(problemLines(loaded.problems))
      continue
    }
    const note = assumedCanvasNote(file, loaded.document)
    if (note) printErr(note)
    const problems = urls
      ? await lintSceneWithMedia(loaded.document, { ...options, checkMedia: urls.check })
      : lintScene(loaded.document, options)
    const withFile = problems.map((p) => ({ file, ...p }))
    all.push(...withFile)
    if (!values.json) for (const p of withFile) printOut(formatLintLine(p))
  }
  if (values.json) {
    const rows = all.map(({ file, path, code, message, startMs, endMs }) => ({
      file,
      path,
      code,
      message,
      startMs,
      endMs,
    }))
    printJson(rows)
  }
  const notChecked = urls?.notChecked() ?? 0
  if (notChecked > 0) {
    printErr(
      `podscene lint: ${notChecked} media URL${notChecked === 1 ? '' : 's'} not checked: the overall limit --check-urls-timeout ${totalTimeout} ms ran out (reported as missing-media "not checked")`,
    )
  }
  if (unreadable) return EXIT_UNREADABLE
  return all.length > 0 ? EXIT_PROBLEMS : EXIT_CLEAN
}
