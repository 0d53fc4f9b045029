/**
 * `pnpm podscene …` runs the script from the workspace root; pnpm keeps the caller's directory
 * in INIT_CWD. Restore it so relative file names mean what the user typed. Only for that script,
 * since INIT_CWD is also inherited by anything else a pnpm script starts.
 */
export function restoreCallerDirectory(env: NodeJS.ProcessEnv = process.env): void {
  const callerDir = env.INIT_CWD
  if (env.npm_lifecycle_event !== 'podscene' || !callerDir) return
  try {
    process.chdir(callerDir)
  } catch {
    // The caller's directory vanished; relative paths then resolve from the root, as before.
  }
}
