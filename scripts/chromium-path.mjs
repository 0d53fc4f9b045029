// Where Chromium is: the one definition for the CLI's render, the browser tests, the benches and
// the scripts. Plain JavaScript so that .mjs scripts and TypeScript (chromium-path.d.mts) share it.

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium'

/** CHROMIUM_PATH when it is set to something other than blanks, else /usr/bin/chromium. */
export function chromiumPath(env = process.env) {
  const value = env.CHROMIUM_PATH
  return value !== undefined && value.trim() !== '' ? value : DEFAULT_CHROMIUM_PATH
}
