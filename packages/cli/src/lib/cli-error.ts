/** Exit codes of every podscene command. */
export const EXIT_OK = 0
/** Input is invalid, missing or unreadable. */
export const EXIT_INVALID = 1
/** The command line itself is wrong (unknown command or option, missing argument). */
export const EXIT_USAGE = 2

/** A command-line mistake: main prints its message (no stack) and exits with EXIT_USAGE. */
export class UsageError extends Error {
  override name = 'UsageError'
}
