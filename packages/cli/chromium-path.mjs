// Where Chromium is and how it is launched: the one definition for the CLI's render, the browser tests, the benches and
// the scripts (they import it through scripts/chromium-path.mjs). Plain JavaScript, shipped as is in
// @podscene/cli, so that .mjs scripts and TypeScript (chromium-path.d.mts) share it.

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium'

/** CHROMIUM_PATH when it is set to something other than blanks, else /usr/bin/chromium. */
export function chromiumPath(env = process.env) {
  const value = env.CHROMIUM_PATH
  return value !== undefined && value.trim() !== '' ? value : DEFAULT_CHROMIUM_PATH
}

/** Flags for headless runs on a closed network (recipes/toolchain.md): no sandbox, no GPU, and
 *  none of the background requests that would flood the closed network with refused connections. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
])
