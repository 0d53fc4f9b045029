import { EXIT_INVALID, EXIT_OK } from './cli-error.ts'
import { printErr } from './output.ts'
import { replaceFile } from './replace-file.ts'
import { escapeJsonControls } from './terminal-text.ts'

/**
 * Writes a serialized document to stdout, or to `output` through replaceFile (exclusive random
 * temp file, never through a symlink, mode kept; a non-regular target is refused). DEL and C1
 * controls become \u escapes: the same JSON, and nothing a terminal would act on.
 */
export async function writeDocumentText(output: string | undefined, json: string): Promise<number> {
  const text = escapeJsonControls(json)
  if (output === undefined) {
    process.stdout.write(text)
    return EXIT_OK
  }
  const written = await replaceFile(output, text)
  if (written.ok) return EXIT_OK
  const hint = written.refused ? ' (leave out -o to write to standard output)' : ''
  printErr(`${output}: ${written.message}${hint}`)
  return EXIT_INVALID
}
