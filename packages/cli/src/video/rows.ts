import { fillTemplate, parseJsonText, templateSlots, type TemplateDocument } from '@podscene/core'
import { UsageError } from '../lib/cli-error.ts'
import { readInputFile } from '../lib/read-input.ts'

/** One line of rows.jsonl: its 0-based `index` (= line − 1) and the filled document, or why not. */
export type Row =
  | { index: number; ok: true; document: TemplateDocument; output: string }
  | { index: number; ok: false; message: string }

const PLACEHOLDER = /\{([^{}]*)\}/g

/**
 * Checks the output pattern against the template: every `{name}` is `{index}` or a slot key, and
 * at least one is there (else every row would write the same file).
 */
export function checkPattern(pattern: string, template: TemplateDocument, file: string): void {
  const names = [...pattern.matchAll(PLACEHOLDER)].map((m) => m[1]!)
  if (names.length === 0) {
    throw new UsageError(
      `--video '${pattern}' needs {index} or a {<slot key>} with --data, so each row gets its own file`,
    )
  }
  const keys = new Set(templateSlots(template).map((s) => s.key))
  for (const name of names) {
    if (name === 'index' || keys.has(name)) continue
    const list = keys.size === 0 ? 'it has no slots' : `slots: ${[...keys].join(', ')}`
    throw new UsageError(
      `--video '${pattern}': {${name}} is not {index} nor a slot of ${file} (${list})`,
    )
  }
}

/**
 * The rows of `dataFile` this shard renders (index mod count = shard), each filled as
 * `podscene fill` fills (core's fillTemplate) and given its output name. Blank lines are no rows
 * but keep their number. Throws one line when the file itself cannot be read.
 */
export async function readRows(
  dataFile: string,
  template: TemplateDocument,
  pattern: string,
  shard: { index: number; count: number },
): Promise<{ rows: Row[]; total: number }> {
  const read = await readInputFile(dataFile)
  if (!read.ok) throw new Error(`${dataFile}: ${read.message}`)
  const lines = read.text.split('\n')
  const rows: Row[] = []
  const outputs = new Map<string, number>()
  let total = 0
  lines.forEach((raw, index) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    if (line.trim() === '') return
    total++
    if (index % shard.count !== shard.index) return
    const row = fillRow(line, index, template, pattern)
    if (row.ok) {
      const earlier = outputs.get(row.output)
      if (earlier !== undefined) {
        rows.push({ index, ok: false, message: `writes ${row.output} as line ${earlier + 1} does` })
        return
      }
      outputs.set(row.output, index)
    }
    rows.push(row)
  })
  return { rows, total }
}

function fillRow(line: string, index: number, template: TemplateDocument, pattern: string): Row {
  const json = parseJsonText(line)
  if (!json.ok) return { index, ok: false, message: json.problems[0]?.message ?? 'invalid JSON' }
  const data = json.value
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { index, ok: false, message: 'expected a JSON object of slot key → value' }
  }
  const filled = fillTemplate(template, data)
  if (!filled.ok) {
    const first = filled.problems[0]!
    const path = first.path ? `${first.path}: ` : ''
    const more = filled.problems.length > 1 ? ` (and ${filled.problems.length - 1} more)` : ''
    return { index, ok: false, message: `${path}${first.message}${more}` }
  }
  const missing: string[] = []
  const output = pattern.replace(PLACEHOLDER, (_, name: string) => {
    if (name === 'index') return String(index)
    const value = (data as Record<string, unknown>)[name]
    if (typeof value !== 'string' || value === '') {
      missing.push(name)
      return ''
    }
    return fileSafe(value)
  })
  if (missing.length > 0) {
    const name = missing[0]!
    return { index, ok: false, message: `data.${name}: no value for {${name}} in the output name` }
  }
  return { index, ok: true, document: filled.value, output }
}

/** A value as part of a file name: letters, digits, `.`, `_`, `-`; other runs become `-`. */
export function fileSafe(value: string): string {
  const safe = value
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80)
  return safe === '' ? '_' : safe
}
