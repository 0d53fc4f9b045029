import { rename, rm, writeFile } from 'node:fs/promises'
import { EXIT_INVALID, EXIT_OK } from './cli-error.ts'
import { printErr } from './output.ts'
import { fileErrorMessage } from './read-input.ts'

/** Writes through a temporary file and a rename, so `-o` may name the input file itself. */
export async function writeOutputFile(out: string, text: string): Promise<number> {
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
