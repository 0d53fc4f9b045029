#!/usr/bin/env node
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError } from './lib/cli-error.ts'
import { printErr, printHelp } from './lib/output.ts'
import { guardStandardStreams } from './lib/stdio-guard.ts'
import { restoreCallerDirectory } from './lib/working-dir.ts'

/** Each command module exports `run(argv)` resolving to the exit code. */
interface CommandModule {
  run(argv: string[]): Promise<number>
}

const commands: Record<string, { summary: string; load: () => Promise<CommandModule> }> = {
  validate: {
    summary: 'check template or scene files and name every problem by path',
    load: () => import('./commands/validate.ts'),
  },
  format: {
    summary: 'write a template as canonical JSON, losing nothing',
    load: () => import('./commands/format.ts'),
  },
  inspect: {
    summary: 'show what a template contains and what it evaluates to',
    load: () => import('./commands/inspect.ts'),
  },
  render: {
    summary: 'render frames of a template through headless Chromium',
    load: () => import('./commands/render.ts'),
  },
  slots: {
    summary: 'list the slots of a template and the room each gives',
    load: () => import('./commands/slots.ts'),
  },
  fill: {
    summary: "fill a template's slots with data, changing nothing else",
    load: () => import('./commands/fill.ts'),
  },
  lint: {
    summary: "find problems across a template's whole duration",
    load: () => import('./commands/lint.ts'),
  },
}

const usage = `Usage: podscene <command> [options]

Commands:
${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(10)}${c.summary}`)
  .join('\n')}

Run "podscene <command> --help" for a command's options.`

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    printHelp(usage, name === undefined ? 'err' : 'out')
    return name === undefined ? EXIT_USAGE : EXIT_OK
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined
  if (!command) {
    printErr(`podscene: unknown command '${name}'. Commands: ${Object.keys(commands).join(', ')}.`)
    return EXIT_USAGE
  }
  let module: CommandModule
  try {
    module = await command.load()
  } catch (error) {
    printErr(`podscene ${name}: this command is not available (${messageOf(error)})`)
    return EXIT_INVALID
  }
  try {
    return await module.run(rest)
  } catch (error) {
    if (error instanceof UsageError) {
      printErr([`podscene ${name}: ${error.message}`, `Run "podscene ${name} --help" for usage.`])
      return EXIT_USAGE
    }
    printErr(`podscene ${name}: unexpected error: ${messageOf(error)}`)
    return EXIT_INVALID
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

restoreCallerDirectory()
guardStandardStreams(() => {
  const name = process.argv[2]
  return name !== undefined && Object.hasOwn(commands, name) ? `podscene ${name}` : 'podscene'
})
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    printErr(`podscene: unexpected error: ${messageOf(error)}`)
    process.exitCode = EXIT_INVALID
  },
)
