import { templateSlots, type TemplateSlot } from '@podscene/core'
import { parseCommandArgs } from '../lib/args.ts'
import { EXIT_INVALID, EXIT_OK, UsageError } from '../lib/cli-error.ts'
import { loadDocument } from '../lib/load-document.ts'
import { printErr, printJson, printOut } from '../lib/output.ts'
import { problemLines } from '../lib/problems-output.ts'
import { assumedCanvasNote } from '../lib/canvas-note.ts'

export const usage = `Usage: podscene slots <file> [--json]

Lists a template's slots: layers marked with api_template_meta.replace_key (or the
template_meta.is_logo / is_goods_media flags), what kind of data fills each, its current value
and the room its box gives. One line per slot:
  <key> (<kind>[, optional]): <value> — box <w>×<h>[, about <n> characters] — <layer paths>
Options:
  --json   print the manifest [{key, kind, required, layers, value, constraints, problems}]
Exit status: 0 listed, 1 invalid or unreadable file, 2 wrong usage.`

/** A slot's line, then one indented line per reason it cannot be filled. */
function describeSlot(slot: TemplateSlot): string[] {
  const c = slot.constraints
  const kind = `${slot.kind ?? 'unfillable'}${slot.required ? '' : ', optional'}`
  const value = slot.value === null ? '(none)' : JSON.stringify(slot.value)
  const room =
    c.maxCharacters === undefined
      ? ''
      : `, about ${c.maxCharacters} characters (${c.maxCharactersPerLine} per line, ${c.maxLines} ${c.maxLines === 1 ? 'line' : 'lines'})`
  const layers = slot.layers.map((l) => l.path).join(', ')
  const lines = [`${slot.key} (${kind}): ${value} — box ${c.width}×${c.height}${room} — ${layers}`]
  for (const problem of slot.problems) lines.push(`  cannot fill: ${problem}`)
  return lines
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    printOut(usage)
    return EXIT_OK
  }
  if (positionals.length !== 1) {
    throw new UsageError(`slots takes exactly one file, got ${positionals.length}`)
  }
  const file = positionals[0] as string
  const loaded = await loadDocument(file)
  if (!loaded.ok) {
    printErr(problemLines(loaded.problems))
    return EXIT_INVALID
  }
  const note = assumedCanvasNote(file, loaded.document)
  if (note) printErr(note)
  const slots = templateSlots(loaded.document)
  if (values.json) printJson(slots)
  else if (slots.length === 0) {
    printOut(`${file}: no slots (mark a layer with api_template_meta.replace_key to make one)`)
  } else for (const slot of slots) printOut(describeSlot(slot))
  return EXIT_OK
}
